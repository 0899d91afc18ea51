import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { WorkReportKind } from '../../../src/domain/work-report';
import type { Db } from '../client';
import { isRaporu } from '../schema';

// Work reports' rows. Their mapping to the record is the kind's (server/collections/kind-collection.ts).

export type WorkReportRow = typeof isRaporu.$inferSelect;

/** The live reports of the companies (`undefined`: every company), of one kind if given. A ship makes a few dozen a year. */
export async function liveWorkReports(db: Db, sirketIds: string[] | undefined, tur?: WorkReportKind): Promise<WorkReportRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(isRaporu)
    .where(
      and(isNull(isRaporu.deletedAt), sirketIds ? inArray(isRaporu.sirket, sirketIds) : undefined, tur ? eq(isRaporu.tur, tur) : undefined),
    );
}
