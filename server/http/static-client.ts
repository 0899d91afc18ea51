import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '../../src/domain/validation';

/** The longest file name most file systems allow (NAME_MAX). */
const MAX_NAME = 255;

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Hashed build output may be cached for ever; the shell and the service worker must be re-checked. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  if (NO_CACHE_FILES.has(name)) reply.header('cache-control', 'no-cache');
  else if (filePath.split(path.sep).includes('assets')) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

/**
 * Serves the built client from `staticDir` and answers everything else: unknown /api paths with a
 * JSON 404, other GETs with index.html so that client-side routes load on a direct visit.
 */
export async function installStaticClient(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');

  await app.register(fastifyStatic, {
    root: staticDir,
    // wildcard: files are looked up per request, so a rebuild is served without a restart.
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    allowedPath: (pathName) => !isApiPath(pathName),
    // A missing dist/ is reported by the fallback below, not as a start-up warning.
    suppressWarning: true,
  });

  // A path segment longer than a file name can be names no file: the fallback below answers it
  // (the static plugin would check its spelling on the file system first and answer 403).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_NAME && (request.url.split('?')[0] ?? '').split('/').some((segment) => segment.length > MAX_NAME)) {
      return reply.callNotFound();
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathName = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(pathName) || !isRead) return reply.status(404).send({ message: 'notFound' } satisfies ErrorBody);
    // A missing hashed asset is a stale page or a bad deploy; index.html in its place would hide it.
    if (pathName.startsWith('/assets/')) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').send('Client not built: run npm run build');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
