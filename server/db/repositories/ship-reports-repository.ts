import { asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { gemiRaporu } from '../schema';
import { liveRowsOf } from './sql-list';

export type ShipReportRow = typeof gemiRaporu.$inferSelect;

/** The live reports of the companies (`undefined`: every company), in time order, of one UTC year if given. */
export function liveShipReports(db: Db, sirketIds: string[] | undefined, year?: number): Promise<ShipReportRow[]> {
  const inYear =
    year === undefined
      ? []
      : [gte(gemiRaporu.zaman, new Date(Date.UTC(year, 0, 1))), lt(gemiRaporu.zaman, new Date(Date.UTC(year + 1, 0, 1)))];
  return liveRowsOf(db, gemiRaporu, sirketIds, inYear, [asc(gemiRaporu.zaman)]);
}
