import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Bdn, BdnFields, BDN_SORT_FIELDS } from '../../../src/domain/bdn';
import type { Fuel } from '../../../src/domain/emissions';
import { bdnRecordOf, storedBdnOf } from '../../../src/domain/records/bdn';
import { recordOnWire } from '../../../src/domain/records/form-input';
import type { AttachedFiles } from '../../files/visibility';
import type { Db } from '../client';
import { bdn } from '../schema';
import { sqlTurkishSortKey } from '../sql-text';
import { rowsById, toMillisecond, type ListDefinition } from './sql-list';

export type BdnRow = typeof bdn.$inferSelect;

/** The record of the mirror and of the API (src/domain/records/bdn.ts): figures in major units. */
export function toBdnDto(row: BdnRow): Bdn {
  return { ...recordOnWire('bdn', bdnRecordOf(row.id, row)), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The columns a create or an update writes: the stored note the domain makes of the write, and the file's id. */
export function bdnValues(input: BdnFields, files: AttachedFiles): Record<string, unknown> {
  const scan = input.dosya === null ? null : files.dosya;
  if (scan === undefined) throw new Error('a BDN is written with its file looked up (the write route)');
  return { ...storedBdnOf(input, scan), dosyaId: input.dosya };
}

/** The live BDNs of the companies (`undefined`: every company), of one bill if given. A ship takes a few dozen a year. */
export async function liveBdns(db: Db, sirketIds: string[] | undefined, faturaId?: string): Promise<BdnRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(bdn)
    .where(
      and(
        isNull(bdn.deletedAt),
        sirketIds ? inArray(bdn.sirketId, sirketIds) : undefined,
        faturaId ? eq(bdn.faturaId, faturaId) : undefined,
      ),
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
    fatura: (id) => eq(bdn.faturaId, id),
    tarihBas: (date) => gte(bdn.tarih, date),
    tarihSon: (date) => lte(bdn.tarih, date),
  },
  load: rowsById(bdn, (row: BdnRow) => row),
  idOf: (row) => row.id,
};
