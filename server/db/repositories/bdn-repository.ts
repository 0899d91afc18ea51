import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bdn } from '../schema';
import { liveRowsOf } from './sql-list';

// BDNs' rows (their list is the kind's, server/collections/kind-list.ts). Their mapping to the record is the kind's (server/collections/kind-collection.ts).

export type BdnRow = typeof bdn.$inferSelect;

/** The live BDNs of the companies (`undefined`: every company), of one bill if given. A ship takes a few dozen a year. */
export function liveBdns(db: Db, sirketIds: string[] | undefined, faturaId?: string): Promise<BdnRow[]> {
  return liveRowsOf(db, bdn, sirketIds, [faturaId ? eq(bdn.fatura, faturaId) : undefined]);
}
