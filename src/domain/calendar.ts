// Calendar dates `YYYY-MM-DD` (docs/architecture.md §7): no time, no time zone.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month (`month` 1–12) of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `value` is a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The years a record's date or date-time may name, and a year parameter (`yil`) ask for: the
 * databases hold more, but nothing the portal keeps is outside, and a year typed wrong (0026, 20026,
 * 9999) is told rather than stored or queried (issue 46).
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

/** Whether `year` is one a record may name (FIRST_YEAR–LAST_YEAR). */
export function isRecordYear(year: number): boolean {
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** Whether `value` is a real calendar date `YYYY-MM-DD` of a year a record may name. */
export function isRecordDate(value: string): boolean {
  return isCalendarDate(value) && isRecordYear(Number(value.slice(0, 4)));
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/**
 * The moment an ISO 8601 date-time with its zone names (`2026-03-01T09:30Z`, `…T12:30:15.5+03:00`),
 * as `toISOString` writes it (UTC, milliseconds), if it is a real one: a calendar date of a year a
 * record may name (no 30 February, no year 0000), a time of the clock (hours 0–23, minutes and
 * seconds 0–59) and an offset of at most 14 hours. Otherwise undefined: nothing is rolled over.
 */
export function recordInstant(value: string): string | undefined {
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, date = '', hour = '', minute = '', second = '0', fraction = '', zulu, sign, offsetHour = '0', offsetMinute = '0'] = match;
  if (!isRecordDate(date)) return undefined;
  const [h, m, s, oh, om] = [hour, minute, second, offsetHour, offsetMinute].map(Number) as [number, number, number, number, number];
  if (h > 23 || m > 59 || s > 59 || oh > 14 || om > 59 || (oh === 14 && om > 0)) return undefined;
  const offset = zulu ? 0 : (sign === '-' ? -1 : 1) * (oh * 60 + om);
  const utc = new Date(0);
  utc.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  utc.setUTCHours(h, m - offset, s, Number(fraction.slice(0, 3).padEnd(3, '0')));
  return utc.toISOString();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The date `months` months after `date`, its day clamped to the end of a shorter month
 * (2026-01-31 + 1 → 2026-02-28, + 2 → 2026-03-31): counted from `date` each time, so a series
 * never drifts to the 28th.
 */
export function addMonths(date: string, months: number): string {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The date `now` falls on in the device's time zone, as YYYY-MM-DD (today, by default). */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days));
  return `${String(moved.getUTCFullYear()).padStart(4, '0')}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}-${String(moved.getUTCDate()).padStart(2, '0')}`;
}

/**
 * Whether a record's date (`YYYY-MM-DD`) or instant (ISO) lies after `now`: a bulletin or a ship's
 * report from the future is a typo or a wrong file more likely than not. A warning, not a refusal
 * (issue 47): a date is the device's own, whose clock may be behind. A date is in the future from
 * the day after today (the device's calendar); an instant once past `now`.
 */
export function isInFuture(value: string, now: Date = new Date()): boolean {
  if (value === '') return false;
  if (isCalendarDate(value)) return value > localDate(now);
  const at = Date.parse(value);
  return Number.isFinite(at) && at > now.getTime();
}
