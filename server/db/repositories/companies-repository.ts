import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Company, CompanySummary } from '../../../src/domain/company';
import type { CompanyScope } from '../../auth/auth-user';
import type { Db } from '../client';
import { sirket } from '../schema';

type NewCompany = Omit<Company, '_id'>;

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
  return (
    row && { _id: row.id, isim: row.isim, tip: row.tip, adres: row.adres, gemi: row.gemi, bankalar: row.bankalar }
  );
}

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sirket);
  return row?.n ?? 0;
}

export async function insertCompany(db: Db, company: NewCompany): Promise<string> {
  const [row] = await db.insert(sirket).values(company).returning({ id: sirket.id });
  if (!row) throw new Error('insert into sirket returned no row');
  return row.id;
}
