/**
 * Turkish alphabetical order as a plain string key, so that a database index (`COLLATE "C"`) and a
 * plain `<` in the browser sort names the way Intl.Collator('tr') does (Ç after C, I before İ)
 * without an ICU collation, which PGlite lacks, and without a slow collator on 10,000 rows.
 */
const ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
const PRIVATE_USE = 0xe000;

export function turkishSortKey(value: string): string {
  let key = '';
  for (const char of value.trim().toLocaleLowerCase('tr')) {
    let index = ALPHABET.indexOf(char);
    if (index < 0) {
      // A letter with a foreign accent sorts with its base letter (é → e); digits, spaces and
      // punctuation keep their code points, which all come before the letters.
      const base = char.normalize('NFD').replace(/\p{Mn}/gu, '');
      index = base.length === 1 ? ALPHABET.indexOf(base) : -1;
    }
    key += index >= 0 ? String.fromCharCode(PRIVATE_USE + index) : char;
  }
  return key;
}
