import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_STATEMENT_TOLERANCE, type Company, type CompanySummary } from '../../../src/domain/company';
import type { CompanyScope } from '../../auth/auth-user';
import type { Db } from '../client';
import { sirket } from '../schema';

/** A company to write; its tax office and VKN are '' when not given. */
type NewCompany = Omit<Company, '_id'>;

function toCompany(row: typeof sirket.$inferSelect): Company {
  return {
    _id: row.id,
    isim: row.isim,
    tip: row.tip,
    adres: row.adres,
    // Only when given: a company without them answers as it did before them (docs/areas/e-invoice.md).
    ...(row.vergiDairesi ? { vergiDairesi: row.vergiDairesi } : {}),
    ...(row.vergiNumarasi ? { vergiNumarasi: row.vergiNumarasi } : {}),
    gemi: row.gemi,
    bankalar: row.bankalar,
    // Only when set: a company without payroll settings answers as it did before them.
    ...(row.bordroAyarlari.damgaMuaf || row.bordroAyarlari.tesvikPuani ? { bordroAyarlari: row.bordroAyarlari } : {}),
    // Only when not the default 1.00: a company that never set it answers as it did before it.
    ...(row.ekstreToleransi !== DEFAULT_STATEMENT_TOLERANCE ? { ekstreToleransi: row.ekstreToleransi } : {}),
  };
}

function scopeFilter(scope: CompanyScope): SQL | undefined {
  return scope.all ? undefined : inArray(sirket.id, scope.ids);
}

/** Companies in the scope, unsorted: callers sort with the Turkish collator. */
export async function listCompanies(db: Db, scope: CompanyScope): Promise<CompanySummary[]> {
  if (!scope.all && scope.ids.length === 0) return [];
  const rows = await db
    .select({ id: sirket.id, isim: sirket.isim, tip: sirket.tip, gemi: sirket.gemi })
    .from(sirket)
    .where(scopeFilter(scope));
  return rows.map((row) => ({ _id: row.id, isim: row.isim, tip: row.tip, gemi: row.gemi }));
}

/** `id` must already be a valid uuid: PostgreSQL rejects anything else with an error. */
export async function findCompany(db: Db, id: string, scope: CompanyScope): Promise<Company | undefined> {
  if (!scope.all && !scope.ids.includes(id)) return undefined;
  const [row] = await db.select().from(sirket).where(eq(sirket.id, id)).limit(1);
  return row && toCompany(row);
}

/** Whether a company with this id exists (a valid uuid), whoever may see it. */
export async function companyExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: sirket.id }).from(sirket).where(eq(sirket.id, id)).limit(1);
  return row !== undefined;
}

/** The name of the company `id` (a valid uuid), whoever may see it. */
export async function companyName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ isim: sirket.isim }).from(sirket).where(eq(sirket.id, id)).limit(1);
  return row?.isim;
}

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sirket);
  return row?.n ?? 0;
}

export async function insertCompany(db: Db, company: NewCompany): Promise<string> {
  return (await createCompany(db, company))._id;
}

export async function createCompany(db: Db, company: NewCompany): Promise<Company> {
  const [row] = await db.insert(sirket).values(company).returning();
  if (!row) throw new Error('insert into sirket returned no row');
  return toCompany(row);
}

/** The company as written, or `undefined` when there is none with this id. */
export async function updateCompany(db: Db, id: string, company: NewCompany): Promise<Company | undefined> {
  const [row] = await db
    .update(sirket)
    .set({ ...company, updatedAt: sql`now()` })
    .where(eq(sirket.id, id))
    .returning();
  return row && toCompany(row);
}

/** Deletes a company (its grants go with it); `false` when there was none with this id. */
export async function deleteCompany(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(sirket).where(eq(sirket.id, id)).returning({ id: sirket.id });
  return rows.length > 0;
}
