import * as v from 'valibot';
import { isCalendarDate, isRecordYear, recordInstant } from './calendar';
import { parseDecimal, pow10 } from './money';

// The field pieces every record's schema is made of (a choice, a text, an id, a decimal at its scale,
// a calendar date, a file reference). Errors are translation keys: `required`, `invalid`, `tooLong`,
// `tooManyDecimals`, `tooLarge`, `atLeastOne`, `aboveZero`, `outOfRange`, `invalidDate`.

export function choice<const T extends readonly [string, ...string[]]>(options: T) {
  return v.pipe(v.string('required'), v.nonEmpty('required'), v.picklist(options, 'invalid'));
}

export const optionalText = (max: number) => v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'tooLong')), '');

/** A record's id: `message` when it is missing or empty, `malformed` (default `invalid`) when it is not a uuid. */
export const uuid = (message: string, malformed = 'invalid') =>
  v.pipe(v.string(message), v.nonEmpty(message), v.uuid(malformed), v.toLowerCase());

/**
 * A decimal in major units at `scale` places, as an integer (money.ts). Missing or blank is
 * `required`; `min` and `max` are in the integer's units (`outOfRange`; `atLeastOne` for a minimum
 * of 1, `aboveZero` for a minimum of the smallest unit: above 0 at this scale).
 */
export function decimal(scale: number, { min, max }: { min?: bigint; max?: bigint } = {}) {
  return v.pipe(
    v.union([v.number(), v.string()], 'required'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      if (typeof input === 'string' && input.trim() === '') {
        addIssue({ message: 'required' });
        return NEVER;
      }
      const parsed = parseDecimal(input, scale);
      if (!parsed.ok) {
        addIssue({ message: parsed.error });
        return NEVER;
      }
      const value = BigInt(parsed.value);
      if (min !== undefined && value < min) {
        addIssue({ message: min === pow10(scale) ? 'atLeastOne' : min === 1n ? 'aboveZero' : 'outOfRange' });
        return NEVER;
      }
      if (max !== undefined && value > max) {
        addIssue({ message: 'outOfRange' });
        return NEVER;
      }
      return parsed.value;
    }),
  );
}

/**
 * A calendar date `YYYY-MM-DD` of every record (docs/architecture.md §7): a real one (2026-02-30 is
 * `invalidDate`, never moved to 2 March) of a year from FIRST_YEAR to LAST_YEAR (`invalidDate`).
 */
export const calendarDate = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.check(isCalendarDate, 'invalidDate'),
  v.check((value) => isRecordYear(Number(value.slice(0, 4))), 'invalidDate'),
);

/**
 * A date-time of every record: an ISO 8601 date-time with its zone, checked as a calendar value
 * (recordInstant: a real day and time of a year from FIRST_YEAR to LAST_YEAR, else `invalidDate`)
 * and kept as `toISOString` writes it (UTC).
 */
export const dateTime = v.pipe(
  v.string('invalidDate'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const instant = recordInstant(dataset.value);
    if (instant !== undefined) return instant;
    addIssue({ message: 'invalidDate' });
    return NEVER;
  }),
);

/** A date-time that may be absent, null or blank (null then). */
export const optionalDateTime = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), v.string()], 'invalidDate')), null),
  v.rawTransform(({ dataset, addIssue, NEVER }): string | null => {
    const value = dataset.value;
    if (value === null || value === undefined || value === '') return null;
    const instant = recordInstant(value);
    if (instant !== undefined) return instant;
    addIssue({ message: 'invalidDate' });
    return NEVER;
  }),
);

/**
 * The file of a bill: its `_id`, an uploaded file `{_id, …}`, or a file kept on the device
 * `{keptId, …}` (whose id is its server id too); the id either way.
 */
export const fileRef = v.pipe(
  v.union(
    [
      uuid('required'),
      v.pipe(
        v.object({ _id: uuid('required') }),
        v.transform((file) => file._id),
      ),
      v.pipe(
        v.object({ keptId: uuid('required') }),
        v.transform((file) => file.keptId),
      ),
    ],
    'required',
  ),
);

/** Like `decimal`, but absent, null or blank is null rather than `required`. */
export function optionalDecimal(scale: number, range: { min?: bigint; max?: bigint } = {}) {
  const figure = decimal(scale, range);
  return v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], 'invalid')), null),
    v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
      const input = dataset.value;
      if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return null;
      const parsed = v.safeParse(figure, input);
      if (parsed.success) return parsed.output;
      addIssue({ message: parsed.issues[0].message });
      return NEVER;
    }),
  );
}
