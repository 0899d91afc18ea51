import { keptOnDevice } from '../domain/documents';
import type { UploadedFile } from '../domain/file';
import { isLive, toRecord } from './sync/collections';
import type { DeviceRecord, PortalDb } from './db';
import { createStore, type Store } from './store';

// The library's files on the device (docs/areas/documents.md "Offline"): the files of documents in force in
// the quality categories and of circulars are downloaded after each pull, one at a time (a queue
// with progress; a failed one is tried again on the next run), so a procedure opens on a ship with
// no link; a plan's or a photo's file is kept once opened. Kept in the Dexie store `docFiles`.

/** A file kept on the device: `pinned` while its document asks to be kept, otherwise kept since opened. */
export interface DocFileRow {
  id: string;
  dokuman: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  pinned: boolean;
  keptAt: number;
}

export interface DocFileQueue {
  /** Files the run wants on the device, and how many of them are there. */
  total: number;
  done: number;
  /** Downloads that failed in the last run (tried again on the next one). */
  failed: number;
  running: boolean;
}

export const docFileQueue: Store<DocFileQueue> = createStore<DocFileQueue>({ total: 0, done: 0, failed: 0, running: false });

/** Fetches a file's bytes: the app's own request, with the session's cookie. */
export type FetchFile = (file: UploadedFile) => Promise<Blob>;

export const fetchFileOverHttp: FetchFile = async (file) => {
  const response = await fetch(file.path, { credentials: 'include' });
  if (!response.ok) throw new Error(`file ${file._id}: ${response.status}`);
  return response.blob();
};

export const docFilesTable = (db: PortalDb) => db.table<DocFileRow, string>('docFiles');

/** A document on the device: its file is an uploaded one, or one still kept for upload (no `_id`). */
type DeviceDocument = DeviceRecord<'dokuman'>;

const uploadedFile = (row: DeviceDocument): UploadedFile | null => (row.dosya && '_id' in row.dosya ? row.dosya : null);

/** The documents on the device whose files must be kept (in force, quality categories and circulars). */
async function wantedFiles(db: PortalDb): Promise<{ dokuman: string; file: UploadedFile }[]> {
  const rows = (await db.records('dokuman').toArray()).filter(isLive).map((row) => toRecord(row));
  return rows.filter((row) => keptOnDevice(row) && uploadedFile(row)).map((row) => ({ dokuman: row._id, file: uploadedFile(row)! }));
}

let running: Promise<void> | null = null;

/**
 * Brings the wanted files onto the device, one after another, and unpins those no longer wanted
 * (a revision replaced, a circular withdrawn: dropped unless opened). Runs once at a time.
 */
export function syncDocumentFiles(db: PortalDb, fetchFile: FetchFile = fetchFileOverHttp, queue: Store<DocFileQueue> = docFileQueue): Promise<void> {
  running ??= (async () => {
    try {
      const wanted = await wantedFiles(db);
      const ids = new Set(wanted.map((entry) => entry.file._id));
      for (const row of await docFilesTable(db).toArray()) {
        if (row.pinned && !ids.has(row.id)) await docFilesTable(db).delete(row.id);
      }
      const present = new Set((await docFilesTable(db).toCollection().primaryKeys()) as string[]);
      let done = wanted.filter((entry) => present.has(entry.file._id)).length;
      let failed = 0;
      queue.set({ total: wanted.length, done, failed, running: true });
      for (const { dokuman, file } of wanted) {
        if (present.has(file._id)) {
          await docFilesTable(db).update(file._id, { pinned: true });
          continue;
        }
        try {
          const blob = await fetchFile(file);
          await docFilesTable(db).put({ id: file._id, dokuman, name: file.name, type: file.type, size: blob.size, blob, pinned: true, keptAt: Date.now() });
          done += 1;
        } catch {
          failed += 1;
        }
        queue.set({ total: wanted.length, done, failed, running: true });
      }
      queue.set({ total: wanted.length, done, failed, running: false });
    } finally {
      running = null;
    }
  })();
  return running;
}

/**
 * A document's file to open: the one kept on the device, or fetched now (and kept when `keep`,
 * so a plan or a photo opens offline once it was opened).
 */
export async function documentFile(db: PortalDb, dokuman: string, file: UploadedFile, keep: boolean, fetchFile: FetchFile = fetchFileOverHttp): Promise<Blob> {
  const kept = await docFilesTable(db).get(file._id);
  if (kept) return kept.blob;
  const blob = await fetchFile(file);
  if (keep) await docFilesTable(db).put({ id: file._id, dokuman, name: file.name, type: file.type, size: blob.size, blob, pinned: false, keptAt: Date.now() });
  return blob;
}
