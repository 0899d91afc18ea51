import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { collection as declarationOf } from '../../src/domain/collection-declarations';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  PUSH_MAX_BYTES,
  PUSH_MAX_CHANGES,
  PUSH_PATH,
  type PushChange,
  type PushResponse,
  type PushResult,
} from '../../src/domain/sync';
import { toFieldErrors } from '../../src/domain/validation';
import { HttpError } from '../errors';
import { parseBody } from '../http/parse-body';
import type { MirroredCollection } from '../sync/collection';

const index = v.pipe(v.number(), v.integer(), v.minValue(0));

const changeSchema = v.object({
  method: v.picklist(['POST', 'PUT', 'DELETE']),
  path: v.pipe(v.string(), v.maxLength(1000)),
  idempotencyKey: v.pipe(v.string(), v.minLength(1), v.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH)),
  ifMatch: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999_999))),
  ifMatchFrom: v.optional(index),
  dependsOn: v.optional(v.pipe(v.array(index), v.maxLength(PUSH_MAX_CHANGES))),
  body: v.optional(v.unknown()),
});

const pushSchema = v.object({ changes: v.array(v.unknown()) });

/** The headers of the caller's request each change is sent with: the session, the anti-forgery token, the device's user, the address. */
const FORWARDED = ['cookie', 'x-xsrf-token', 'x-portal-user', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];
/** The headers of a change's answer the device may need. */
const ANSWERED = ['idempotent-replayed', 'etag'];

const refused = (status: number, error: HttpError): PushResult => ({ status, body: error.toBody() });

/**
 * `POST /api/sync/push` (docs/architecture.md §4.3): queued changes in queue order, each sent to its
 * single route (`app.inject`, with the caller's session, token and address), so every check, grant,
 * audit, `Idempotency-Key` replay, `If-Match` 409 and 422 is that route's own code, and each change
 * runs in its own transaction, one after the other. The answer lists each change's status and body
 * in the same order. A malformed change is 422 for itself only; a change whose `dependsOn` (or
 * `ifMatchFrom`) names one that did not succeed is not run: 424, nothing stored under its key, so
 * it goes again later. A retried push replays each change's stored answer from its key.
 *
 * Only the writes the outbox makes are taken: `POST /api/<collection>`, `PUT` and `DELETE
 * /api/<collection>/<id>`, and `POST /api/notepad`. More than PUSH_MAX_CHANGES changes, or a body
 * past PUSH_MAX_BYTES, is 413 `payloadTooLarge` and nothing is run. A server without the route
 * answers 404: the device then sends one change per request.
 */
export function syncPushRoutes(app: FastifyInstance, { collections }: { collections: readonly MirroredCollection[] }): void {
  const bases = new Set(collections.map((collection) => `/api/${declarationOf(collection.name).path}`));

  /** Whether the change names a write route the outbox makes. */
  const allowed = (method: PushChange['method'], path: string): boolean => {
    if (/[?#\s]/.test(path)) return false;
    if (method === 'POST') return bases.has(path) || path === '/api/notepad';
    const slash = path.lastIndexOf('/');
    return slash > 0 && slash < path.length - 1 && bases.has(path.slice(0, slash));
  };

  const forwarded = (request: FastifyRequest): Record<string, string> => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return headers;
  };

  const run = async (request: FastifyRequest, change: PushChange, ifMatch: number | undefined): Promise<PushResult> => {
    const headers = forwarded(request);
    headers['idempotency-key'] = change.idempotencyKey;
    if (ifMatch !== undefined) headers['if-match'] = String(ifMatch);
    const hasBody = change.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method: change.method,
      url: change.path,
      headers,
      ...(hasBody ? { payload: JSON.stringify(change.body) } : {}),
      remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
    });
    let body: unknown = null;
    if (response.body) {
      try {
        body = JSON.parse(response.body);
      } catch {
        body = { message: 'serverError' };
      }
    }
    const answered: Record<string, string> = {};
    for (const name of ANSWERED) {
      const value = response.headers[name];
      if (typeof value === 'string') answered[name] = value;
    }
    return { status: response.statusCode, body, ...(Object.keys(answered).length > 0 ? { headers: answered } : {}) };
  };

  app.post(`/api/${PUSH_PATH}`, { bodyLimit: PUSH_MAX_BYTES }, async (request): Promise<PushResponse> => {
    const { changes } = parseBody(pushSchema, request.body);
    if (changes.length > PUSH_MAX_CHANGES) {
      throw new HttpError(413, 'payloadTooLarge', [{ path: 'changes', message: 'tooMany' }], { maxChanges: PUSH_MAX_CHANGES });
    }
    const results: PushResult[] = [];
    for (const [at, raw] of changes.entries()) {
      const parsed = v.safeParse(changeSchema, raw);
      if (!parsed.success) {
        results.push(refused(422, HttpError.validation(toFieldErrors(parsed.issues))));
        continue;
      }
      const change = parsed.output;
      const earlier = [...(change.dependsOn ?? []), ...(change.ifMatchFrom === undefined ? [] : [change.ifMatchFrom])];
      if (!allowed(change.method, change.path) || earlier.some((other) => other >= at)) {
        const path = allowed(change.method, change.path) ? 'dependsOn' : 'path';
        results.push(refused(422, HttpError.validation([{ path, message: 'invalid' }])));
        continue;
      }
      if (earlier.some((other) => results[other]!.status < 200 || results[other]!.status >= 300)) {
        results.push(refused(424, HttpError.notFound()));
        continue;
      }
      let ifMatch = change.ifMatch;
      if (change.ifMatchFrom !== undefined) {
        const version = (results[change.ifMatchFrom]!.body as { version?: unknown } | null)?.version;
        if (typeof version !== 'number') {
          results.push(refused(422, HttpError.validation([{ path: 'ifMatchFrom', message: 'invalid' }])));
          continue;
        }
        ifMatch = version;
      }
      results.push(await run(request, change, ifMatch));
    }
    return { results };
  });
}
