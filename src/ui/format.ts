/**
 * Values shown the Turkish way, from one place (SPEC §9: numbers with two decimals, Turkish
 * dates). Money arrives in integer minor units and is formatted with integer arithmetic only.
 */

/** Groups of three with a dot: 1234567 → '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Money from integer minor units: `formatMoney(123456789, 'TL')` → '1.234.567,89 TL'. Never divides
 * by 100 as a float: the whole and the cents are split as integers (bigint, so any size is exact).
 */
export function formatMoney(minor: number | bigint, currency?: string | null): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = groupThousands((abs / 100n).toString());
  const cents = (abs % 100n).toString().padStart(2, '0');
  const amount = `${negative ? '-' : ''}${whole},${cents}`;
  return currency && currency !== 'all' ? `${amount} ${currency}` : amount;
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
