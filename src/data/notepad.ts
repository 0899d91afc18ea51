import { v7 as uuidv7 } from 'uuid';
import type { PortalDb } from './db';
import { openedLocal } from './local';
import { entriesFor } from './sync/outbox';

// The dashboard notepad (docs/areas/shell.md) lives in the user's device database, so it opens and saves
// offline. An edit is queued in the outbox like any change: one entry, replaced by a newer edit
// (the server stores the text whole), replayed as POST /api/notepad.

const NOTEPAD_KEY = 'notepad';
const RECORD_ID = 'notepad';

/** The notepad as the device has it; `null` when it was never loaded on this device. */
export async function readLocalNotepad(db: PortalDb): Promise<string | null> {
  const row = await db.meta.get(NOTEPAD_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

/**
 * The server's notepad, stored on the device unless an edit made here is still queued (which
 * wins: it was typed later). Returns what the device now has.
 */
export async function adoptServerNotepad(db: PortalDb, notepad: string): Promise<string> {
  return db.transaction('rw', db.meta, db.outbox, async () => {
    if ((await entriesFor(db, 'notepad', RECORD_ID)).length > 0) return (await readLocalNotepad(db)) ?? notepad;
    await db.meta.put({ key: NOTEPAD_KEY, value: notepad });
    return notepad;
  });
}

/** Stores an edit on the device and queues it (replacing an edit still waiting). */
export async function queueNotepad(db: PortalDb, notepad: string): Promise<void> {
  await db.transaction('rw', db.meta, db.outbox, async () => {
    await db.meta.put({ key: NOTEPAD_KEY, value: notepad });
    const waiting = (await entriesFor(db, 'notepad', RECORD_ID)).at(-1);
    // A new id: an entry in flight with the old body must not settle this newer one (replay.ts).
    if (waiting) await db.outbox.update(waiting.seq!, { id: uuidv7(), body: { notepad }, state: 'pending', error: undefined });
    else {
      await db.outbox.add({
        id: uuidv7(),
        collection: 'notepad',
        recordId: RECORD_ID,
        op: 'update',
        body: { notepad },
        state: 'pending',
        attempts: 0,
        createdAt: Date.now(),
      });
    }
  });
}

/** Saves an edit of the signed-in user's notepad and sends it when the server can be reached. */
export async function saveNotepad(notepad: string): Promise<void> {
  const { db, engine } = await openedLocal();
  await queueNotepad(db, notepad);
  engine.kick();
}
