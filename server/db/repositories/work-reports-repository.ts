import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UploadedFile } from '../../../src/domain/file';
import { storedWorkReportOf, workReportRecordOf } from '../../../src/domain/records/work-report';
import type { WorkReport, WorkReportFields, WorkReportKind, WORK_REPORT_SORT_FIELDS } from '../../../src/domain/work-report';
import type { AttachedFiles } from '../../files/visibility';
import type { Db } from '../client';
import { isRaporu } from '../schema';
import { rowsById, toMillisecond, type ListDefinition } from './sql-list';

export type WorkReportRow = typeof isRaporu.$inferSelect;

/** The record of the mirror and of the API (src/domain/records/work-report.ts). */
export function toWorkReportDto(row: WorkReportRow): WorkReport {
  return { ...workReportRecordOf(row.id, row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The columns a create or an update writes: the stored report with the files the write route looked up, in the order named. */
export function workReportValues(input: WorkReportFields, files: AttachedFiles): Record<string, unknown> {
  const list = input.dosyalar.map((_, index): UploadedFile => {
    const file = files[`dosyalar.${index}`];
    if (!file) throw new Error('a work report is written with its files looked up (the write route)');
    return file;
  });
  return storedWorkReportOf(input, list);
}

/** Whether the company has another live report of this kind and period. */
export async function hasWorkReportFor(
  db: Db,
  sirketId: string,
  tur: WorkReportKind,
  donem: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const rows = await db
    .select({ id: isRaporu.id })
    .from(isRaporu)
    .where(
      and(
        eq(isRaporu.sirketId, sirketId),
        eq(isRaporu.tur, tur),
        eq(isRaporu.donem, donem),
        isNull(isRaporu.deletedAt),
        exceptId ? ne(isRaporu.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The list's filters (`GET /api/is-raporu`): a kind and a period. */
export interface WorkReportListFilters {
  tur?: WorkReportKind | undefined;
  donem?: string | undefined;
}

/** The work reports' list in SQL (server/db/repositories/sql-list.ts); periods as their text orders. */
export const workReportList: ListDefinition<(typeof WORK_REPORT_SORT_FIELDS)[number], WorkReportListFilters, WorkReport> = {
  table: isRaporu,
  sorts: {
    donem: { key: sql`${isRaporu.donem} collate "C"` },
    updatedAt: { key: toMillisecond(isRaporu.updatedAt) },
  },
  filters: {
    tur: (tur) => eq(isRaporu.tur, tur),
    donem: (donem) => eq(isRaporu.donem, donem),
  },
  load: rowsById(isRaporu, toWorkReportDto),
  idOf: (report) => report._id,
};
