import { and, eq, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { COLLECTION_NAMES, collection } from '../../src/domain/collection-declarations';
import { dokumanRevizyon, files } from '../db/schema';
import { referenceColumn } from '../db/repositories/references-repository';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Omit<typeof files.$inferInsert, 'createdAt'>;

/**
 * Every column that refers to a file, from the declarations' `{target: 'file'}` references (a bill's
 * invoice, a cash flow's receipt, a bank order's signed letter, and whatever a new collection
 * declares). A file no row of these refers to is "unreferenced": it counts against its uploader's
 * quota, and is swept after a day (file-sweep.ts). A test checks this list against the schema's
 * foreign keys to `files`.
 */
export const FILE_REFERENCES = [
  ...COLLECTION_NAMES.flatMap((name) =>
    collection(name)
      .references.filter((reference) => reference.target === 'file' && !reference.each)
      .map((reference) => referenceColumn(name, reference.field)),
  ),
  // Each revision's file of a document: an earlier revision's stays as long as the document.
  dokumanRevizyon.dosyaId,
];

/**
 * The jsonb columns that keep lists of files (a work report's photos, `each: '_id'`): no foreign key
 * guards them, so the quota and the sweep read them here as uses too.
 */
export const FILE_LIST_REFERENCES = COLLECTION_NAMES.flatMap((name) =>
  collection(name)
    .references.filter((reference) => reference.target === 'file' && reference.each)
    .map((reference) => ({ column: referenceColumn(name, reference.field, reference.each), each: reference.each as string })),
);

/** `jsonb_build_object(key, id)`, nested along a dotted `each` (`kanit._id`: a file inside a list item's sub-field). */
function itemNaming([key, ...rest]: string[], id: SQL): SQL {
  return sql`jsonb_build_object(${key}::text, ${rest.length > 0 ? itemNaming(rest, id) : id})`;
}

/**
 * True for a `files` row some record refers to (deleted records included: they keep it). In
 * parentheses: `not` and `and` bind tighter than the `or`s between the references.
 */
const referenced: SQL = sql`(${sql.join(
  [
    ...FILE_REFERENCES.map((column) => sql`exists (select 1 from ${column.table} where ${column} = ${files.id})`),
    ...FILE_LIST_REFERENCES.map(
      ({ column, each }) =>
        sql`exists (select 1 from ${column.table} where ${column} @> jsonb_build_array(${itemNaming(each.split('.'), sql`${files.id}::text`)}))`,
    ),
  ],
  sql` or `,
)})`;

/** `id` must already be a valid uuid: PostgreSQL rejects anything else with an error. */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * Inserts the row unless one with its id exists: `undefined` then, and the caller reads the one
 * that won (a retried upload, or two tabs racing with the same kept file).
 */
export async function insertFileOnce(db: Db, row: NewFileRow): Promise<FileRow | undefined> {
  const [inserted] = await db.insert(files).values(row).onConflictDoNothing({ target: files.id }).returning();
  return inserted;
}

/** How many files, of how many bytes, `uploaderId` stored that no record refers to yet. */
export async function unreferencedUsage(db: Db, uploaderId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: sql<string>`count(*)`, bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(and(eq(files.uploaderId, uploaderId), not(referenced)));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Deletes the rows of files stored before `before` that no record refers to, and answers their
 * storage keys (the caller removes the bytes). A record written meanwhile that refers to one
 * fails on its foreign key, as it would for any unknown file.
 */
export async function deleteUnreferencedBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(and(lt(files.createdAt, before), not(referenced)))
    .returning({ key: files.storageKey });
  return rows.map((row) => row.key);
}

/** Which of `keys` have a row. */
export async function knownStorageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
