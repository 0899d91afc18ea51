import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Omit<typeof files.$inferInsert, 'createdAt'>;

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
