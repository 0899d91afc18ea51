import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * GİB accepts these placeholder numbers for parties without a real one (foreigners, individuals
 * who gave none), so they pass although their check digits do not.
 */
export const PLACEHOLDER_VKN = '2222222222';
export const PLACEHOLDER_TCKN = '11111111111';

/** Turkish tax number (vergi kimlik numarası): 10 digits, the last a check digit. */
export function isValidVkn(value: string): boolean {
  if (value === PLACEHOLDER_VKN) return true;
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const shifted = (digits[i]! + 9 - i) % 10;
    sum += shifted === 9 ? 9 : (shifted * 2 ** (9 - i)) % 9;
  }
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** Turkish identity number (T.C. kimlik numarası): 11 digits, not starting with 0, two check digits. */
export function isValidTckn(value: string): boolean {
  if (value === PLACEHOLDER_TCKN) return true;
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return tenth === d[9] && eleventh === d[10];
}

/** IBAN of any country: its length for the country and the mod-97 check (ibantools). */
export function isValidIban(value: string): boolean {
  const compact = electronicFormatIBAN(value);
  return compact !== null && isValidIBAN(compact);
}

/** IBAN without spaces, upper case, as stored. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.trim();
}

/**
 * IMO ship number: 7 digits, the last the check digit of the others weighted 7…2. Real ships carry
 * numbers that fail it, so a failure is a warning in the form, never an error.
 */
export function isValidImo(value: string): boolean {
  const digits = value.trim().replace(/^IMO\s*/i, '');
  if (!/^\d{7}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = d.slice(0, 6).reduce((acc, digit, i) => acc + digit * (7 - i), 0);
  return sum % 10 === d[6];
}
