import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../src/domain/sync';
import { HttpError } from '../errors';

function header(request: FastifyRequest, name: string): string | string[] | undefined {
  return request.headers[name.toLowerCase()];
}

const invalid = (path: string) => HttpError.badRequest([{ path, message: 'invalid' }]);

/** `Idempotency-Key`: any string of 1 to 200 characters (the client sends its mutation's UUID). */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = header(request, 'Idempotency-Key');
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw invalid('Idempotency-Key');
  }
  return value;
}

/**
 * `If-Match`: the version the change is based on, as a plain integer (`3`) or an entity tag
 * (`"3"`). Absent means no check: the last writer wins.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const value = header(request, 'If-Match');
  if (value === undefined) return undefined;
  const match = typeof value === 'string' ? /^\s*(?:(\d{1,9})|"(\d{1,9})")\s*$/.exec(value) : null;
  if (!match) throw invalid('If-Match');
  return Number(match[1] ?? match[2]);
}
