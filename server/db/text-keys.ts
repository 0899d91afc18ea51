import { and, asc, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { textKey } from '../../src/domain/text-key';
import type { Db } from './db-type';
import { bankaTalimat, fatura } from './schema';

// The keys the unique indexes of bill numbers and bank-order refs compare (textKey, src/domain/
// text-key.ts) are computed here, in the server's code, never in SQL: PostgreSQL's lower() and
// normalize() do not know Turkish case, and the device compares with the same function. Migration
// 0019 added the key columns empty (null: outside the unique indexes); the server fills them
// right after migrating, before it serves, and writes them with every write after that.

/** A uniqueness rule over a key column: the columns it is unique within and the text it keys. */
interface KeyedRule {
  table: PgTable;
  name: string;
  id: AnyPgColumn;
  text: AnyPgColumn;
  key: AnyPgColumn;
  /** The columns the key is unique within (an account, kind and direction; a company). */
  scope: AnyPgColumn[];
  deletedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
}

const RULES: KeyedRule[] = [
  {
    table: fatura,
    name: 'fatura',
    id: fatura.id,
    text: fatura.faturaProformaNo,
    key: fatura.faturaProformaNoKey,
    scope: [fatura.cariHesap, fatura.faturaTip, fatura.tip],
    deletedAt: fatura.deletedAt,
    createdAt: fatura.createdAt,
  },
  {
    table: bankaTalimat,
    name: 'banka_talimat',
    id: bankaTalimat.id,
    text: bankaTalimat.ref,
    key: bankaTalimat.refKey,
    scope: [bankaTalimat.sirket],
    deletedAt: bankaTalimat.deletedAt,
    createdAt: bankaTalimat.createdAt,
  },
];

const BATCH = 500;

/**
 * The key of a live row that another live row of its scope already holds: the key and, after an
 * invisible character textKey never leaves in a key, the row's id. Such rows were entered twice
 * before keys existed; they stay as they were, and a write to one of them is told `duplicateNumber`
 * (or `duplicateRef`) like any other.
 */
export const collidingKey = (key: string, id: string) => `${key}\u200B${id}`;

/** Fills the keys of the rows written before the key columns existed; returns how many per table. */
export async function fillTextKeys(db: Db): Promise<Record<string, number>> {
  const filled: Record<string, number> = {};
  for (const rule of RULES) filled[rule.name] = await fillRule(db, rule);
  return filled;
}

async function fillRule(db: Db, rule: KeyedRule): Promise<number> {
  // Cheap when there is nothing to do, which is every start but the first after the migration.
  const [pending] = await db.select({ id: rule.id }).from(rule.table).where(isNull(rule.key)).limit(1);
  if (!pending) return 0;
  return db.transaction(async (tx) => {
    // No write (nor another server's fill) between reading the keys taken and writing new ones.
    await tx.execute(sql`lock table ${rule.table} in share row exclusive mode`);
    const scopeOf = (row: Record<string, unknown>) => rule.scope.map((_, index) => String(row[`s${index}`])).join('\u0000');
    const scopeFields = Object.fromEntries(rule.scope.map((column, index) => [`s${index}`, column]));
    const taken = new Set<string>();
    const keyed = await tx
      .select({ key: rule.key, ...scopeFields })
      .from(rule.table)
      .where(and(isNotNull(rule.key), isNull(rule.deletedAt)));
    for (const row of keyed) taken.add(`${scopeOf(row)}\u0000${String(row.key)}`);

    const rows = await tx
      .select({ id: rule.id, text: rule.text, deletedAt: rule.deletedAt, ...scopeFields })
      .from(rule.table)
      .where(isNull(rule.key))
      .orderBy(asc(rule.createdAt), asc(rule.id));
    const updates: { id: string; key: string }[] = [];
    for (const row of rows) {
      const id = String(row.id);
      let key = textKey(String(row.text));
      if (row.deletedAt === null && key !== '') {
        const slot = `${scopeOf(row)}\u0000${key}`;
        if (taken.has(slot)) key = collidingKey(key, id);
        else taken.add(slot);
      }
      updates.push({ id, key });
    }
    for (let start = 0; start < updates.length; start += BATCH) {
      const values: SQL[] = updates.slice(start, start + BATCH).map(({ id, key }) => sql`(${id}::uuid, ${key}::text)`);
      await tx.execute(
        sql`update ${rule.table} set ${sql.identifier(rule.key.name)} = v.key from (values ${sql.join(values, sql`, `)}) as v(id, key) where ${rule.id} = v.id`,
      );
    }
    return updates.length;
  });
}
