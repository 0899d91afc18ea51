import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BDN_SORT_FIELDS } from '../../../src/domain/bdn';
import type { Fuel } from '../../../src/domain/emissions';
import type { Db } from '../client';
import { bdn } from '../schema';
import { sqlTurkishSortKey } from '../sql-text';
import { rowsById, toMillisecond, type ListDefinition } from './sql-list';

// BDNs' rows and their list in SQL. Their mapping to the record is the kind's (server/collections/kind-collection.ts).

export type BdnRow = typeof bdn.$inferSelect;

/** The live BDNs of the companies (`undefined`: every company), of one bill if given. A ship takes a few dozen a year. */
export async function liveBdns(db: Db, sirketIds: string[] | undefined, faturaId?: string): Promise<BdnRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(bdn)
    .where(
      and(isNull(bdn.deletedAt), sirketIds ? inArray(bdn.sirket, sirketIds) : undefined, faturaId ? eq(bdn.fatura, faturaId) : undefined),
    );
}

/** The list's filters (`GET /api/bdn`). */
export interface BdnListFilters {
  yakit?: Fuel | undefined;
  fatura?: string | undefined;
  tarihBas?: string | undefined;
  tarihSon?: string | undefined;
}

/** The BDNs' list in SQL (server/db/repositories/sql-list.ts); the note's number in Turkish order (sql-text.ts). */
export const bdnList: ListDefinition<(typeof BDN_SORT_FIELDS)[number], BdnListFilters, BdnRow> = {
  table: bdn,
  sorts: {
    tarih: { key: bdn.tarih },
    bdnNo: { key: sqlTurkishSortKey(bdn.bdnNo) },
    yakit: { key: sql`${bdn.yakit} collate "C"` },
    miktarMt: { key: bdn.miktarMt },
    updatedAt: { key: toMillisecond(bdn.updatedAt) },
  },
  filters: {
    yakit: (yakit) => eq(bdn.yakit, yakit),
    fatura: (id) => eq(bdn.fatura, id),
    tarihBas: (date) => gte(bdn.tarih, date),
    tarihSon: (date) => lte(bdn.tarih, date),
  },
  load: rowsById(bdn, (row: BdnRow) => row),
  idOf: (row) => row.id,
};
