// The key a uniqueness rule compares (a bill's number per account, kind and direction; a bank
// order's ref per company): the same text however it was typed. The device's pre-checks and the
// database's unique indexes (their `…_key` columns, filled by the server) use this one function.

/** Invisible characters: format controls (zero-width space and joiners, BOM, soft hyphen…) and other default-ignorables. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * One spelling of `value` for comparing: NFKC (full-width letters and digits, ligatures and
 * composed accents become one form), no invisible or control characters, every dash a hyphen,
 * runs of white space one space and none at the ends, and a Turkish case fold: lower case by
 * Turkish rules (İ → i, I → ı), then the dotless ı read as i, so `FİŞ`, `fiş`, `FIŞ` (another
 * locale's capitals) and `fış` are one number.
 */
export function textKey(value: string): string {
  return (
    value
      .normalize('NFKC')
      .replace(INVISIBLE, '')
      .replace(/\p{Cc}/gu, (char) => (/\s/.test(char) ? ' ' : ''))
      .replace(/\p{Pd}/gu, '-')
      .replace(/\s+/gu, ' ')
      .trim()
      .toLocaleLowerCase('tr')
      .replace(/ı/g, 'i')
      // Another locale's lower case of İ is i with a combining dot above.
      .replace(/i\u0307/g, 'i')
  );
}
