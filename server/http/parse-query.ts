import * as v from 'valibot';
import { toFieldErrors } from '../../src/domain/validation';
import { HttpError } from '../errors';

/** Validates a query string; a broken one is a malformed request: 400 with the field paths. */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: unknown): v.InferOutput<S> {
  const input = query !== null && typeof query === 'object' ? query : {};
  const result = v.safeParse(schema, input, { message: () => 'invalid', abortPipeEarly: true });
  if (!result.success) throw HttpError.badRequest(toFieldErrors(result.issues));
  return result.output;
}
