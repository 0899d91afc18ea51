import type { Table } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import type { KeptFileRef, UploadedFile } from '../domain/file';
import type { ErrorBody } from '../domain/validation';
import { ApiError, errorBodyOf, send } from './api';
import type { KeptFileRow, PortalDb } from './db';
import type { KeptFiles } from './sync/replay';

/** A Blob with a file name: a picked `File`, or one rebuilt from a kept Blob. */
export type NamedBlob = Blob & { name: string };

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** The file's uuid, sent as `_id`: a retry with the same id is stored once by the server. */
  id?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** How a file reaches the server; tests give one over their own HTTP client. */
export interface FileTransport {
  upload(file: NamedBlob, options: UploadOptions): Promise<UploadedFile>;
}

const UPLOAD_URL = '/api/file/single';

// The same reading of the anti-forgery cookie as the ky client's (src/data/api.ts).
function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/**
 * Uploads one file in one request (`POST /api/file/single`, docs/areas/files.md): where the server
 * offers no resumable uploads. With XMLHttpRequest, whose upload events
 * report real progress over HTTP/1.1 where a fetch upload stream cannot (STACK-NOTES). `_id` goes
 * before the file in the form, so the server recognises a retry before reading the bytes.
 * Rejects with ApiError: the server's status and body, or status 0 when it could not be reached;
 * an aborted upload rejects with the signal's reason.
 */
export async function uploadSingle(file: NamedBlob, { id, onProgress, signal }: UploadOptions = {}): Promise<UploadedFile> {
  signal?.throwIfAborted();
  if (!readCookie('XSRF-TOKEN')) await send('GET', 'auth/login-check').catch(() => undefined);
  const form = new FormData();
  if (id) form.append('_id', id);
  form.append('file', file, file.name);

  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    const token = readCookie('XSRF-TOKEN');
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedFile);
        } catch {
          reject(new ApiError(xhr.status, { message: 'serverError' }));
        }
      } else {
        reject(new ApiError(xhr.status, errorBodyOf(xhr.responseText)));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, { message: 'networkError' }));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiError(0, { message: 'networkError' }));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/** Unknown until the first upload asks; false once the server answered that it offers no tus. */
let resumableOffered: boolean | undefined;

/**
 * Uploads one file (docs/areas/files.md §4): resumably over tus when the server offers it — in
 * pieces, going on from where the server got to after a dropped link or a reload — else with
 * `POST /api/file/single`. Either way under `id` (a new one when none is given), stored once, with
 * progress in bytes; rejects with ApiError (status 0 when the server could not be reached).
 */
export async function uploadFile(file: NamedBlob, options: UploadOptions = {}): Promise<UploadedFile> {
  options.signal?.throwIfAborted();
  if (resumableOffered !== false) {
    if (!readCookie('XSRF-TOKEN')) await send('GET', 'auth/login-check').catch(() => undefined);
    const token = readCookie('XSRF-TOKEN');
    // tus-js-client loads with the first upload, not with every screen (route budgets).
    const { ResumableUnavailable, uploadResumable } = await import('./tus-upload');
    try {
      const uploaded = await uploadResumable(
        file,
        { ...options, id: options.id ?? newFileId() },
        { headers: (): Record<string, string> => (token ? { 'X-XSRF-TOKEN': token } : {}) },
      );
      resumableOffered = true;
      return uploaded;
    } catch (error) {
      if (!(error instanceof ResumableUnavailable)) throw error;
      resumableOffered = false;
    }
  }
  return uploadSingle(file, options);
}

/** A new file id (uuidv7), for an upload that may end up kept on the device under the same id. */
export function newFileId(): string {
  return uuidv7();
}

/** The browser's transport: tus (or file/single) with progress. */
export const xhrTransport: FileTransport = { upload: uploadFile };

// ---------------------------------------------------------------------------------------------
// Offline: files kept on the device until the server has them (docs/architecture.md §4.2, §5).

export type { KeptFileRef } from '../domain/file';

export function isKeptFileRef(value: unknown): value is KeptFileRef {
  return value !== null && typeof value === 'object' && typeof (value as KeptFileRef).keptId === 'string';
}

export type UploadOutcome =
  | 'uploaded'
  /** Not this time (offline, 5xx, signed out, aborted): try again later; the file stays kept. */
  | { retry: ApiError }
  /** The server will never take this file (413, 415, 422, 409): the user has to pick another. */
  | { refused: number; body: ErrorBody };

function keptFiles(db: PortalDb): Table<KeptFileRow, string> {
  return db.table('files');
}

/**
 * Keeps a picked file (its Blob) on the device and returns its id: a new uuidv7, or the id an
 * upload that failed on the way already used, so that if the server did get it, it is not
 * stored twice.
 */
export async function keepFile(db: PortalDb, file: NamedBlob, id: string = uuidv7()): Promise<string> {
  await keptFiles(db).add({
    id,
    name: file.name,
    type: file.type,
    size: file.size,
    blob: file,
    state: 'waiting',
    createdAt: Date.now(),
    attempts: 0,
  });
  return id;
}

export function getKeptFile(db: PortalDb, id: string): Promise<KeptFileRow | undefined> {
  return keptFiles(db).get(id);
}

export function refOf(row: Pick<KeptFileRow, 'id' | 'name' | 'type' | 'size'>): KeptFileRef {
  return { keptId: row.id, name: row.name, type: row.type, size: row.size };
}

/** Statuses worth retrying: the server was away, failed, or wants a sign-in first (docs/architecture.md §2). */
function isTransient(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/**
 * Uploads a kept file under its kept id and marks it uploaded. The server stores one file per id,
 * so an upload whose answer was lost and is sent again is stored once. A file already uploaded is
 * not sent again. The row stays (with its server record) until `forgetFile`, so whatever refers
 * to it can still read it; a refusal is recorded in `lastError` and leaves the row waiting.
 */
export async function uploadKeptFile(
  db: PortalDb,
  id: string,
  transport: FileTransport = xhrTransport,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<UploadOutcome> {
  const row = await keptFiles(db).get(id);
  if (!row) return { refused: 404, body: { message: 'notFound' } };
  if (row.state === 'uploaded') return 'uploaded';
  const file = new File([row.blob], row.name, { type: row.type });
  try {
    const uploaded = await transport.upload(file, { ...options, id: row.id });
    await keptFiles(db).update(id, { state: 'uploaded', uploaded, attempts: row.attempts + 1, lastError: undefined });
    return 'uploaded';
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError(0, { message: 'networkError' });
    await keptFiles(db).update(id, { attempts: row.attempts + 1, lastError: { status: error.status, body: error.body } });
    return isTransient(error.status) ? { retry: error } : { refused: error.status, body: error.body };
  }
}

/** Drops a kept file: once what refers to it is acknowledged, or when the user removes it. */
export async function forgetFile(db: PortalDb, id: string): Promise<void> {
  await keptFiles(db).delete(id);
}

/**
 * The kept files of one database as the outbox replay uses them (src/data/sync/replay.ts): upload
 * before the change that refers to a file, and drop the copy once nothing queued needs it.
 */
export function keptFilesOf(db: PortalDb, transport: FileTransport = xhrTransport): KeptFiles {
  return {
    async upload(id) {
      // Gone from the device: uploaded and released for an earlier change of the same record.
      if (!(await getKeptFile(db, id))) return { kind: 'uploaded' };
      const outcome = await uploadKeptFile(db, id, transport);
      if (outcome === 'uploaded') return { kind: 'uploaded' };
      if ('retry' in outcome) return { kind: 'retry' };
      return { kind: 'refused', status: outcome.refused, body: outcome.body };
    },
    async release(ids) {
      const needed = new Set<string>();
      await db.outbox.each((entry) => entry.files?.forEach((id) => needed.add(id)));
      for (const id of ids) if (!needed.has(id)) await forgetFile(db, id);
    },
  };
}
