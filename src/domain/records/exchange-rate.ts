import { type ExchangeRate, type ExchangeRateFields } from '../exchange-rates';

// An exchange rate, mapped once (docs/architecture.md §2, §7): a valid write becomes the stored rate
// (the four rates in ten-thousandths), and the stored one becomes its record, the rates still in
// ten-thousandths as the device mirrors them; the server answers in TL per unit, 4 decimals
// (form-input.ts, recordOnWire, server/db/repositories/exchange-rates-repository.ts).

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

/** The record of the mirror, rates in ten-thousandths (the API's TL per unit: recordOnWire), without what the server stamps. */
export function exchangeRateRecordOf(id: string, stored: StoredExchangeRate): Omit<ExchangeRate, 'version' | 'updatedAt'> {
  return {
    _id: id,
    tarih: stored.tarih,
    dovizCinsi: stored.dovizCinsi,
    dovizAlis: stored.dovizAlis,
    dovizSatis: stored.dovizSatis,
    efektifAlis: stored.efektifAlis,
    efektifSatis: stored.efektifSatis,
    kaynak: stored.kaynak,
    bulten: stored.bulten,
  };
}
