import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../src/domain/validation';
import { HttpError } from '../errors';

const NUL = '\u0000';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Where a value sits in the body: its key and its parent's place, so no level copies a path. */
interface Place {
  parent: Place | undefined;
  key: string;
}

function dotted(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted paths (`bankalar.0.iban`) of the strings in a parsed JSON body that hold a NUL. A key
 * holding one reports the object it is in. Iterative, so a deeply nested body cannot overflow, and
 * linear in the body's size: a path is spelled out only for a value that holds a NUL.
 */
export function nulPaths(body: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, Place | undefined][] = [[body, undefined]];
  while (stack.length > 0) {
    const [value, place] = stack.pop() ?? [undefined, undefined];
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(dotted(place));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], { parent: place, key: String(i) }]);
    } else if (isPlainObject(value)) {
      const entries = Object.entries(value);
      if (entries.some(([key]) => key.includes(NUL))) found.push(dotted(place));
      for (const [key, item] of entries.reverse()) if (!key.includes(NUL)) stack.push([item, { parent: place, key }]);
    }
  }
  return [...new Set(found)];
}

/**
 * PostgreSQL stores no NUL character in text or jsonb: a body string holding one would fail its
 * statement (500), or be cut short elsewhere. One check for every route, after the session checks
 * and before any handler: 422 `invalidCharacter` on each field that holds one.
 */
export function installNulCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.body === undefined || request.body === null) return;
    const paths = nulPaths(request.body);
    if (paths.length === 0) return;
    throw HttpError.validation(paths.map((path): FieldError => ({ path, message: 'invalidCharacter' })));
  });
}
