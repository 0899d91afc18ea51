import { isCalendarDate } from '../domain/calendar';

/**
 * Values shown the Turkish way, from one place (docs/areas/shell.md: numbers with two decimals, Turkish
 * dates). Money arrives in integer minor units and is formatted with integer arithmetic only.
 */

/** Groups of three with a dot: 1234567 → '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * An integer at `scale` places the Turkish way: grouped thousands, a comma, at least
 * `minDecimals` places and no trailing zeros beyond them (`123456`, 2, 2 → '1.234,56'). Only
 * bigint arithmetic on the digits, so any size is exact.
 */
function formatScaled(value: bigint, scale: number, minDecimals: number): string {
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - scale));
  const fraction = digits
    .slice(digits.length - scale)
    .replace(/0+$/, '')
    .padEnd(minDecimals, '0');
  return `${value < 0n ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}

/**
 * Money from integer minor units: `formatMoney(123456789, 'TL')` → '1.234.567,89 TL'. Never divides
 * by 100 as a float: the whole and the cents are split as integers (bigint, so any size is exact).
 */
export function formatMoney(minor: number | bigint, currency?: string | null): string {
  const amount = formatScaled(typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor)), 2, 2);
  return currency && currency !== 'all' ? `${amount} ${currency}` : amount;
}

/**
 * A figure that is not money (a quantity, a unit price, a percentage), from its integer at its
 * scale as the device keeps it, the Turkish way like money: `formatFigure(12345000, 4, 2)` →
 * '1.234,50'. No float arithmetic is involved; trailing zeros go beyond `minDecimals`.
 */
export function formatFigure(scaled: number, scale: number, minDecimals = 0): string {
  return Number.isSafeInteger(scaled) ? formatScaled(BigInt(scaled), scale, minDecimals) : String(scaled);
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

/** A date and time as 31.12.2026 14:05 (device time zone). */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
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
