import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createCode, deleteCode, getCode, listCodes, parseTip, updateCode } from '../services/budget-code-service';
import { ifMatchVersion } from '../sync/headers';
import { runMutation } from '../sync/mutation';

type TipQuery = { Querystring: { tip?: unknown } };
type ItemRequest = TipQuery & { Params: { kod: string } };

/**
 * Budget codes (SPEC §7), a mirrored collection: writes take `Idempotency-Key`, updates and deletes
 * `If-Match` (server/sync/mutation.ts). `:kod` is a record's `_id` or its code (`?tip=` picks the
 * chart). Any signed-in user may read and write them.
 */
export function butceKoduRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const base = '/api/finans/butce-kodu';

  app.get<TipQuery>(base, async (request) => listCodes(db, parseTip(request.query.tip)));

  app.get<ItemRequest>(`${base}/:kod`, async (request) =>
    getCode(db, request.params.kod, parseTip(request.query.tip)),
  );

  app.post(base, async (request, reply) =>
    runMutation(db, request, reply, async (tx) => ({ status: 201, body: await createCode(tx, request.body) })),
  );

  app.put<ItemRequest>(`${base}/:kod`, async (request, reply) => {
    const target = { param: request.params.kod, tip: parseTip(request.query.tip) };
    const expected = ifMatchVersion(request);
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await updateCode(tx, target, request.body, expected),
    }));
  });

  app.delete<ItemRequest>(`${base}/:kod`, async (request, reply) => {
    const target = { param: request.params.kod, tip: parseTip(request.query.tip) };
    const expected = ifMatchVersion(request);
    return runMutation(db, request, reply, async (tx) => ({ status: 200, body: await deleteCode(tx, target, expected) }));
  });
}
