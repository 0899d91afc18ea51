import * as v from 'valibot';
import { toFieldErrors } from '../../src/domain/validation';
import { HttpError } from '../errors';

/**
 * Issues the schema gives no message for get a translation key instead of valibot's English text.
 * The common one is a missing key: valibot reports it with the object's message, which the domain
 * schemas leave unset because their forms always send every field; an API client may not.
 */
const fallbackMessage = (issue: v.BaseIssue<unknown>): string => (issue.input === undefined ? 'required' : 'invalid');

/**
 * Validates a request body with the same valibot schema the client's form uses (the domain's
 * `validate()` plus the fallback messages above). A body that is not an object at all (missing,
 * an array, a string) is checked as `{}`, so the client gets one error per field it can place.
 * A body that breaks the schema is 422 `validationFailed`; malformed JSON never gets here (400).
 */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  // Pipes run to the end so cross-field rules report too; toFieldErrors keeps one error per field.
  const result = v.safeParse(schema, input, { message: fallbackMessage });
  if (!result.success) throw HttpError.validation(toFieldErrors(result.issues));
  return result.output;
}
