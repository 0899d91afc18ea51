import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy: same-origin scripts and data only. The exceptions are the dashboard's
 * embeds (ship-tracking map and Google Calendar iframes → frame-src https:), remote and generated
 * images, and inline styles, which Mantine writes at run time.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Over plain HTTP (the default local set-up) upgrading would break every asset.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.https,
  });
}
