import { randomUUID } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { filePath, type UploadedFile } from '../../src/domain/file';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { findFile, insertFileOnce, unreferencedUsage, type FileRow } from './files-repository';
import type { FileStorage } from './storage';
import { MAX_FILE_BYTES } from '../../src/domain/file';
import { drain, fileRequired, fileTooLarge, readParser, receiveBytes, receiveFile, type ReceivedFile } from './upload';
import { canSeeFile, type FileReferenceRegistry } from './visibility';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How much one user may have uploaded that no record refers to yet (issue 32 item 13). */
export interface UploadQuota {
  files: number;
  bytes: number;
}

/**
 * Room for a few forms' worth of files waiting for their records (six files of the largest size),
 * not for filling the disk: a file counts until a record refers to it, and is swept a day after
 * its upload if none ever does (file-sweep.ts).
 */
export const UPLOAD_QUOTA: UploadQuota = { files: 50, bytes: 100_000_000 };

export const uploadQuotaExceeded = () => new HttpError(413, 'uploadQuotaExceeded');

export interface FileContext {
  db: Db;
  storage: FileStorage;
  references: FileReferenceRegistry;
  /** UPLOAD_QUOTA unless a test sets another. */
  quota?: UploadQuota;
}

/**
 * Files exist to be referred to by records, and only a user who may write a company can write one:
 * an administrator, or a user granted `yazma` somewhere. Anyone else has no use for an upload.
 */
function mayUpload(user: AuthUser): boolean {
  return user.isAdmin || user.grants.some((grant) => grant.yetki === 'yazma');
}

export interface StoreOutcome {
  /** 201 stored now, 200 a replay of an `_id` this user stored before. */
  status: 200 | 201;
  body: UploadedFile;
}

export function toDto(row: FileRow): UploadedFile {
  return { _id: row.id, name: row.name, type: row.type, size: row.size, path: filePath(row.id) };
}

/** A replayed id answers its file to the uploader who stored it; to anyone else it is taken. */
function replayFor(row: FileRow, user: AuthUser): StoreOutcome {
  if (row.uploaderId !== user._id) throw new HttpError(409, 'fileIdTaken');
  return { status: 200, body: toDto(row) };
}

/**
 * Stores the file of one multipart request once per `_id` (docs/architecture.md §5). With `_id` before
 * the file, a replay is known before its bytes arrive and they are only read past; with `_id`
 * after it, the bytes are stored and dropped again. Every part is read to the end whatever
 * happens, and a refusal leaves nothing in storage or in the table: 403 `forbidden` for a user who
 * may write no company, 413 `uploadQuotaExceeded` past the user's UPLOAD_QUOTA of files no record
 * refers to yet (a replay of a stored `_id` is answered either way).
 */
export async function storeUpload(ctx: FileContext, user: AuthUser, parts: AsyncIterable<Multipart>): Promise<StoreOutcome> {
  let id: string | undefined;
  let badId = false;
  let sawFile = false;
  let known: FileRow | undefined;
  let received: ReceivedFile | undefined;
  let refusal: unknown;

  try {
    for await (const part of readParser(parts)) {
      if (part.type === 'field') {
        if (part.fieldname === '_id') {
          const value = typeof part.value === 'string' && !part.valueTruncated ? part.value.trim() : '';
          if (UUID.test(value)) id = value.toLowerCase();
          else badId = true;
        }
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== 'file' || sawFile) {
        await drain(file.file);
        continue;
      }
      sawFile = true;
      known = id && !badId ? await findFile(ctx.db, id) : undefined;
      if (known) {
        await drain(file.file);
        continue;
      }
      const quota = ctx.quota ?? UPLOAD_QUOTA;
      const usage = mayUpload(user) ? await unreferencedUsage(ctx.db, user._id) : undefined;
      if (!usage || usage.files >= quota.files || usage.bytes >= quota.bytes) {
        refusal = usage ? uploadQuotaExceeded() : HttpError.forbidden();
        await drain(file.file);
        continue;
      }
      try {
        received = await receiveFile(ctx.storage, file);
        // Uploads racing each other may each pass the check above: the quota is a bound, not a count.
        if (usage.bytes + received.size > quota.bytes) refusal = uploadQuotaExceeded();
      } catch (error) {
        refusal = error;
      }
    }

    if (badId) throw HttpError.validation([{ path: '_id', message: 'invalid' }]);
    if (refusal) throw refusal;
    if (known) return replayFor(known, user);
    if (!received) throw fileRequired();
    const fileId = id ?? randomUUID();
    const { key, ...file } = received;
    const row = await insertFileOnce(ctx.db, { id: fileId, uploaderId: user._id, ...file, storageKey: key });
    if (row) {
      received = undefined;
      return { status: 201, body: toDto(row) };
    }
    // The id came after the bytes, or another request with it won the race: theirs stays.
    const winner = await findFile(ctx.db, fileId);
    if (!winner) throw new Error(`file ${fileId} neither inserted nor found`);
    return replayFor(winner, user);
  } finally {
    if (received) await ctx.storage.delete(received.key);
  }
}

/**
 * The checks of a resumable upload's creation (docs/areas/files.md §4), made before any byte is
 * sent: 422 when it is empty, 413 `fileTooLarge` past MAX_FILE_BYTES, 409 `fileIdTaken` when
 * another user's file has the id, 403 for a user who may write no company, 413
 * `uploadQuotaExceeded` when the declared length would take the user past UPLOAD_QUOTA. Answers
 * the user's file already stored under `id`, if any (a replay: nothing need be sent).
 */
export async function checkUploadStart(
  ctx: FileContext,
  user: AuthUser,
  id: string | undefined,
  length: number,
): Promise<FileRow | undefined> {
  if (length === 0) throw fileRequired();
  if (length > MAX_FILE_BYTES) throw fileTooLarge();
  const known = id ? await findFile(ctx.db, id) : undefined;
  if (known) {
    replayFor(known, user);
    return known;
  }
  if (!mayUpload(user)) throw HttpError.forbidden();
  const quota = ctx.quota ?? UPLOAD_QUOTA;
  const usage = await unreferencedUsage(ctx.db, user._id);
  if (usage.files >= quota.files || usage.bytes + length > quota.bytes) throw uploadQuotaExceeded();
  return undefined;
}

/**
 * Records a finished resumable upload under `id` exactly as storeUpload records a multipart one:
 * a known id is answered from its row (200, or 409 for another user's) without reading the bytes;
 * otherwise the bytes `open` yields go through the same sniffing and limits into storage, the
 * quota is checked again (other uploads may have finished meanwhile), and the row is inserted once
 * (201). A refusal leaves nothing in storage or in the table.
 */
export async function storeFinishedUpload(
  ctx: FileContext,
  user: AuthUser,
  id: string,
  rawName: string | undefined,
  open: () => AsyncIterable<Buffer>,
): Promise<StoreOutcome> {
  const known = await findFile(ctx.db, id);
  if (known) return replayFor(known, user);
  if (!mayUpload(user)) throw HttpError.forbidden();
  const quota = ctx.quota ?? UPLOAD_QUOTA;
  const usage = await unreferencedUsage(ctx.db, user._id);
  if (usage.files >= quota.files || usage.bytes >= quota.bytes) throw uploadQuotaExceeded();
  let received: ReceivedFile | undefined = await receiveBytes(ctx.storage, open(), rawName);
  try {
    if (usage.bytes + received.size > quota.bytes) throw uploadQuotaExceeded();
    const { key, ...file } = received;
    const row = await insertFileOnce(ctx.db, { id, uploaderId: user._id, ...file, storageKey: key });
    if (row) {
      received = undefined;
      return { status: 201, body: toDto(row) };
    }
    const winner = await findFile(ctx.db, id);
    if (!winner) throw new Error(`file ${id} neither inserted nor found`);
    return replayFor(winner, user);
  } finally {
    if (received) await ctx.storage.delete(received.key);
  }
}

export interface Download {
  file: FileRow;
  stream: Readable;
  size: number;
}

/**
 * The stored file `id` if `user` may see it (visibility.ts), else 404 — unknown, malformed and
 * not visible look the same, so ids of other people's files don't leak.
 */
export async function openDownload(ctx: FileContext, user: AuthUser, id: string): Promise<Download> {
  const file = UUID.test(id) ? await findFile(ctx.db, id.toLowerCase()) : undefined;
  if (!file || !(await canSeeFile(ctx.db, file, user, ctx.references))) throw HttpError.notFound();
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw new Error(`file ${file.id} has no stored bytes (${file.storageKey})`);
  return { file, ...stored };
}
