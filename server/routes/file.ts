import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES } from '../../src/domain/file';
import { currentUser } from '../auth/require-user';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { contentDisposition } from '../files/disposition';
import { openDownload, storeUpload, type FileContext } from '../files/file-service';
import { storageFor, type FileStorage } from '../files/storage';
import { fileReferences, type FileReferenceRegistry } from '../files/visibility';
import { tusRoutes } from './file-tus';

/**
 * The Content-Security-Policy of every download: a sandbox (an opaque origin) that loads and runs
 * nothing. Inline styles only: Chromium's image view centres the picture with them.
 */
export const DOWNLOAD_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

export interface FileRoutesOptions {
  db: Db;
  config: Config;
  /** Tests may pass their own; the server stores under DATA_DIR/files. */
  storage?: FileStorage;
  references?: FileReferenceRegistry;
}

/**
 * Files (docs/architecture.md §5, docs/areas/files.md `POST /file/single`).
 *
 * `POST /api/file/single` takes multipart/form-data with the field `file` and optionally `_id`, the
 * client's uuid for the file. Send `_id` before `file`: the server then knows a retried upload
 * before its bytes arrive and stores nothing twice. An `_id` after the file works too; the bytes
 * are then stored and dropped again when the id turns out to be known. Answers
 * `{_id, name, type, size, path}`: 201 (with Location) when stored, 200 when the uploader's `_id`
 * was already stored (the first file's record, whatever this request carried). Refusals leave
 * nothing on disk or in the table: 413 `fileTooLarge` (over 15,000,000 bytes, stopped while
 * streaming), 415 `fileTypeNotAllowed` (by content), 415 `unsupportedMediaType` (not multipart),
 * 422 `validationFailed` with `errors: [{path: 'file' | '_id', …}]` (no file or an empty one; an
 * `_id` that is not a uuid), 409 `fileIdTaken` (another user's file has that id), 400
 * `badRequest` (a malformed body, more than one file, too many parts), 403 `forbidden` (a user who
 * may write no company), 413 `uploadQuotaExceeded` (the user's files no record refers to yet
 * reached UPLOAD_QUOTA: 50 files or 100 MB).
 *
 * `GET /api/file/:id` sends the bytes with the sniffed type, under DOWNLOAD_CSP; 404 for anyone who
 * may not see it.
 */
export function fileRoutes(app: FastifyInstance, options: FileRoutesOptions): void {
  const ctx: FileContext = {
    db: options.db,
    storage: options.storage ?? storageFor(options.config),
    references: options.references ?? fileReferences,
  };

  // Resumable uploads (tus), their partial bytes under DATA_DIR/uploads until they are whole.
  tusRoutes(app, ctx, path.join(options.config.dataDir, 'uploads'));

  // Its own scope: the multipart parser applies to these routes only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // busboy stops the file at this many bytes and flags it `truncated`: 413.
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 },
      throwFileSizeLimit: false,
    });

    scope.post('/api/file/single', async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      const { status, body } = await storeUpload(ctx, user, request.parts());
      if (status === 201) reply.header('location', body.path);
      return reply.status(status).send(body);
    });

    scope.get<{ Params: { id: string } }>('/api/file/:id', async (request, reply) => {
      const { file, stream, size } = await openDownload(ctx, currentUser(request), request.params.id);
      reply
        .header('content-type', file.type)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(file.name, file.type))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private')
        // Every file is shown sandboxed: an opaque origin, no script, nothing loaded. A PDF with
        // JavaScript cannot act in ours; Chromium's viewer still shows a PDF inline under it, and an
        // XML file that a browser renders after all runs nothing.
        .header('content-security-policy', DOWNLOAD_CSP);
      return reply.send(stream);
    });
  });
}
