import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { notepad } from '../schema';

/** The user's note, or '' when they never saved one. */
export async function readNotepad(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ text: notepad.notepad }).from(notepad).where(eq(notepad.userId, userId)).limit(1);
  return row?.text ?? '';
}

export async function writeNotepad(db: Db, userId: string, text: string): Promise<string> {
  const [row] = await db
    .insert(notepad)
    .values({ userId, notepad: text })
    .onConflictDoUpdate({ target: notepad.userId, set: { notepad: text, updatedAt: sql`now()` } })
    .returning({ text: notepad.notepad });
  return row?.text ?? text;
}
