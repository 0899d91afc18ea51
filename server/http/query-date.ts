/**
 * The form of a date in a query string: an ISO 8601 day (`2025-03-01`) or moment
 * (`2025-03-01T09:30:00.000Z`, `2025-03-01T12:30+03:00`). Years of up to six digits have the form,
 * so that a far year is told as a wrong date rather than as a malformed request.
 */
export const QUERY_DATE_FORM = /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/** The years a query date may name: the databases store more, but nothing the portal keeps is outside. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 9999;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The moment a query date names, if it has QUERY_DATE_FORM and is a real one: a day of the calendar
 * (no 30 February), a time of the clock, a year from FIRST_YEAR to LAST_YEAR. Otherwise undefined.
 * A day is its UTC midnight and a moment without an offset is the server's local time, as
 * `Date.parse` reads them.
 */
export function queryInstant(text: string): Date | undefined {
  const match = QUERY_DATE_FORM.exec(text);
  if (!match) return undefined;
  const [, yearText = '', ...parts] = match;
  const [month = 0, day = 0, hour = 0, minute = 0, second = 0, , offsetHour = 0, offsetMinute = 0] = parts.map((part) =>
    part === undefined ? 0 : Number(part),
  );
  if (!/^\d{4}$/.test(yearText)) return undefined;
  const year = Number(yearText);
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHour > 23 || offsetMinute > 59) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : new Date(at);
}
