import { addMonths, daysInMonth } from '../calendar';

// Calendar arithmetic the reports need: day counts, weeks and months of `YYYY-MM-DD` dates.

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Remembers a function of a date: reports ask the same few hundred dates over and over. */
function memo<T>(compute: (date: string) => T): (date: string) => T {
  const known = new Map<string, T>();
  return (date) => {
    let value = known.get(date);
    if (value === undefined) {
      value = compute(date);
      if (known.size >= 100_000) known.clear();
      known.set(date, value);
    }
    return value;
  };
}

/** Days since 1970-01-01 of a calendar date (an integer: Date.UTC is exact in whole days). */
export const dayNumber = memo((date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
});

/** The calendar date of a day number. */
export function dateOfDay(days: number): string {
  const date = new Date(days * 86_400_000);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The Monday of a date's week (Turkish weeks start on Monday). */
export const weekStart = memo((date: string): string => {
  const days = dayNumber(date);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const weekday = (((days + 3) % 7) + 7) % 7;
  return dateOfDay(days - weekday);
});

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The months a period touches, in order (`YYYY-MM`). */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let cursor = `${monthOf(from)}-01`;
  while (monthOf(cursor) <= monthOf(to) && months.length < 1200) {
    months.push(monthOf(cursor));
    cursor = addMonths(cursor, 1);
  }
  return months;
}

/** Quick choices of the period filter. */
export type QuickPeriod = 'thisMonth' | 'lastMonth' | 'thisYear' | 'lastYear';
export const QUICK_PERIODS: readonly QuickPeriod[] = ['thisMonth', 'lastMonth', 'thisYear', 'lastYear'];

/** The period of a quick choice, seen from `today`. */
export function quickPeriod(choice: QuickPeriod, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const monthPeriod = (y: number, m: number) => ({
    from: `${pad(y, 4)}-${pad(m)}-01`,
    to: `${pad(y, 4)}-${pad(m)}-${pad(daysInMonth(y, m))}`,
  });
  switch (choice) {
    case 'thisMonth':
      return monthPeriod(year, month);
    case 'lastMonth':
      return month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
    case 'thisYear':
      return { from: `${pad(year, 4)}-01-01`, to: `${pad(year, 4)}-12-31` };
    case 'lastYear':
      return { from: `${pad(year - 1, 4)}-01-01`, to: `${pad(year - 1, 4)}-12-31` };
  }
}

/** Days in a period, both ends included. */
export const periodDays = (from: string, to: string) => daysBetween(from, to) + 1;

/** A date's month as an index, January 0. */
export const monthIndex = (date: string) => Number(date.slice(5, 7)) - 1;
