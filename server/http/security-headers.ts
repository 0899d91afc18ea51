import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { embedOrigin } from '../../src/domain/embeds';

interface SecurityOptions {
  https: boolean;
  /** The dashboard map's address: its origin may be reached (connect-src). */
  mapEmbedUrl: string;
}

/**
 * Content Security Policy: same-origin scripts and data only. The exceptions are the dashboard's
 * embeds (ship-tracking map and Google Calendar iframes → frame-src https:), remote and generated
 * images, inline styles, which Mantine writes at run time, and one request to the map's origin (the
 * dashboard asks it whether the map can load before it shows the frame).
 */
function helmetOptions({ https, mapEmbedUrl }: SecurityOptions) {
  const mapOrigin = embedOrigin(mapEmbedUrl);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: mapOrigin ? ["'self'", mapOrigin] : ["'self'"],
        // blob: for a library document's file opened from the device (src/ui/kept-file.ts): a tab
        // titled with the document's name shows the kept copy in a frame.
        frameSrc: ['https:', 'blob:'],
        // blob: for the XLSX export: its zip library (fflate, in write-excel-file) compresses a
        // large sheet in a worker it makes from a blob URL; scripts themselves stay 'self' only.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Over plain HTTP (the default local set-up) upgrading would break every asset.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https,
  } as const;
}

/**
 * The headers helmet sets with our options, worked out once. @fastify/helmet builds the whole
 * helmet middleware again on every request (its CSP directives parsed anew each time: about 3% of
 * the server's CPU on the account list); the headers never differ between requests, since no route
 * has options of its own and no nonces are used. So a throw-away instance with the plugin answers
 * one request, and its headers are what every response gets.
 */
async function helmetHeaders(options: SecurityOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(options));
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    // Only what helmet set: the plugin never writes these, Fastify always does.
    const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    for (const [name, value] of Object.entries(response.headers)) {
      if (!own.has(name) && typeof value === 'string') headers[name] = value;
    }
    if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
    return headers;
  } finally {
    await probe.close();
  }
}

/** Helmet's security headers, with our Content Security Policy, on every response. */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
