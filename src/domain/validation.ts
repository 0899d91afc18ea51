import * as v from 'valibot';

/** One field error as the API and the forms carry it: a dotted path and a translation key. */
export interface FieldError {
  path: string;
  message: string;
}

/** The error body of every failed API call (ARCHITECTURE.md §4). */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

/** Flattens valibot issues into field errors with dotted paths (`bankalar.0.iban`). */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
}

/** Validates with a schema; returns the output or the field errors, never throws. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldError[] } {
  // One message per field: the first rule a value breaks is the one worth telling.
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: toFieldErrors(result.issues) };
}
