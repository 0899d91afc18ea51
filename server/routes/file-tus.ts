import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES, type UploadedFile } from '../../src/domain/file';
import type { AuthUser } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import { HttpError } from '../errors';
import { checkUploadStart, storeFinishedUpload, toDto, UUID, type FileContext, type StoreOutcome } from '../files/file-service';
import { findFile } from '../files/files-repository';

/** Where resumable uploads are created; an upload lives at `TUS_PATH/<file id>`. */
export const TUS_PATH = '/api/file/tus';

/**
 * The header that carries the stored file's record (`{_id, name, type, size, path}` as
 * URI-encoded JSON) on the answer that finishes an upload and on every later HEAD of it, so a
 * device whose last answer was lost still learns the record by resuming.
 */
export const UPLOAD_RECORD_HEADER = 'Upload-Record';

/** An upload that was begun and never finished is removed after a day, like an unused file. */
const UPLOAD_EXPIRES_MS = 24 * 60 * 60 * 1000;

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const TUS_VERSION = '1.0.0';

/** `Upload-Metadata`: comma-separated `key base64value` pairs (tus 1.0.0 creation extension). */
function parseMetadata(header: string | string[] | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (typeof header !== 'string') return metadata;
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

function recordHeader(file: UploadedFile): string {
  return encodeURIComponent(JSON.stringify(file));
}

/** The error as tus-node-server sends it: the API's JSON error body (docs/architecture.md §6). */
function tusError(error: HttpError): { status_code: number; body: string } {
  return { status_code: error.statusCode, body: JSON.stringify(error.toBody()) };
}

/**
 * Resumable uploads with the tus protocol 1.0.0 (docs/areas/files.md §4): `POST /api/file/tus`
 * creates an upload (`Upload-Length`, `Upload-Metadata` with `filename` and `fileId`, the
 * client's uuid that becomes the file's `_id` and the upload's URL), `PATCH` sends bytes from
 * `Upload-Offset` (409 on a wrong offset), `HEAD` says how far it got. The bytes gather in
 * `folder` (@tus/file-store); when the last one arrives they go through the same checks as
 * `POST /api/file/single` into FileStorage and the file is recorded once — the answer is that
 * route's (201, or 200 for a known id) with the record as JSON and in `Upload-Record`.
 *
 * Every request needs the session (the global guard) and the XSRF header on writes; an upload
 * belongs to the user who created it, anyone else is refused (403). Refusals answer the API's
 * error body: 413 `fileTooLarge` and `uploadQuotaExceeded`, 403, 409 `fileIdTaken` and 422 at
 * creation, before any byte is sent; 415 `fileTypeNotAllowed` and 413 `uploadQuotaExceeded` when
 * the upload ends (the partial bytes are then removed). One server's folder holds an upload's
 * partial bytes: a resume must reach the server that began it, as with sticky sessions.
 */
export function tusRoutes(app: FastifyInstance, ctx: FileContext, folder: string): void {
  const users = new WeakMap<IncomingMessage, AuthUser>();
  let server: Server | undefined;
  let store: FileStore | undefined;

  /**
   * Records a finished upload and removes its partial bytes, unless recording failed for a reason
   * that may pass (storage away): then a later HEAD tries again with the bytes still there.
   */
  const finish = async (user: AuthUser, upload: Upload): Promise<StoreOutcome> => {
    const files = store!;
    try {
      const outcome = await storeFinishedUpload(ctx, user, upload.id, upload.metadata?.filename ?? undefined, () => files.read(upload.id));
      await files.remove(upload.id).catch(() => undefined);
      return outcome;
    } catch (error) {
      if (error instanceof HttpError) await files.remove(upload.id).catch(() => undefined);
      throw error;
    }
  };

  // Made on the first upload, so a server that never takes one makes no folder.
  const tus = (): Server => {
    if (server) return server;
    store = new FileStore({ directory: folder, expirationPeriodInMilliseconds: UPLOAD_EXPIRES_MS });
    server = new Server({
      path: TUS_PATH,
      datastore: store,
      maxSize: MAX_FILE_BYTES,
      relativeLocation: true,
      // Same origin only: no Access-Control-Allow-Origin.
      allowedOrigins: [],
      // Checked by the route before tus sees the request (a uuid, or none).
      namingFunction: (_req, metadata) => metadata?.fileId?.toLowerCase() ?? crypto.randomUUID(),
      onUploadCreate: async (req, upload) => ({ metadata: { ...upload.metadata, uploaderId: userOf(req)._id } }),
      onUploadFinish: async (req, upload) => {
        try {
          const { status, body } = await finish(userOf(req), upload);
          return {
            status_code: status,
            headers: { 'Content-Type': 'application/json; charset=utf-8', [UPLOAD_RECORD_HEADER]: recordHeader(body) },
            body: JSON.stringify(body),
          };
        } catch (error) {
          if (error instanceof HttpError) throw tusError(error);
          throw error;
        }
      },
    });
    return server;
  };

  const userOf = (req: Request): AuthUser => {
    const node = (req as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const user = node && users.get(node);
    if (!user) throw { status_code: 401, body: JSON.stringify({ message: 'unauthorized' }) };
    return user;
  };

  const findUpload = async (id: string): Promise<Upload | undefined> => {
    tus();
    try {
      return await store!.getUpload(id);
    } catch {
      return undefined;
    }
  };

  /** Answers for a file already recorded: everything was received, here is its record. */
  const sendRecorded = (reply: FastifyReply, method: string, file: UploadedFile) =>
    reply
      .status(method === 'HEAD' ? 200 : 204)
      .header('tus-resumable', TUS_VERSION)
      .header('upload-offset', file.size)
      .header('upload-length', file.size)
      .header('cache-control', 'no-store')
      .header(UPLOAD_RECORD_HEADER, recordHeader(file))
      .send();

  const create = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser): Promise<boolean> => {
    const lengthHeader = request.headers['upload-length'];
    const length = typeof lengthHeader === 'string' && /^\d{1,16}$/.test(lengthHeader) ? Number(lengthHeader) : NaN;
    if (Number.isNaN(length)) throw HttpError.badRequest([{ path: 'Upload-Length', message: 'invalid' }]);
    const raw = parseMetadata(request.headers['upload-metadata']).fileId;
    if (raw !== undefined && !UUID.test(raw)) throw HttpError.validation([{ path: '_id', message: 'invalid' }]);
    const fileId = raw?.toLowerCase();
    const known = await checkUploadStart(ctx, user, fileId, length);
    const begun = fileId && !known ? await findUpload(fileId) : undefined;
    if (begun && begun.metadata?.uploaderId !== user._id) throw new HttpError(409, 'fileIdTaken');
    if (!known && !begun) return false;
    // A creation sent again (its answer lost) or for a file already stored: the same upload.
    await reply
      .status(201)
      .header('tus-resumable', TUS_VERSION)
      .header('location', `${TUS_PATH}/${fileId}`)
      .header('cache-control', 'no-store')
      .send();
    return true;
  };

  /** True when the request was answered here; false hands it to tus. */
  const answered = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser, id: string | undefined): Promise<boolean> => {
    if (request.method === 'OPTIONS') return false;
    if (id === undefined) return request.method === 'POST' ? create(request, reply, user) : false;
    if (!UUID.test(id)) throw HttpError.notFound();
    const recorded = await findFile(ctx.db, id.toLowerCase());
    if (recorded) {
      if (recorded.uploaderId !== user._id) throw HttpError.forbidden();
      // Terminating a recorded upload removes nothing: the file is the records' to keep.
      await sendRecorded(reply, request.method, toDto(recorded));
      return true;
    }
    const upload = await findUpload(id.toLowerCase());
    if (!upload) return false;
    if (upload.metadata?.uploaderId !== user._id) throw HttpError.forbidden();
    if (request.method === 'HEAD' && upload.size !== undefined && upload.offset === upload.size) {
      // Every byte arrived but the recording failed (storage away): try again now.
      const { body } = await finish(user, upload);
      await sendRecorded(reply, 'HEAD', body);
      return true;
    }
    return false;
  };

  // Uploads begun and never finished: removed hourly once a day old (@tus/file-store's expiration).
  const sweep = setInterval(() => {
    if (existsSync(folder))
      void tus()
        .datastore.deleteExpired()
        .catch((error: unknown) => app.log.warn({ err: error }, 'tus sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  void app.register(async (scope) => {
    // tus reads the body itself: Fastify must leave the stream alone.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
      const user = currentUser(request);
      if (await answered(request, reply, user, request.params.id)) return reply;
      users.set(request.raw, user);
      const server = tus();
      reply.hijack();
      await server.handle(request.raw, reply.raw);
      return reply;
    };
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];
    scope.route({ method: methods, url: TUS_PATH, handler, exposeHeadRoute: false });
    scope.route({ method: methods, url: `${TUS_PATH}/:id`, handler, exposeHeadRoute: false });
  });
}
