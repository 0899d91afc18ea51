// Money as integers (docs/architecture.md §7): every amount is a whole number of its smallest unit —
// kuruş / cents for amounts, ten-thousandths for a unit price, thousandths for a quantity or a
// percentage. Decimal text comes in, integers go out; arithmetic is on BigInt only, so no sum or
// product ever passes through a binary float (tests/unit/money-no-float.test.ts proves it for this
// file and bill-math.ts). Display formatting is the UI's (src/ui/format.ts).

/** Decimal places each kind of figure carries (docs/architecture.md §7): more is `tooManyDecimals`. */
export const SCALES = {
  /** Amounts (plan rows, payments, totals): kuruş / cents. */
  amount: 2,
  /** A line's unit price (`birimFiyat`). */
  unitPrice: 4,
  /** A line's quantity (`miktar`). */
  quantity: 3,
  /** A percentage (`iskonto`, `kdv`), 0–100. */
  percent: 3,
} as const;

export type Scale = (typeof SCALES)[keyof typeof SCALES];

/**
 * The largest figure, at any scale, that stays an exact integer in a JavaScript number (below
 * 2^53): 10^15 kuruş is ten trillion lira. A computed total beyond it is refused (`tooLarge`).
 */
export const MAX_SCALED = 10n ** 15n;

/** 10^n as a BigInt, for the scales above. */
export function pow10(n: number): bigint {
  let result = 1n;
  for (let i = 0; i < n; i++) result *= 10n;
  return result;
}

/** `n / d` rounded half away from zero (`d` > 0): 0.005 → 0.01, −0.005 → −0.01. */
export function divRound(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** Why a decimal was refused: a translation key (docs/architecture.md §6). */
export type DecimalError = 'invalid' | 'tooManyDecimals' | 'tooLarge';

export type DecimalResult = { ok: true; value: number } | { ok: false; error: DecimalError };

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * A decimal in major units — a JSON number (`1234.56`, read from its shortest decimal text, which
 * is the text it was written as) or a string (`"1234.56"`) — as an integer at `scale` places.
 * Trailing zeros add no precision (`1.500` at 2 places is 150); a digit past `scale` is
 * `tooManyDecimals`, never rounded away. Negative values parse; the schemas refuse them.
 */
export function parseDecimal(value: unknown, scale: number): DecimalResult {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, error: 'invalid' };
    text = String(value);
    // Exponent notation: below 1e-6 (more places than any scale) or at least 1e21.
    if (/e-/i.test(text)) return { ok: false, error: 'tooManyDecimals' };
    if (/e\+/i.test(text)) return { ok: false, error: 'tooLarge' };
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, error: 'invalid' };
  }
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, error: 'invalid' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) return { ok: false, error: 'tooManyDecimals' };
  const magnitude = BigInt(whole + significant.padEnd(scale, '0'));
  if (magnitude > MAX_SCALED) return { ok: false, error: 'tooLarge' };
  const scaled = sign === '-' ? -magnitude : magnitude;
  return { ok: true, value: Number(scaled) };
}

/** An integer at `scale` places as plain decimal text (`123456`, 2 → `"1234.56"`; no grouping). */
export function decimalText(scaled: number | bigint, scale: number): string {
  const big = BigInt(scaled);
  const negative = big < 0n;
  const digits = (negative ? -big : big).toString().padStart(scale, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale) || '0';
  const fraction = scale === 0 ? '' : digits.slice(-scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An integer at `scale` places as a JSON number in major units (`123456`, 2 → `1234.56`): the
 * number whose shortest text is that decimal, so it reads back exactly with parseDecimal.
 */
export function toMajor(scaled: number | bigint, scale: number): number {
  return Number(decimalText(scaled, scale));
}

/**
 * A figure the records carry in major units (a JSON number, as toMajor writes it, or its decimal
 * text) back to an integer at `scale` places (amounts by default: `1234.56` → 123456), read from
 * its decimal text so no float arithmetic is involved. The one way back from major units: a value
 * that is not such a decimal (not finite, more places than `scale`, beyond MAX_SCALED) is refused
 * with a RangeError, never read as 0.
 */
export function toMinor(major: number | string, scale: number = SCALES.amount): number {
  const parsed = parseDecimal(major, scale);
  if (!parsed.ok) throw new RangeError(`not a figure at ${scale} places: ${String(major)}`);
  return parsed.value;
}

/** The exact sum of integers (minor units), through BigInt. */
export function sumScaled(values: Iterable<number | bigint>): bigint {
  let total = 0n;
  for (const value of values) total += BigInt(value);
  return total;
}
