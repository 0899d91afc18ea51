import type { Table } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import type { CaptureRow, PortalDb } from './db';
import { keepFile, getKeptFile, refOf, type KeptFileRef } from './files';
import { useLocal } from './local';
import { useLiveQuery } from './live-query';

// The capture tray (docs/areas/messages.md, /camera): photos and scans kept on this device, offline
// too, until attached to a message or a record. Never synced and never uploaded from here: an item
// attached becomes a file kept for upload (src/data/files.ts), which the outbox replay sends before
// the change that refers to it; an item never attached never leaves the device.

export type { CaptureRow } from './db';

function tray(db: PortalDb): Table<CaptureRow, string> {
  return db.table('captures');
}

/** What a capture adds: the bytes kept and the sizes before and after the downscale. */
export type CaptureInput = Omit<CaptureRow, 'id' | 'createdAt'>;

export async function addCapture(db: PortalDb, input: CaptureInput): Promise<string> {
  const id = uuidv7();
  await tray(db).add({ ...input, id, createdAt: Date.now() });
  return id;
}

/** The tray, newest first. */
export async function queryCaptures(db: PortalDb): Promise<CaptureRow[]> {
  return (await tray(db).orderBy('createdAt').toArray()).reverse();
}

export function getCapture(db: PortalDb, id: string): Promise<CaptureRow | undefined> {
  return tray(db).get(id);
}

export async function removeCapture(db: PortalDb, id: string): Promise<void> {
  await tray(db).delete(id);
}

/**
 * An item as a file to attach: a copy kept for upload (a new kept file, its own id), which the
 * message or record saved with it carries and the replay uploads. The item stays in the tray until
 * the caller removes it (once what it was attached to is saved).
 */
export async function captureAsFile(db: PortalDb, id: string): Promise<KeptFileRef> {
  const row = await getCapture(db, id);
  if (!row) throw new Error(`no capture ${id} on this device`);
  const keptId = await keepFile(db, new File([row.blob], row.name, { type: row.type }));
  return refOf((await getKeptFile(db, keptId))!);
}

/** The tray, live from the device database. */
export function useCaptures(): CaptureRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? queryCaptures(local.db) : []), [local]);
}
