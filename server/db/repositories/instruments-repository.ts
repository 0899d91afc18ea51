import { and, eq, gte, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../src/domain/calendar';
import type { Instrument, InstrumentView } from '../../../src/domain/instrument-schema';
import { CLOSED_STATES, type DueWindow } from '../../../src/domain/instruments';
import type { Db } from '../client';
import { cariHesap, cekSenet, sirket } from '../schema';

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

/**
 * The portfolio's due window (`?vade=`, the domain's isDueIn as a predicate): an open instrument
 * due from today to 7 or 31 days on, or before today. Its other filters and order are the kind's
 * list (server/collections/kind-list.ts).
 */
export function dueWindowWhere(window: DueWindow, today: string): SQL | undefined {
  return and(
    notInArray(cekSenet.durum, [...CLOSED_STATES]),
    window === 'gecmis'
      ? lt(cekSenet.vadeTarihi, today)
      : and(gte(cekSenet.vadeTarihi, today), lte(cekSenet.vadeTarihi, addDays(today, window === 'hafta' ? 7 : 31))),
  );
}

/** The instruments of `ids` with their account's and company's names (a list's page). */
export const instrumentViews =
  (toDto: ToDto) =>
  async (db: Db, ids: string[]): Promise<InstrumentView[]> =>
    (await withNames(db).where(inArray(cekSenet.id, ids))).map(toView(toDto));

/** The instrument a cash flow was booked by (its receipt's or one of its moves'; docs/areas/cheques.md), if any. */
export async function instrumentOfFlow(db: Db, flowId: string): Promise<InstrumentRow | undefined> {
  const [found] = await db
    .select()
    .from(cekSenet)
    .where(or(eq(cekSenet.nakitAkis, flowId), sql`${cekSenet.hareketler} @> ${JSON.stringify([{ nakitAkis: flowId }])}::jsonb`))
    .limit(1);
  return found;
}
