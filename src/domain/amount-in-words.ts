import type { Currency } from './currency';

// An amount in words, as a bank letter writes it beside the figures ("Yalnız on iki bin üç yüz
// kırk beş ABD Doları elli sent"). Pure BigInt arithmetic on minor units: no float ever touches the
// amount (docs/architecture.md §7).

export type WordsLanguage = 'tr' | 'en';

interface CurrencyWords {
  major: string;
  minor: string;
}

/** Each currency's unit names, in Turkish and English (the English plural is the bank's usual one). */
const CURRENCY_WORDS: Record<WordsLanguage, Record<Currency, CurrencyWords>> = {
  tr: {
    TL: { major: 'Türk Lirası', minor: 'kuruş' },
    USD: { major: 'ABD Doları', minor: 'sent' },
    EURO: { major: 'Euro', minor: 'sent' },
    GBP: { major: 'İngiliz Sterlini', minor: 'peni' },
  },
  en: {
    TL: { major: 'Turkish Lira', minor: 'kurus' },
    USD: { major: 'US Dollars', minor: 'cents' },
    EURO: { major: 'Euros', minor: 'cents' },
    GBP: { major: 'Pounds Sterling', minor: 'pence' },
  },
};

const TR_ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TR_TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const TR_GROUPS = ['', 'bin', 'milyon', 'milyar', 'trilyon', 'katrilyon'];

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_GROUPS = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** 1–999 in Turkish: "yüz", never "bir yüz". */
function turkishHundreds(n: bigint): string[] {
  const hundreds = Number(n / 100n);
  const rest = n % 100n;
  const words: string[] = [];
  if (hundreds > 0) {
    if (hundreds > 1) words.push(TR_ONES[hundreds] ?? '');
    words.push('yüz');
  }
  if (rest >= 10n) words.push(TR_TENS[Number(rest / 10n)] ?? '');
  if (rest % 10n > 0n) words.push(TR_ONES[Number(rest % 10n)] ?? '');
  return words;
}

function englishHundreds(n: bigint): string[] {
  const hundreds = Number(n / 100n);
  const rest = n % 100n;
  const words: string[] = [];
  if (hundreds > 0) words.push(EN_ONES[hundreds] ?? '', 'hundred');
  if (rest >= 20n) {
    const ones = Number(rest % 10n);
    const tens = EN_TENS[Number(rest / 10n)] ?? '';
    words.push(ones ? `${tens}-${EN_ONES[ones]}` : tens);
  } else if (rest > 0n) {
    words.push(EN_ONES[Number(rest)] ?? '');
  }
  return words;
}

/** Groups of three digits, lowest first (BigInt, so any amount the app stores splits exactly). */
function groupsOf(value: bigint): bigint[] {
  const groups: bigint[] = [];
  let rest = value;
  do {
    groups.push(rest % 1000n);
    rest /= 1000n;
  } while (rest > 0n);
  return groups;
}

/**
 * A whole number (≥ 0) in words. Turkish says "bin" for 1,000 (never "bir bin") but "bir milyon";
 * English joins tens and ones with a hyphen ("forty-five").
 */
export function numberInWords(value: bigint | number, language: WordsLanguage = 'tr'): string {
  const n = BigInt(value);
  if (n < 0n) throw new RangeError('numberInWords takes a whole number ≥ 0');
  if (n === 0n) return language === 'tr' ? 'sıfır' : 'zero';
  const groups = groupsOf(n);
  if (groups.length > TR_GROUPS.length) throw new RangeError('numberInWords: too large');
  const words: string[] = [];
  // Highest group first; `index` counts down as a plain counter.
  let index = groups.length;
  for (const group of [...groups].reverse()) {
    index--;
    if (group === 0n) continue;
    if (language === 'tr') {
      if (!(index === 1 && group === 1n)) words.push(...turkishHundreds(group));
      if (index > 0) words.push(TR_GROUPS[index] ?? '');
    } else {
      words.push(...englishHundreds(group));
      if (index > 0) words.push(EN_GROUPS[index] ?? '');
    }
  }
  return words.join(' ');
}

/**
 * An amount in minor units (kuruş / cents) in words with its currency, as a bank letter writes it:
 * "Yalnız on iki bin üç yüz kırk beş ABD Doları elli sent" (1234550 USD). The minor part is left
 * out when it is zero; a zero amount is "Yalnız sıfır Türk Lirası".
 */
export function amountInWords(minor: bigint | number, currency: Currency, language: WordsLanguage = 'tr'): string {
  const amount = BigInt(minor);
  if (amount < 0n) throw new RangeError('amountInWords takes an amount ≥ 0');
  const whole = amount / 100n;
  const cents = amount % 100n;
  const names = CURRENCY_WORDS[language][currency];
  if (language === 'tr') {
    const words = ['Yalnız', numberInWords(whole, 'tr'), names.major];
    if (cents > 0n) words.push(numberInWords(cents, 'tr'), names.minor);
    return words.join(' ');
  }
  const text = `${numberInWords(whole, 'en')} ${names.major}${cents > 0n ? ` and ${numberInWords(cents, 'en')} ${names.minor}` : ''} only`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
