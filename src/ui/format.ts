import { i18n } from '@lingui/core';
import { isCalendarDate } from '../domain/calendar';

/**
 * Values shown and typed from one place (docs/areas/shell.md, docs/decisions.md "One number format
 * per language, one time base"): numbers in the active language's way (Turkish 1.155,75, English
 * 1,155.75) for showing and typing alike; dates as 31.12.2026 in both languages; date-times in UTC
 * with their base written beside them. Money arrives in integer minor units and is formatted with
 * integer arithmetic only.
 */

/** The active language (Lingui's), or Turkish before one is active. */
function activeLocale(): string {
  return i18n.locale || 'tr';
}

/**
 * An integer at `scale` places the language's way: grouped thousands, the decimal mark, at least
 * `minDecimals` places and no trailing zeros beyond them (`123456`, 2, 2 → '1.234,56' in Turkish,
 * '1,234.56' in English). Only bigint arithmetic on the digits, so any size is exact.
 */
function formatScaled(value: bigint, scale: number, minDecimals: number, locale: string): string {
  const { decimal, group } = decimalSeparators(locale);
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = digits
    .slice(digits.length - scale)
    .replace(/0+$/, '')
    .padEnd(minDecimals, '0');
  return `${value < 0n ? '-' : ''}${whole}${fraction ? `${decimal}${fraction}` : ''}`;
}

/**
 * Money from integer minor units in the active language's way: `formatMoney(123456789, 'TL')` →
 * '1.234.567,89 TL' (Turkish), '1,234,567.89 TL' (English). Never divides by 100 as a float: the
 * whole and the cents are split as integers (bigint, so any size is exact).
 */
export function formatMoney(minor: number | bigint, currency?: string | null, locale: string = activeLocale()): string {
  const amount = formatScaled(typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor)), 2, 2, locale);
  return currency && currency !== 'all' ? `${amount} ${currency}` : amount;
}

/**
 * A figure that is not money (a quantity, a unit price, a percentage), from its integer at its
 * scale as the device keeps it, in the active language's way like money: `formatFigure(12345000,
 * 4, 2)` → '1.234,50' (Turkish), '1,234.50' (English). No float arithmetic is involved; trailing
 * zeros go beyond `minDecimals`.
 */
export function formatFigure(scaled: number, scale: number, minDecimals = 0, locale: string = activeLocale()): string {
  return Number.isSafeInteger(scaled) ? formatScaled(BigInt(scaled), scale, minDecimals, locale) : String(scaled);
}

/**
 * A measured value that arrives as a float (a chart's bar, tooltip or axis tick), rounded to
 * `decimals` places, the language's way: 1155.75 → '1.155,8' (Turkish), '1,155.8' (English).
 * Never for money: amounts are integers in minor units (formatMoney).
 */
export function formatApproximate(value: number, decimals = 1, locale: string = activeLocale()): string {
  return formatFigure(Math.round(value * 10 ** decimals), decimals, 0, locale);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as 31.12.2026. A calendar date ('2026-12-31') is read as written, with no time zone; a
 * timestamp (ISO string, epoch milliseconds or Date) is shown in the device's time zone.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (plain) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * The base a time is told in: UTC (the app's one time base), or a local time at a fixed offset
 * from UTC in minutes (+180 for UTC+03:00), for a record that carries its port's offset.
 */
export type TimeBase = 'UTC' | { offsetMinutes: number };

/** An offset in minutes as ±HH:MM: 180 → '+03:00', -330 → '-05:30'. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The wall-clock date and time of an instant in a base, as 31.12.2026 14:05 (no base written). */
function wallClock(date: Date, base: TimeBase): string {
  const shifted = base === 'UTC' ? date : new Date(date.getTime() + base.offsetMinutes * 60_000);
  const day = `${pad(shifted.getUTCDate())}.${pad(shifted.getUTCMonth() + 1)}.${shifted.getUTCFullYear()}`;
  return `${day} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/**
 * A date-time with its base beside it, the same in every place and whatever the device's time zone
 * (docs/decisions.md): '06.12.2026 06:00 UTC', or a port's local time with its offset,
 * '06.12.2026 09:00 LT +03:00'. An instant that does not read gives ''.
 */
export function formatDateTime(value: string | number | Date, base: TimeBase = 'UTC'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${wallClock(date, base)} ${base === 'UTC' ? 'UTC' : `LT ${offsetText(base.offsetMinutes)}`}`;
}

/** An IBAN in groups of four, as Turkish banks print it: 'TR33 0006 1005 1978 6457 8413 26'. */
export function formatIban(iban: string | null | undefined): string {
  const compact = (iban ?? '').replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A phone number for reading. Turkish numbers (10 digits, with 0, 90 or +90 before them) read
 * '0532 123 45 67' or '+90 532 123 45 67'; anything else is shown as the user typed it.
 */
export function formatPhone(phone: string | null | undefined): string {
  const raw = (phone ?? '').trim();
  const digits = raw.replace(/[\s().-]/g, '');
  const match = /^(\+90|0090|90|0)?(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (!match || (match[1] === undefined && !/^[2-5]/.test(digits))) return raw;
  const local = `${match[2]} ${match[3]} ${match[4]} ${match[5]}`;
  return match[1] === '0' || match[1] === undefined ? `0${local}` : `+90 ${local}`;
}

/**
 * How a language writes a decimal in an input (docs/architecture.md §7): Turkish groups thousands with
 * a dot and marks decimals with a comma (1.234,56), English the reverse (1,234.56).
 */
export function decimalSeparators(locale: string): { decimal: ',' | '.'; group: '.' | ',' } {
  return locale.toLowerCase().startsWith('en') ? { decimal: '.', group: ',' } : { decimal: ',', group: '.' };
}

const CANONICAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * A plain decimal the way an input in `locale` shows it, grouped: '18500.5' → '18.500,5' (tr),
 * '18,500.5' (en). Text that is not a plain decimal is shown as it is.
 */
export function decimalForInput(canonical: string, locale: string): string {
  const match = CANONICAL.exec(canonical);
  if (!match) return canonical;
  const { decimal, group } = decimalSeparators(locale);
  const [, sign = '', whole = '', fraction] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/**
 * What a user typed in a decimal input in `locale`, as the plain decimal text the schemas read
 * ('18500.5'). The language decides (docs/architecture.md §7): in Turkish `.` groups thousands and `,`
 * is the decimal mark ('18.500' is 18500, never 18,50; '12.345,67'; '0,85'); in English the
 * reverse ('18,500.5'). Groups must be of three digits; text that is not written the language's
 * way ('12.5' in Turkish, '1,2' in English) becomes text the schema refuses (`invalid`) instead of
 * a guessed amount.
 */
export function decimalFromInput(text: string, locale: string): string {
  const { decimal, group } = decimalSeparators(locale);
  const compact = text.replace(/[\s\u00a0]/g, '');
  // The schema reads only a dot as a decimal mark: text with a comma is refused.
  const refused = compact.replace(/\./g, ',');
  const [whole = '', fraction, ...more] = compact.split(decimal);
  if (more.length > 0 || (fraction ?? '').includes(group)) return refused;
  const grouped = whole.includes(group);
  const groups = new RegExp(`^-?\\d{1,3}(?:\\${group}\\d{3})+$`);
  if (grouped && !groups.test(whole)) return refused;
  const digits = grouped ? whole.split(group).join('') : whole;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** A calendar date the way an input shows it: '2026-11-24' → '24.11.2026'; other text as it is. */
export function dateForInput(canonical: string): string {
  return isCalendarDate(canonical) ? formatDate(canonical) : canonical;
}

/**
 * A UTC instant the way a date-time input labelled UTC shows it: '2026-12-06T06:00:00.000Z' →
 * '06.12.2026 06:00' (the base is in the field's label). Text that is not an instant stays as it is.
 */
export function dateTimeForInput(canonical: string): string {
  const date = /^\d{4}-\d{2}-\d{2}T/.test(canonical) ? new Date(canonical) : undefined;
  return date && !Number.isNaN(date.getTime()) ? wallClock(date, 'UTC') : canonical;
}

const TYPED_DATE_TIME = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})[\sT]+(\d{1,2})[:.](\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[\sT]+(\d{1,2}):(\d{2})$/;

/**
 * What a user typed in a date-time input labelled UTC, as the UTC instant the schemas read:
 * '06.12.2026 06:00', '6/12/2026 6:00' or '2026-12-06T06:00' → '2026-12-06T06:00:00.000Z'. The
 * time typed is the time stored: no device time zone is applied. Text that is not a real date and
 * time stays as typed, so the schema refuses it.
 */
export function dateTimeFromInput(text: string): string {
  const trimmed = text.trim();
  const typed = TYPED_DATE_TIME.exec(trimmed);
  const iso = typed ? undefined : ISO_DATE_TIME.exec(trimmed);
  const [year, month, day, hour, minute] = typed
    ? [typed[3], typed[2], typed[1], typed[4], typed[5]]
    : iso
      ? [iso[1], iso[2], iso[3], iso[4], iso[5]]
      : [];
  if (!year || !month || !day || !hour || !minute) return trimmed;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // Date.UTC reads years below 100 as 19xx: such a year stays as typed too.
  if (!isCalendarDate(date) || Number(year) < 1000 || Number(hour) > 23 || Number(minute) > 59) return trimmed;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))).toISOString();
}

const TURKISH_DATE = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * What a user typed in a date input, as the calendar date the schemas read: '24.11.2026',
 * '24/11/2026', '4.1.2026' or '2026-11-24' → 'YYYY-MM-DD'. Text that is not a real date stays as
 * typed, so the schema refuses it.
 */
export function dateFromInput(text: string): string {
  const trimmed = text.trim();
  const turkish = TURKISH_DATE.exec(trimmed);
  const iso = turkish ? undefined : ISO_DATE.exec(trimmed);
  const [year, month, day] = turkish ? [turkish[3], turkish[2], turkish[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return trimmed;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : trimmed;
}
