import type { FastifyInstance } from 'fastify';
import type { SyncResponse } from '../../src/domain/sync';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { parseQuery } from '../http/parse-query';
import type { MirroredCollection } from '../sync/collection';
import { pullChanges, pullQuerySchema } from '../sync/pull';

/** Pull of the local-first mirror (docs/architecture.md §2): the changes after a cursor. */
export function syncRoutes(app: FastifyInstance, { db, collections }: { db: Db; collections: readonly MirroredCollection[] }): void {
  app.get('/api/sync', async (request): Promise<SyncResponse> => {
    const query = parseQuery(pullQuerySchema, request.query);
    return pullChanges(db, collections, query, currentUser(request));
  });
}
