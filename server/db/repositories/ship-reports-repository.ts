import { and, asc, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { gemiRaporu } from '../schema';

export type ShipReportRow = typeof gemiRaporu.$inferSelect;

/** The live reports of the companies (`undefined`: every company), in time order, of one UTC year if given. */
export async function liveShipReports(db: Db, sirketIds: string[] | undefined, year?: number): Promise<ShipReportRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(gemiRaporu)
    .where(
      and(
        isNull(gemiRaporu.deletedAt),
        sirketIds ? inArray(gemiRaporu.sirket, sirketIds) : undefined,
        year === undefined ? undefined : gte(gemiRaporu.zaman, new Date(Date.UTC(year, 0, 1))),
        year === undefined ? undefined : lt(gemiRaporu.zaman, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(gemiRaporu.zaman));
}
