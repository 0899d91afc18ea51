import type { FieldError } from '../../src/domain/validation';

/**
 * SQLSTATEs of a statement the input broke rather than the server: a foreign key (a record naming
 * one that does not exist), a check, a missing value, text that is not of the column's type, a
 * value the column cannot hold, or a date or time that is not one (issue 46). Anything else a failed statement reports stays a server error.
 */
const INPUT_FAULTS = new Set([
  '23503', // foreign_key_violation
  '23514', // check_violation
  '23502', // not_null_violation
  '22P02', // invalid_text_representation
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22021', // character_not_in_repertoire (a NUL byte in text)
  '22P05', // untranslatable_character (a NUL in jsonb)
  '22007', // invalid_datetime_format (a date or time the column cannot read)
  '22008', // datetime_field_overflow (30 February, a year the column cannot hold)
  '22009', // invalid_time_zone_displacement_value
]);

export interface Violation {
  code: string;
  /** The constraint's name when the database reports one (not for a not-null or a type error). */
  constraint: string | undefined;
}

/** The database's own error behind `error` (Drizzle wraps the driver's in `cause`), if any. */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as Error & { code: string };
  }
  return undefined;
}

/** The unique constraint a failed write broke, if that is why it failed (both drivers: 23505). */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseError(error);
  if (found?.code !== '23505') return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** The input fault a failed statement reports, if that is why it failed. */
export function inputViolation(error: unknown): Violation | undefined {
  const found = databaseError(error);
  if (!found || !INPUT_FAULTS.has(found.code)) return undefined;
  return { code: found.code, constraint: typeof found.constraint === 'string' ? found.constraint : undefined };
}

/** A field error for a violation: the one named for its constraint, or `invalid` on the whole body. */
export function violationError(violation: Violation, named?: Readonly<Record<string, FieldError>>): FieldError {
  return (violation.constraint !== undefined && named?.[violation.constraint]) || { path: '', message: 'invalid' };
}
