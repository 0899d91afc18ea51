import { and, eq, isNull } from 'drizzle-orm';
import type { ReadConfirmationFields } from '../../../src/domain/documents';
import { confirmationTime } from '../../../src/domain/documents';
import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../client';
import type { dokuman } from '../schema';
import { dokumanRevizyon, okumaOnayi, userSirket, users } from '../schema';

export type DocumentRow = typeof dokuman.$inferSelect;
export type ReadConfirmationRow = typeof okumaOnayi.$inferSelect;

/**
 * Keeps the file of the document's current revision referenced for as long as the document lives
 * (its history), with the company it is current in: a revision written while the document is
 * current follows the document; once replaced, it keeps the company it was last current in.
 */
export async function keepRevisionFile(tx: Db, row: DocumentRow): Promise<void> {
  if (!row.dosyaId) return;
  await tx
    .insert(dokumanRevizyon)
    .values({ dokumanId: row.id, revizyon: row.revizyon, dosyaId: row.dosyaId, sirketId: row.sirket })
    .onConflictDoUpdate({
      target: [dokumanRevizyon.dokumanId, dokumanRevizyon.revizyon],
      set: { dosyaId: row.dosyaId, sirketId: row.sirket },
    });
}

/** The columns of a confirmation: always the writer's own, at the time it was made (never later than now). */
export function readConfirmationValues(input: ReadConfirmationFields, user: Pick<AuthUser, '_id'>): Record<string, unknown> {
  return { ...input, kullanici: user._id, tarih: new Date(confirmationTime(input.tarih, new Date())) };
}

/** The live confirmations of a document. */
export async function confirmationsOf(db: Db, id: string): Promise<ReadConfirmationRow[]> {
  return db
    .select()
    .from(okumaOnayi)
    .where(and(eq(okumaOnayi.dokuman, id), isNull(okumaOnayi.deletedAt)));
}

/** The users of a company: those granted it, read-only or not (administrators see every company and are not listed). */
export async function usersOfCompany(db: Db, sirketId: string): Promise<{ _id: string; name: string }[]> {
  const rows = await db
    .select({ _id: users.id, name: users.name })
    .from(userSirket)
    .innerJoin(users, eq(users.id, userSirket.userId))
    .where(and(eq(userSirket.sirketId, sirketId), eq(users.aktif, true)));
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}
