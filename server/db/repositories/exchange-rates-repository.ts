import { and, asc, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { RatedCurrency } from '../../../src/domain/exchange-rates';
import type { Db } from '../client';
import { kur } from '../schema';

export type ExchangeRateRow = typeof kur.$inferSelect;

export interface ExchangeRateListQuery {
  tarih?: string | undefined;
  dovizCinsi?: RatedCurrency | undefined;
  sortBy: 'tarih' | 'dovizCinsi';
  descending: boolean;
  limit: number;
  offset: number;
}

const SORT_KEYS = { tarih: kur.tarih, dovizCinsi: kur.dovizCinsi } as const;

/** One page of live rates, of a date and a currency when given, and their count. */
export async function listExchangeRates(db: Db, query: ExchangeRateListQuery): Promise<{ rows: ExchangeRateRow[]; total: number }> {
  const where = and(
    isNull(kur.deletedAt),
    query.tarih ? eq(kur.tarih, query.tarih) : undefined,
    query.dovizCinsi ? eq(kur.dovizCinsi, query.dovizCinsi) : undefined,
  );
  const direction = query.descending ? desc : asc;
  const other = query.sortBy === 'tarih' ? kur.dovizCinsi : kur.tarih;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(kur)
      .where(where)
      .orderBy(direction(SORT_KEYS[query.sortBy]), asc(other), asc(kur.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(kur).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The live rates of one date, every currency. */
export async function ratesOfDate(db: Db, tarih: string): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(kur)
    .where(and(eq(kur.tarih, tarih), isNull(kur.deletedAt)))
    .orderBy(asc(kur.dovizCinsi));
}

/** The latest live rate of `currency` dated strictly before `date`, if any (what rateFor picks). */
export async function latestRateBefore(db: Db, currency: RatedCurrency, date: string): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(kur)
    .where(and(eq(kur.dovizCinsi, currency), lt(kur.tarih, date), isNull(kur.deletedAt)))
    .orderBy(desc(kur.tarih))
    .limit(1);
}
