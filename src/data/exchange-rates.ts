import { useLiveQuery } from 'dexie-react-hooks';
import type { Currency } from '../domain/currency';
import { rateFor, type ExchangeRate, type RateRow, type RatedCurrency } from '../domain/exchange-rates';
import type { PortalDb, DeviceRecord } from './db';
import { api } from './api';
import { openedLocal, requireLocal, useLocal } from './local';
import { useRecord } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Exchange rates on the device (docs/areas/exchange-rates.md): the mirror of `kur`, read by currency and date
// (Dexie index `[dovizCinsi+tarih]`), so a document's TL equivalent is worked out offline with the
// same rateFor as the server's `GET /api/finans/kur/gecerli`.

const COLLECTION = 'kur';

/** A mirrored rate: the four rates in ten-thousandths of a lira per unit (integers, as the server keeps them). */
export type ExchangeRateRow = DeviceRecord<'kur'>;

/** The rate a document uses, as rateFor finds it: `dovizAlis` in ten-thousandths (for toTl). */
export interface DeviceRate {
  tarih: string;
  bulten: string;
  /** Ten-thousandths of a lira per unit. */
  dovizAlis: number;
}

/** The live rates of `currency` on this device, newest first. */
export async function ratesOf(db: PortalDb, currency: RatedCurrency): Promise<ExchangeRateRow[]> {
  const rows = await db
    .records(COLLECTION)
    .where('[dovizCinsi+tarih]')
    .between([currency, ''], [currency, '\uffff'])
    .reverse()
    .toArray();
  return rows.filter(isLive).map((row) => toRecord(row));
}

/**
 * The rate of a document dated `date` in `currency` from the device's mirror (rateFor: the latest
 * bulletin dated strictly before `date`); null when the device has none (`rateMissing`). TL is 1.
 */
export async function deviceRateFor(db: PortalDb, date: string, currency: Currency): Promise<DeviceRate | null> {
  if (currency === 'TL') {
    const found = rateFor([], date, currency);
    return found && { ...found, bulten: '' };
  }
  const rows = await db
    .records(COLLECTION)
    .where('[dovizCinsi+tarih]')
    .between([currency, ''], [currency, date])
    .toArray();
  const live = rows.filter(isLive).map((row) => toRecord(row));
  const found = rateFor(
    live.map((rate) => ({ tarih: rate.tarih, dovizCinsi: rate.dovizCinsi, dovizAlis: rate.dovizAlis })),
    date,
    currency,
  );
  if (!found) return null;
  return { ...found, bulten: live.find((rate) => rate.tarih === found.tarih)?.bulten ?? '' };
}

/** Every live rate of `currency` on the device, newest first; undefined while loading. */
export function useExchangeRates(currency: RatedCurrency): ExchangeRateRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? ratesOf(local.db, currency) : []), [local, currency]);
}

/** The rate a document dated `date` in `currency` uses, from the device; null when there is none. */
export function useRateFor(date: string, currency: Currency): DeviceRate | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? deviceRateFor(local.db, date, currency) : null), [local, date, currency]);
}

/** A rate by id; `null` when it is not on this device (or deleted here). */
export function useExchangeRate(id: string): ExchangeRateRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/** Whether the device holds a live rate of `currency` dated `tarih` other than `exceptId` (one per date and currency). */
export async function isRateTaken(tarih: string, currency: string, exceptId?: string): Promise<boolean> {
  const rows = await (await openedLocal()).db.records(COLLECTION).where('[dovizCinsi+tarih]').equals([currency, tarih]).toArray();
  return rows.some((row) => isLive(row) && row._id !== exceptId);
}

/** What `POST /api/finans/kur/tcmb` answers: the bulletin's date and number, and the date's rates. */
export interface BulletinUpload {
  tarih: string;
  bulten: string;
  kurlar: ExchangeRate[];
}

/**
 * Sends a TCMB bulletin (`today.xml`) to the server (administrators; online only), then pulls, so
 * the stored rates reach the device's mirror at once.
 */
export async function uploadTcmbBulletin(file: Blob & { name: string }): Promise<BulletinUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api.upload<BulletinUpload>('finans/kur/tcmb', form);
  await requireLocal()
    .engine.pull()
    .catch(() => undefined);
  return answer;
}

/**
 * Every live rate on the device as rateFor reads them (ten-thousandths), for a list's TL column;
 * read only while `enabled` (the list's TL switch is on): an empty list otherwise.
 */
export function useAllRates(enabled: boolean): RateRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !enabled) return [];
    const rows = await local.db.records(COLLECTION).toArray();
    return rows.filter(isLive).map((row) => ({ tarih: String(row.tarih), dovizCinsi: String(row.dovizCinsi), dovizAlis: Number(row.dovizAlis) }));
  }, [local, enabled]);
}
