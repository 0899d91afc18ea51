import { eq } from 'drizzle-orm';
import type { WorkReportKind } from '../../../src/domain/work-report';
import type { Db } from '../client';
import { isRaporu } from '../schema';
import { liveRowsOf } from './sql-list';

// Work reports' rows. Their mapping to the record is the kind's (server/collections/kind-collection.ts).

export type WorkReportRow = typeof isRaporu.$inferSelect;

/** The live reports of the companies (`undefined`: every company), of one kind if given. A ship makes a few dozen a year. */
export function liveWorkReports(db: Db, sirketIds: string[] | undefined, tur?: WorkReportKind): Promise<WorkReportRow[]> {
  return liveRowsOf(db, isRaporu, sirketIds, [tur ? eq(isRaporu.tur, tur) : undefined]);
}
