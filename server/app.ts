import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installAuth } from './auth/require-user';
import { installXsrf } from './auth/xsrf';
import type { Config } from './config';
import type { Db } from './db/client';
import { DEFAULT_BODY_LIMIT } from './http/body-limits';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { installJsonBody } from './http/json-body';
import { installNulCheck } from './http/nul-check';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticClient } from './http/static-client';
import { installPruning } from './maintenance';
import { installTcmbFetch } from './tcmb-fetch';
import { collectionsOf, SERVER_COLLECTIONS, type ServerRegistry } from './collections/registry';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { collectionRoutes } from './routes/collection-routes';
import { fileRoutes } from './routes/file';
import { kpiRoutes } from './routes/kpi';
import { notepadRoutes } from './routes/notepad';
import { sirketRoutes } from './routes/sirket';
import { syncRoutes } from './routes/sync';
import { syncPushRoutes } from './routes/sync-push';
import { userRoutes } from './routes/user';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD twins included), for tests that must cover them all. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The mirrored collections' server side; tests may swap in a variant of one. */
  collections?: ServerRegistry;
  /** The clock sessions are checked against; tests move it to age a session. */
  now?: () => Date;
}

export async function buildApp({
  db,
  config,
  logger = false,
  collections: registry = SERVER_COLLECTIONS,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Routes that take larger bodies say so (server/http/body-limits.ts). trustProxy: request.ip is
  // the client's address as the trusted proxies forward it (TRUST_PROXY).
  const app = Fastify({ logger, frameworkErrors, clientErrorHandler, bodyLimit: DEFAULT_BODY_LIMIT, trustProxy: config.trustProxy });

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  installErrorHandler(app);
  installJsonBody(app);
  await app.register(cookie);
  await installSecurityHeaders(app, { https: config.cookieSecure, mapEmbedUrl: config.mapEmbedUrl });
  installXsrf(app, { secure: config.cookieSecure });
  installAuth(app, db, { sessionIdleMs: config.sessionIdleMs, now });
  installNulCheck(app);

  const collections = collectionsOf(registry);
  authRoutes(app, { db, config, now });
  sirketRoutes(app, { db, collections });
  notepadRoutes(app, { db });
  kpiRoutes(app, { db, collections });
  for (const collection of collections) collectionRoutes(app, { db }, collection);
  syncPushRoutes(app, { collections });
  // The pull's pages are the one large JSON a device fetches (a first sync of a big book is megabytes):
  // they go out compressed, brotli at a fast level or gzip, as the browser accepts. Registered in a
  // scope of their own so that no other route pays for the plugin's hooks.
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, globalDecompression: false, threshold: 2048 });
    syncRoutes(scope, { db, collections });
  });
  fileRoutes(app, { db, config });
  userRoutes(app, { db });
  auditRoutes(app, { db, collections });

  installPruning(app, db, { sessionIdleMs: config.sessionIdleMs, now });
  if (config.tcmbUrl) installTcmbFetch(app, db, { url: config.tcmbUrl });

  await installStaticClient(app, config.staticDir);
  return app;
}
