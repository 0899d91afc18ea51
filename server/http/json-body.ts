import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * How deep a request body's arrays and objects may nest. The API's deepest body (a bill: its lines,
 * plan and file inside) nests 3 levels; anything near this is not a request the portal makes.
 */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON `text` nests arrays and objects deeper than `max`: one pass over the text,
 * skipping strings, before anything parses it. Malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's JSON parser (prototype poisoning refused, as by default) behind a depth check: a body
 * nested deeper than MAX_BODY_DEPTH is 400 `invalidJson` after one linear pass, so no later step
 * (the NUL check, validation) walks thousands of levels. Installed before any scope is registered,
 * so every route parses JSON this way.
 */
export function installJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      done(new HttpError(400, 'invalidJson'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
