/** One bill number typed eight ways (issue 32, item 4): one number to every uniqueness rule. */
export const SPELLINGS = [
  'FİŞ-2024/001',
  'fiş-2024/001',
  // Another locale's capitals of `fiş`, as `toUpperCase()` makes them.
  'FIŞ-2024/001',
  'Fış-2024/001',
  // Decomposed (NFD): I + combining dot above, S + combining cedilla.
  'FI\u0307S\u0327-2024/001',
  // A zero-width space and a BOM inside.
  'FİŞ\u200B-2024/\uFEFF001',
  // Full-width letters, digits and punctuation.
  'ＦİŞ－２０２４／００１',
  // Another locale's lower case of İ (i + combining dot), spaces around, an en dash.
  '  fi\u0307ş–2024/001 ',
] as const;
