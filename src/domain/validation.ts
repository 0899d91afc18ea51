import * as v from 'valibot';
import { isErrorKey, type ErrorKey } from './error-key';

/** One field error as the API and the forms carry it: a dotted path and a translation key. */
export interface FieldError {
  path: string;
  message: ErrorKey;
}

/** The error body of every failed API call (docs/architecture.md §6). */
export interface ErrorBody {
  message: ErrorKey;
  errors?: FieldError[];
}

/**
 * Flattens valibot issues into field errors with dotted paths (`bankalar.0.iban`), one per field:
 * the first rule a value breaks is the one worth telling (an empty e-mail is `required`, not also
 * malformed). A message that is not an error key (valibot's own English text) becomes `invalid`.
 */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: isErrorKey(issue.message) ? issue.message : 'invalid' });
  }
  return errors;
}

/** Validates with a schema; returns the output or the field errors, never throws. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldError[] } {
  // Pipes run to the end so that cross-field rules (partialCheck) report alongside field errors:
  // the form shows every error at once (docs/architecture.md §6); toFieldErrors keeps one per field.
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: toFieldErrors(result.issues) };
}
