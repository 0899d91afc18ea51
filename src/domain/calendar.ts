// Calendar dates `YYYY-MM-DD` (ARCHITECTURE.md §5): no time, no time zone.

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
