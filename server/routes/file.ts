import { randomUUID } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES, filePath, type UploadedFile } from '../../src/domain/file';
import type { AuthUser } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { contentDisposition, isInlineType } from '../files/disposition';
import { findFile, insertFileOnce, type FileRow } from '../files/files-repository';
import { storageFor, type FileStorage } from '../files/storage';
import { drain, fileRequired, readParser, receiveFile, type ReceivedFile } from '../files/upload';
import { canSeeFile, fileReferences, type FileReferenceRegistry } from '../files/visibility';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FileRoutesOptions {
  db: Db;
  config: Config;
  /** Tests pass their own; the server uses DATA_DIR/files. */
  storage?: FileStorage;
  references?: FileReferenceRegistry;
}

function toDto(row: FileRow): UploadedFile {
  return { _id: row.id, name: row.name, type: row.type, size: row.size, path: filePath(row.id) };
}

/** A replayed id answers its file to the uploader who stored it; to anyone else it is taken. */
function replayFor(row: FileRow, user: AuthUser): { status: number; body: UploadedFile } {
  if (row.uploaderId !== user._id) throw new HttpError(409, 'fileIdTaken');
  return { status: 200, body: toDto(row) };
}

/**
 * Files (ARCHITECTURE §3.4, SPEC §7 `POST /file/single`).
 *
 * `POST /api/file/single` takes multipart/form-data with the field `file` and optionally `_id`, the
 * client's uuid for the file. Send `_id` before `file`: the server then knows a retried upload
 * before its bytes arrive and stores nothing twice. An `_id` after the file works too; the bytes
 * are then stored and dropped again when the id turns out to be known. Answers
 * `{_id, name, type, size, path}`: 201 when stored, 200 when the uploader's `_id` was already
 * stored (the first file's record, whatever this request carried). Refusals leave nothing on
 * disk or in the table: 413 `fileTooLarge` (over 15,000,000 bytes, stopped while streaming),
 * 415 `fileTypeNotAllowed` (by content), 415 `unsupportedMediaType` (not multipart), 422 with
 * `errors: [{path: 'file' | '_id', …}]` (no file or an empty one; an `_id` that is not a uuid),
 * 409 `fileIdTaken` (another user's file has that id), 400 `badRequest` (a malformed body, more
 * than one file, too many parts).
 *
 * `GET /api/file/:id` sends the bytes with the sniffed type; 404 for anyone who may not see the file.
 */
export function fileRoutes(app: FastifyInstance, options: FileRoutesOptions): void {
  const { db, config } = options;
  const storage = options.storage ?? storageFor(config);
  const references = options.references ?? fileReferences;

  // Its own scope: the multipart parser applies to these routes only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // busboy stops the file at this many bytes and flags it `truncated`; we answer 413.
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 },
      throwFileSizeLimit: false,
    });

    scope.post('/api/file/single', async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');

      let id: string | undefined;
      let badId = false;
      let sawFile = false;
      let known: FileRow | undefined;
      let received: ReceivedFile | undefined;
      let refusal: unknown;
      const dropReceived = async () => {
        if (received) await storage.delete(received.key);
        received = undefined;
      };

      try {
        for await (const part of readParser(request.parts())) {
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
          known = id && !badId ? await findFile(db, id) : undefined;
          if (known) {
            await drain(file.file);
            continue;
          }
          try {
            received = await receiveFile(storage, file);
          } catch (error) {
            refusal = error;
          }
        }
      } catch (error) {
        await dropReceived();
        throw error;
      }

      try {
        if (badId) throw HttpError.validation([{ path: '_id', message: 'invalid' }]);
        if (refusal) throw refusal;
        if (known) {
          const replay = replayFor(known, user);
          return reply.status(replay.status).send(replay.body);
        }
        if (!received) throw fileRequired();
        const fileId = id ?? randomUUID();
        const row = await insertFileOnce(db, {
          id: fileId,
          uploaderId: user._id,
          name: received.name,
          type: received.type,
          size: received.size,
          storageKey: received.key,
        });
        if (!row) {
          // The id arrived after the bytes, or another request with it won the race.
          await dropReceived();
          const winner = await findFile(db, fileId);
          if (!winner) throw new Error(`file ${fileId} neither inserted nor found`);
          const replay = replayFor(winner, user);
          return reply.status(replay.status).send(replay.body);
        }
        received = undefined;
        return reply.status(201).header('location', filePath(row.id)).send(toDto(row));
      } catch (error) {
        await dropReceived();
        throw error;
      }
    });

    scope.get<{ Params: { id: string } }>('/api/file/:id', async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const file = UUID.test(id) ? await findFile(db, id.toLowerCase()) : undefined;
      // Unknown, malformed and not visible look the same: ids of other people's files don't leak.
      if (!file || !(await canSeeFile(db, file, user, references))) throw HttpError.notFound();
      const stored = await storage.get(file.storageKey);
      if (!stored) throw new Error(`file ${file.id} has no stored bytes (${file.storageKey})`);
      reply
        .header('content-type', file.type)
        .header('content-length', stored.size)
        .header('content-disposition', contentDisposition(file.name, file.type))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private');
      // What is only downloaded must not run anything if a browser renders it after all.
      if (!isInlineType(file.type)) reply.header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(stored.stream);
    });
  });
}
