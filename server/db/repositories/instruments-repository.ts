import { and, eq, gte, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { addDays } from '../../../src/domain/calendar';
import type { Currency } from '../../../src/domain/currency';
import type { Instrument, InstrumentView, INSTRUMENT_SORT_FIELDS } from '../../../src/domain/instrument-schema';
import {
  CLOSED_STATES,
  type DueWindow,
  type InstrumentDirection,
  type InstrumentKind,
  type InstrumentState,
} from '../../../src/domain/instruments';
import type { Db } from '../client';
import { cariHesap, cekSenet, sirket } from '../schema';
import { toMillisecond, type ListDefinition } from './sql-list';

export type InstrumentRow = typeof cekSenet.$inferSelect;

/** An instrument's record: the kind's mapping (server/collections/instruments.ts). */
type ToDto = (row: InstrumentRow) => Instrument;

const withNames = (db: Db) =>
  db
    .select({ row: cekSenet, cariHesapUnvan: cariHesap.unvan, sirketIsim: sirket.isim })
    .from(cekSenet)
    .innerJoin(cariHesap, eq(cariHesap.id, cekSenet.cariHesap))
    .innerJoin(sirket, eq(sirket.id, cekSenet.sirket));

const toView =
  (toDto: ToDto) =>
  ({ row, cariHesapUnvan, sirketIsim }: { row: InstrumentRow; cariHesapUnvan: string; sirketIsim: string }): InstrumentView => ({
    ...toDto(row),
    cariHesapUnvan,
    sirketIsim,
  });

/** One instrument's view (its detail). */
export async function instrumentView(db: Db, row: InstrumentRow, toDto: ToDto): Promise<InstrumentView> {
  const [found] = await withNames(db).where(eq(cekSenet.id, row.id));
  return found ? toView(toDto)(found) : { ...toDto(row), cariHesapUnvan: '', sirketIsim: '' };
}

/** The portfolio's filters (`GET /api/finans/cek-senet`), and today for the due window. */
export interface InstrumentListFilters {
  yon?: InstrumentDirection | undefined;
  tur?: InstrumentKind | undefined;
  durum?: InstrumentState | undefined;
  cariHesap?: string | undefined;
  dovizCinsi?: Currency | undefined;
  vade?: DueWindow | undefined;
  today: string;
}

/**
 * The portfolio in SQL (server/db/repositories/sql-list.ts): the domain's matchesFilter as
 * predicates; the due window (isDueIn) an open instrument due from today to 7 or 31 days on, or
 * before today.
 */
export const instrumentList = (
  toDto: ToDto,
): ListDefinition<(typeof INSTRUMENT_SORT_FIELDS)[number], InstrumentListFilters, InstrumentView> => ({
  table: cekSenet,
  sorts: {
    vadeTarihi: { key: cekSenet.vadeTarihi },
    duzenlemeTarihi: { key: cekSenet.duzenlemeTarihi },
    miktar: { key: cekSenet.miktar },
    updatedAt: { key: toMillisecond(cekSenet.updatedAt) },
  },
  filters: {
    yon: (yon) => eq(cekSenet.yon, yon),
    tur: (tur) => eq(cekSenet.tur, tur),
    durum: (durum) => eq(cekSenet.durum, durum),
    cariHesap: (id) => eq(cekSenet.cariHesap, id),
    dovizCinsi: (currency) => eq(cekSenet.dovizCinsi, currency),
    vade: (window, { today }) =>
      and(
        notInArray(cekSenet.durum, [...CLOSED_STATES]),
        window === 'gecmis'
          ? lt(cekSenet.vadeTarihi, today)
          : and(gte(cekSenet.vadeTarihi, today), lte(cekSenet.vadeTarihi, addDays(today, window === 'hafta' ? 7 : 31))),
      ),
  },
  load: async (db, ids) => (await withNames(db).where(inArray(cekSenet.id, ids))).map(toView(toDto)),
  idOf: (view) => view._id,
});

/** The instrument a cash flow was booked by (its receipt's or one of its moves'; docs/areas/cheques.md), if any. */
export async function instrumentOfFlow(db: Db, flowId: string): Promise<InstrumentRow | undefined> {
  const [found] = await db
    .select()
    .from(cekSenet)
    .where(or(eq(cekSenet.nakitAkis, flowId), sql`${cekSenet.hareketler} @> ${JSON.stringify([{ nakitAkis: flowId }])}::jsonb`))
    .limit(1);
  return found;
}
