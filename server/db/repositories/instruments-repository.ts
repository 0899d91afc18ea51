import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Instrument, InstrumentFields, InstrumentView } from '../../../src/domain/instrument-schema';
import { instrumentRecordOf, storedInstrumentOf } from '../../../src/domain/records/instrument';
import { recordOnWire } from '../../../src/domain/records/form-input';
import type { AttachedFiles } from '../../files/visibility';
import type { Db } from '../client';
import { cariHesap, cekSenet, sirket } from '../schema';

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

/**
 * The live instruments of the companies (`undefined`: every company), with their names. A
 * portfolio holds hundreds, not millions: the list filters them by the domain's matchesFilter.
 */
export async function liveInstruments(db: Db, sirketIds: string[] | undefined): Promise<InstrumentView[]> {
  if (sirketIds?.length === 0) return [];
  const rows = await withNames(db).where(and(isNull(cekSenet.deletedAt), sirketIds ? inArray(cekSenet.sirketId, sirketIds) : undefined));
  return rows.map(toView);
}

/** One instrument's view (its detail). */
export async function instrumentView(db: Db, row: InstrumentRow): Promise<InstrumentView> {
  const [found] = await withNames(db).where(eq(cekSenet.id, row.id));
  return found ? toView(found) : { ...toInstrumentDto(row), cariHesapUnvan: '', sirketIsim: '' };
}

/** The instrument a cash flow was booked by (its receipt's or one of its moves'; MODULES.md §9), if any. */
export async function instrumentOfFlow(db: Db, flowId: string): Promise<InstrumentRow | undefined> {
  const [found] = await db
    .select()
    .from(cekSenet)
    .where(or(eq(cekSenet.nakitAkisId, flowId), sql`${cekSenet.hareketler} @> ${JSON.stringify([{ nakitAkis: flowId }])}::jsonb`))
    .limit(1);
  return found;
}
