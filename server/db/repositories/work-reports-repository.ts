import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { UploadedFile } from '../../../src/domain/file';
import { storedWorkReportOf, workReportRecordOf } from '../../../src/domain/records/work-report';
import type { WorkReport, WorkReportFields, WorkReportKind } from '../../../src/domain/work-report';
import type { AttachedFiles } from '../../files/visibility';
import type { Db } from '../client';
import { isRaporu } from '../schema';

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

/** The live reports of the companies (`undefined`: every company), of one kind if given. A ship makes a few dozen a year. */
export async function liveWorkReports(db: Db, sirketIds: string[] | undefined, tur?: WorkReportKind): Promise<WorkReportRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(isRaporu)
    .where(
      and(
        isNull(isRaporu.deletedAt),
        sirketIds ? inArray(isRaporu.sirketId, sirketIds) : undefined,
        tur ? eq(isRaporu.tur, tur) : undefined,
      ),
    );
}
