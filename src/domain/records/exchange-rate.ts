import { RATE_SCALE, type ExchangeRate, type ExchangeRateFields } from '../exchange-rates';
import { toMajor } from '../money';

// An exchange rate, mapped once (ARCHITECTURE.md §3, §5): a valid write becomes the stored rate
// (the four rates in ten-thousandths), and the stored one becomes the record the API answers and
// the device mirrors (TL per unit, 4 decimals). The server writes and answers with these
// (server/db/repositories/exchange-rates-repository.ts).

/** A rate as stored: the four rates as whole numbers of 1/10,000 TL (one chart shared by every company). */
export type StoredExchangeRate = Pick<
  ExchangeRateFields,
  'tarih' | 'dovizCinsi' | 'dovizAlis' | 'dovizSatis' | 'efektifAlis' | 'efektifSatis' | 'kaynak' | 'bulten'
>;

/** What a write stores. */
export function storedExchangeRateOf(input: ExchangeRateFields): StoredExchangeRate {
  return {
    tarih: input.tarih,
    dovizCinsi: input.dovizCinsi,
    dovizAlis: input.dovizAlis,
    dovizSatis: input.dovizSatis,
    efektifAlis: input.efektifAlis,
    efektifSatis: input.efektifSatis,
    kaynak: input.kaynak,
    bulten: input.bulten,
  };
}

/** The record of the API and of the mirror, the rates back in TL per unit, without what the server stamps. */
export function exchangeRateRecordOf(id: string, stored: StoredExchangeRate): Omit<ExchangeRate, 'version' | 'updatedAt'> {
  return {
    _id: id,
    tarih: stored.tarih,
    dovizCinsi: stored.dovizCinsi,
    dovizAlis: toMajor(stored.dovizAlis, RATE_SCALE),
    dovizSatis: toMajor(stored.dovizSatis, RATE_SCALE),
    efektifAlis: toMajor(stored.efektifAlis, RATE_SCALE),
    efektifSatis: toMajor(stored.efektifSatis, RATE_SCALE),
    kaynak: stored.kaynak,
    bulten: stored.bulten,
  };
}
