import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ShipReport, ShipState, SHIP_REPORT_SORT_FIELDS } from '../../../src/domain/ship-report';
import type { Db } from '../client';
import { gemiRaporu } from '../schema';
import { rowsById, toMillisecond, type ListDefinition } from './sql-list';

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

/** The list's filters (`GET /api/gemi-raporu`): a UTC year and a state. */
export interface ShipReportListFilters {
  yil?: number | undefined;
  durum?: ShipState | undefined;
}

/** The reports' list in SQL (server/db/repositories/sql-list.ts) with their records; times to the millisecond, as their ISO text orders. */
export function shipReportList(
  toDto: (row: ShipReportRow) => ShipReport,
): ListDefinition<(typeof SHIP_REPORT_SORT_FIELDS)[number], ShipReportListFilters, ShipReport> {
  return {
    table: gemiRaporu,
    sorts: {
      zaman: { key: toMillisecond(gemiRaporu.zaman) },
      durum: { key: sql`${gemiRaporu.durum} collate "C"` },
      updatedAt: { key: toMillisecond(gemiRaporu.updatedAt) },
    },
    filters: {
      yil: (year) => and(gte(gemiRaporu.zaman, new Date(Date.UTC(year, 0, 1))), lt(gemiRaporu.zaman, new Date(Date.UTC(year + 1, 0, 1)))),
      durum: (durum) => eq(gemiRaporu.durum, durum),
    },
    load: rowsById(gemiRaporu, toDto),
    idOf: (report) => report._id,
  };
}
