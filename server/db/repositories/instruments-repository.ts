import { and, eq, gte, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { addDays } from '../../../src/domain/calendar';
import type { Currency } from '../../../src/domain/currency';
import type { Instrument, InstrumentFields, InstrumentView, INSTRUMENT_SORT_FIELDS } from '../../../src/domain/instrument-schema';
import {
  CLOSED_STATES,
  type DueWindow,
  type InstrumentDirection,
  type InstrumentKind,
  type InstrumentState,
} from '../../../src/domain/instruments';
import { instrumentRecordOf, storedInstrumentOf } from '../../../src/domain/records/instrument';
import { recordOnWire } from '../../../src/domain/records/form-input';
import type { AttachedFiles } from '../../files/visibility';
import type { Db } from '../client';
import { cariHesap, cekSenet, sirket } from '../schema';
import { toMillisecond, type ListDefinition } from './sql-list';

export type InstrumentRow = typeof cekSenet.$inferSelect;

/** The record of the mirror and of the API: `miktar` back to major units (src/domain/records/instrument.ts). */
export function toInstrumentDto(row: InstrumentRow): Instrument {
  return { ...recordOnWire('cekSenet', instrumentRecordOf(row.id, row)), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The columns a create or an update writes: the stored instrument the domain makes of the write, and the scan's id. */
export function instrumentValues(input: InstrumentFields, files: AttachedFiles): Record<string, unknown> {
  const scan = files.dosya;
  if (!scan) throw new Error('an instrument is written with its scan looked up (the write route)');
  return { ...storedInstrumentOf(input, scan), dosyaId: input.dosya };
}

const withNames = (db: Db) =>
  db
    .select({ row: cekSenet, cariHesapUnvan: cariHesap.unvan, sirketIsim: sirket.isim })
    .from(cekSenet)
    .innerJoin(cariHesap, eq(cariHesap.id, cekSenet.cariHesapId))
    .innerJoin(sirket, eq(sirket.id, cekSenet.sirketId));

function toView({ row, cariHesapUnvan, sirketIsim }: { row: InstrumentRow; cariHesapUnvan: string; sirketIsim: string }): InstrumentView {
  return { ...toInstrumentDto(row), cariHesapUnvan, sirketIsim };
}

/** One instrument's view (its detail). */
export async function instrumentView(db: Db, row: InstrumentRow): Promise<InstrumentView> {
  const [found] = await withNames(db).where(eq(cekSenet.id, row.id));
  return found ? toView(found) : { ...toInstrumentDto(row), cariHesapUnvan: '', sirketIsim: '' };
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
export const instrumentList: ListDefinition<(typeof INSTRUMENT_SORT_FIELDS)[number], InstrumentListFilters, InstrumentView> = {
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
    cariHesap: (id) => eq(cekSenet.cariHesapId, id),
    dovizCinsi: (currency) => eq(cekSenet.dovizCinsi, currency),
    vade: (window, { today }) =>
      and(
        notInArray(cekSenet.durum, [...CLOSED_STATES]),
        window === 'gecmis'
          ? lt(cekSenet.vadeTarihi, today)
          : and(gte(cekSenet.vadeTarihi, today), lte(cekSenet.vadeTarihi, addDays(today, window === 'hafta' ? 7 : 31))),
      ),
  },
  load: async (db, ids) => (await withNames(db).where(inArray(cekSenet.id, ids))).map(toView),
  idOf: (view) => view._id,
};

/** The instrument a cash flow was booked by (its receipt's or one of its moves'; docs/areas/cheques.md), if any. */
export async function instrumentOfFlow(db: Db, flowId: string): Promise<InstrumentRow | undefined> {
  const [found] = await db
    .select()
    .from(cekSenet)
    .where(or(eq(cekSenet.nakitAkisId, flowId), sql`${cekSenet.hareketler} @> ${JSON.stringify([{ nakitAkis: flowId }])}::jsonb`))
    .limit(1);
  return found;
}
