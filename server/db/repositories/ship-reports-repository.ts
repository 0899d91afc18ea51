import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { recordOnWire } from '../../../src/domain/records/form-input';
import { shipReportRecordOf, storedShipReportOf } from '../../../src/domain/records/ship-report';
import type { ShipReport, ShipReportFields, ShipState, SHIP_REPORT_SORT_FIELDS } from '../../../src/domain/ship-report';
import type { Db } from '../client';
import { gemiRaporu } from '../schema';
import { rowsById, toMillisecond, type ListDefinition } from './sql-list';

export type ShipReportRow = typeof gemiRaporu.$inferSelect;

/** The record of the mirror and of the API: figures in major units, times in ISO 8601 (UTC). */
export function toShipReportDto(row: ShipReportRow): ShipReport {
  const stored = { ...row, zaman: row.zaman.toISOString(), eta: row.eta ? row.eta.toISOString() : null };
  return {
    ...recordOnWire('gemiRaporu', shipReportRecordOf(row.id, stored)),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a create or an update writes (times as the table's timestamps). */
export function shipReportValues(input: ShipReportFields): Record<string, unknown> {
  const stored = storedShipReportOf(input);
  return { ...stored, zaman: new Date(stored.zaman), eta: stored.eta ? new Date(stored.eta) : null };
}

/** Whether the company has another live report at `zaman`. */
export async function hasReportAt(db: Db, sirketId: string, zaman: string, exceptId: string | undefined): Promise<boolean> {
  const rows = await db
    .select({ id: gemiRaporu.id })
    .from(gemiRaporu)
    .where(
      and(
        eq(gemiRaporu.sirketId, sirketId),
        eq(gemiRaporu.zaman, new Date(zaman)),
        isNull(gemiRaporu.deletedAt),
        exceptId ? ne(gemiRaporu.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The live reports of the companies (`undefined`: every company), in time order, of one UTC year if given. */
export async function liveShipReports(db: Db, sirketIds: string[] | undefined, year?: number): Promise<ShipReportRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(gemiRaporu)
    .where(
      and(
        isNull(gemiRaporu.deletedAt),
        sirketIds ? inArray(gemiRaporu.sirketId, sirketIds) : undefined,
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

/** The reports' list in SQL (server/db/repositories/sql-list.ts); times to the millisecond, as their ISO text orders. */
export const shipReportList: ListDefinition<(typeof SHIP_REPORT_SORT_FIELDS)[number], ShipReportListFilters, ShipReport> = {
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
  load: rowsById(gemiRaporu, toShipReportDto),
  idOf: (report) => report._id,
};
