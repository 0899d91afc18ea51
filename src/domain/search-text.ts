/**
 * Turkish letters folded to the letters an English keyboard types, so that 'cesme' finds 'Çeşme'
 * and 'ISIK' finds 'Işık'. Dotted and dotless i both fold to 'i': after Turkish lower-casing 'I'
 * is 'ı' and 'İ' is 'i', so 'İZMİT', 'IZMIT' and 'izmit' all meet.
 */
const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Text reduced for searching: Turkish lower case, Turkish letters folded, other accents dropped. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşüâîû]/g, (letter) => FOLD[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when `query` (as typed, with or without Turkish letters) occurs in `text`. */
export function matchesSearch(text: string, query: string): boolean {
  const needle = foldForSearch(query);
  return needle === '' || foldForSearch(text).includes(needle);
}
