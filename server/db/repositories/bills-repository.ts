import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Bill, BillDirection, BillFields, BillKind, BILL_SORT_FIELDS } from '../../../src/domain/bill';
import { billTotals, lineAmounts, paymentTypeOf } from '../../../src/domain/bill-math';
import type { Currency } from '../../../src/domain/currency';
import type { UploadedFile } from '../../../src/domain/file';
import { SCALES, toMajor } from '../../../src/domain/money';
import { textKey } from '../../../src/domain/text-key';
import type { CompanyScope } from '../../auth/auth-user';
import type { Db } from '../client';
import { cariHesap, fatura, faturaCounts, sirket, type StoredBillLine, type StoredPlanRow } from '../schema';

export type BillRow = typeof fatura.$inferSelect;
export type BillSortField = (typeof BILL_SORT_FIELDS)[number];

/** A valid body plus what the server looked up for it: the file's record (see bills.ts). */
export type BillWrite = BillFields & { _file?: UploadedFile };

const amount = (minor: number) => toMajor(minor, SCALES.amount);

/** The record of the mirror and of the API: integers back to major units (ARCHITECTURE.md §5). */
export function toBillDto(row: BillRow): Bill {
  return {
    _id: row.id,
    tip: row.tip,
    faturaTip: row.faturaTip,
    faturaProformaNo: row.faturaProformaNo,
    tarih: row.tarih,
    dovizCinsi: row.dovizCinsi,
    sirket: row.sirketId,
    cariHesap: row.cariHesapId,
    kalemler: row.kalemler.map((line) => ({
      id: line.id,
      butceKodu: line.butceKodu,
      adi: line.adi,
      aciklama: line.aciklama,
      miktar: toMajor(line.miktar, SCALES.quantity),
      birim: line.birim,
      birimFiyat: toMajor(line.birimFiyat, SCALES.unitPrice),
      iskonto: toMajor(line.iskonto, SCALES.percent),
      kdv: toMajor(line.kdv, SCALES.percent),
      kdvTutari: amount(line.kdvTutari),
      tutar: amount(line.tutar),
    })),
    odemePlani: row.odemePlani.map((plan) => ({ id: plan.id, tarih: plan.tarih, miktar: amount(plan.miktar) })),
    taksitSayisi: row.taksitSayisi,
    odemeTip: row.odemeTip,
    aciklama: row.aciklama,
    faturaFile: row.faturaFile,
    toplamlar: {
      araToplam: amount(row.araToplam),
      toplamIskontoTutar: amount(row.toplamIskontoTutar),
      indirimliTutar: amount(row.indirimliTutar),
      toplamKdvTutar: amount(row.toplamKdvTutar),
      odenecekTutar: amount(row.odenecekTutar),
    },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The columns a create or an update writes: the lines with their amounts and the totals computed
 * here by the domain engine (whatever totals the client sent were dropped by the schema), the
 * payment type from the plan's length, and ids for rows that came without one.
 */
export function billValues(input: BillWrite): Record<string, unknown> {
  if (!input._file) throw new Error('a bill is written with its file looked up (beforeWrite)');
  const kalemler: StoredBillLine[] = input.kalemler.map((line) => {
    const amounts = lineAmounts(line);
    return {
      id: line.id || randomUUID(),
      butceKodu: line.butceKodu,
      adi: line.adi,
      aciklama: line.aciklama,
      miktar: line.miktar,
      birim: line.birim,
      birimFiyat: line.birimFiyat,
      iskonto: line.iskonto,
      kdv: line.kdv,
      kdvTutari: amounts.kdvTutari,
      tutar: amounts.tutar,
    };
  });
  const odemePlani: StoredPlanRow[] = input.odemePlani.map((row) => ({ id: row.id || randomUUID(), tarih: row.tarih, miktar: row.miktar }));
  return {
    sirketId: input.sirket,
    cariHesapId: input.cariHesap,
    tip: input.tip,
    faturaTip: input.faturaTip,
    faturaProformaNo: input.faturaProformaNo,
    faturaProformaNoKey: textKey(input.faturaProformaNo),
    tarih: input.tarih,
    dovizCinsi: input.dovizCinsi,
    kalemler,
    odemePlani,
    taksitSayisi: input.taksitSayisi,
    odemeTip: paymentTypeOf(odemePlani.length),
    aciklama: input.aciklama,
    faturaFileId: input.faturaFile,
    faturaFile: input._file,
    ...billTotals(input.kalemler),
  };
}

export interface BillListQuery {
  tip: BillDirection | undefined;
  /** The companies to list; `undefined` lists every company (an administrator without a filter). */
  sirketIds: string[] | undefined;
  dovizCinsi: Currency | undefined;
  sortBy: BillSortField;
  descending: boolean;
  limit: number;
  offset: number;
}

const SORT_KEYS: Record<BillSortField, SQL> = {
  tarih: sql`${fatura.tarih}`,
  faturaProformaNo: sql`${fatura.faturaProformaNo} collate "C"`,
  odenecekTutar: sql`${fatura.odenecekTutar}`,
  createdAt: sql`${fatura.createdAt}`,
  updatedAt: sql`${fatura.updatedAt}`,
};

/** A live bill with its account's name and its company's name. */
export interface BillWithNames {
  bill: BillRow;
  cariHesapUnvan: string;
  sirketIsim: string;
}

function listFilter(query: Pick<BillListQuery, 'tip' | 'sirketIds' | 'dovizCinsi'>): SQL | undefined {
  return and(
    isNull(fatura.deletedAt),
    query.tip ? eq(fatura.tip, query.tip) : undefined,
    query.sirketIds ? inArray(fatura.sirketId, query.sirketIds) : undefined,
    query.dovizCinsi ? eq(fatura.dovizCinsi, query.dovizCinsi) : undefined,
  );
}

const withNames = (db: Db) =>
  db
    .select({ bill: fatura, cariHesapUnvan: cariHesap.unvan, sirketIsim: sirket.isim })
    .from(fatura)
    .innerJoin(cariHesap, eq(cariHesap.id, fatura.cariHesapId))
    .innerJoin(sirket, eq(sirket.id, fatura.sirketId));

/**
 * The number of live bills the list matches: a sum over the counters the triggers keep
 * (fatura_counts), at most 64 rows per company, direction and currency, not a count of the bills.
 */
const totalQuery = (db: Db, query: BillListQuery) =>
  db
    .select({ n: sql<number>`coalesce(sum(${faturaCounts.live}), 0)`.mapWith(Number) })
    .from(faturaCounts)
    .where(
      and(
        query.tip ? eq(faturaCounts.tip, query.tip) : undefined,
        query.sirketIds ? inArray(faturaCounts.sirketId, query.sirketIds) : undefined,
        query.dovizCinsi ? eq(faturaCounts.dovizCinsi, query.dovizCinsi) : undefined,
      ),
    );

/** One page with the total on each row (an uncorrelated subquery, computed once): one round trip. */
function pageQuery(db: Db, query: BillListQuery) {
  const direction = query.descending ? desc : asc;
  return db
    .select({
      bill: fatura,
      cariHesapUnvan: cariHesap.unvan,
      sirketIsim: sirket.isim,
      total: sql<number>`(${totalQuery(db, query)})`.mapWith(Number),
    })
    .from(fatura)
    .innerJoin(cariHesap, eq(cariHesap.id, fatura.cariHesapId))
    .innerJoin(sirket, eq(sirket.id, fatura.sirketId))
    .where(listFilter(query))
    .orderBy(direction(SORT_KEYS[query.sortBy]), direction(fatura.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** One page of live bills, sorted (ties broken by id so pages never overlap), and the total. */
export async function listBills(db: Db, query: BillListQuery): Promise<{ rows: BillWithNames[]; total: number }> {
  const page = await pageQuery(db, query);
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page.length > 0) return { rows, total: page[0]?.total ?? 0 };
  // No row to carry the total: a page past the end, or nothing at all.
  const [counted] = await totalQuery(db, query);
  return { rows, total: counted?.n ?? 0 };
}

/** The SQL the list runs for `query`: the page (with the total) and the total alone (for the benchmark's EXPLAIN). */
export function listBillsSql(db: Db, query: BillListQuery): { page: { sql: string; params: unknown[] }; total: { sql: string; params: unknown[] } } {
  return { page: pageQuery(db, query).toSQL(), total: totalQuery(db, query).toSQL() };
}

/** Every live bill of one account in the companies the scope sees, newest first. */
export function billsOfAccount(db: Db, cariHesapId: string, scope: CompanyScope): Promise<BillWithNames[]> {
  return withNames(db)
    .where(
      and(
        isNull(fatura.deletedAt),
        eq(fatura.cariHesapId, cariHesapId),
        scope.all ? undefined : inArray(fatura.sirketId, scope.ids.length ? scope.ids : [cariHesapId]),
      ),
    )
    .orderBy(desc(fatura.tarih), desc(fatura.id));
}

/** The account's and the company's names of one bill, for its detail. */
export async function namesOf(db: Db, row: BillRow): Promise<{ cariHesapUnvan: string; sirketIsim: string }> {
  const [account] = await db.select({ unvan: cariHesap.unvan }).from(cariHesap).where(eq(cariHesap.id, row.cariHesapId));
  const [company] = await db.select({ isim: sirket.isim }).from(sirket).where(eq(sirket.id, row.sirketId));
  return { cariHesapUnvan: account?.unvan ?? '', sirketIsim: company?.isim ?? '' };
}

/** A live bill other than `exceptId` with this number (by textKey) for this account, kind and direction (§5). */
export async function findBillNumber(
  db: Db,
  key: { cariHesapId: string; faturaTip: BillKind; tip: BillDirection; faturaProformaNo: string; exceptId?: string },
): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(fatura)
    .where(
      and(
        isNull(fatura.deletedAt),
        eq(fatura.cariHesapId, key.cariHesapId),
        eq(fatura.faturaTip, key.faturaTip),
        eq(fatura.tip, key.tip),
        eq(fatura.faturaProformaNoKey, textKey(key.faturaProformaNo)),
        key.exceptId ? ne(fatura.id, key.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

