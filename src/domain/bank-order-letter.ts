import { amountInWords } from './amount-in-words';
import { findBankAccount, type BankOrderTemplate } from './bank-order';
import type { BankAccount } from './company';
import type { Currency } from './currency';
import { decimalText, SCALES } from './money';

// The data of a bank order's letter (banka talimatı), built from the order, the company and the
// account: one pure function that the print view and the PDF both read, so the two never differ.

/** A bank account entry as companies and accounts keep it. */
export type LetterBank = BankAccount;

export interface LetterOrder {
  ref: string;
  tarih: string;
  /** Minor units (kuruş / cents), as the device keeps it. */
  miktar: number;
  dovizCinsi: Currency;
  aciklama: string;
  sablon: BankOrderTemplate;
  sirketBankaSelection: string;
  cariBankaSelection: string;
}

export interface LetterCompany {
  isim: string;
  adres: string;
  bankalar: readonly LetterBank[];
}

export interface LetterAccount {
  unvan: string;
  adres?: string;
  il?: string;
  ulke?: string;
  bankalar: readonly LetterBank[];
}

export interface BankOrderLetter {
  sablon: BankOrderTemplate;
  /** Turkish always; a SWIFT transfer to a foreign bank carries the English text too. */
  english: boolean;
  letterhead: { isim: string; adres: string };
  /** DD.MM.YYYY. */
  tarih: string;
  ref: string;
  /** The bank the letter is addressed to: the company's. */
  bank: { bankaIsmi: string; sube: string };
  debit: { hesapAdi: string; iban: string; hesapNumarasi: string; swiftCode: string };
  beneficiary: {
    unvan: string;
    adres: string;
    bankaIsmi: string;
    iban: string;
    hesapNumarasi: string;
    swiftCode: string;
    routing: string;
  };
  dovizCinsi: Currency;
  /** The amount in figures, Turkish format: "12.345,50". */
  amountFigures: string;
  amountWords: string;
  /** Only for the English text of a SWIFT letter; '' otherwise. */
  amountWordsEnglish: string;
  purpose: string;
  /** The lines of the letter's body, Turkish then (SWIFT) English. */
  bodyTr: string;
  bodyEn: string;
}

/** `YYYY-MM-DD` as `DD.MM.YYYY` (docs/architecture.md §7). */
export function letterDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}.${month}.${year}` : date;
}

/** Minor units in Turkish format with two decimals: 1234550 → "12.345,50". */
export function turkishAmount(minor: bigint | number): string {
  const text = decimalText(minor, SCALES.amount);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${fraction.padEnd(2, '0')}`;
}

/** Minor units in English format with two decimals: 1234550 → "12,345.50". */
export function englishAmount(minor: bigint | number): string {
  return turkishAmount(minor).replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
}

/** IBAN in groups of four, as printed on paper. */
export function printedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

const CURRENCY_CODES: Record<Currency, string> = { TL: 'TRY', USD: 'USD', EURO: 'EUR', GBP: 'GBP' };

/** The ISO code a bank expects on a transfer (`EURO` is stored, `EUR` is written). */
export function currencyCode(currency: Currency): string {
  return CURRENCY_CODES[currency];
}

/**
 * The letter's data. Throws when the order's bank selections no longer name a bank account of the
 * company or the account (the server refuses such an order; a stale device copy may still hold one).
 */
export function bankOrderLetter(order: LetterOrder, company: LetterCompany, account: LetterAccount): BankOrderLetter {
  const debit = findBankAccount(company.bankalar, order.sirketBankaSelection);
  const credit = findBankAccount(account.bankalar, order.cariBankaSelection);
  if (!debit) throw new Error('bankOrderLetter: the company bank account is not found');
  if (!credit) throw new Error('bankOrderLetter: the account bank account is not found');
  // An amount that is not a whole number of cents is refused, as a missing bank is.
  if (!Number.isSafeInteger(order.miktar)) throw new Error('bankOrderLetter: the amount is not a whole number of cents');
  const minor = BigInt(order.miktar);
  const swift = order.sablon === 'swift-doviz';
  const code = currencyCode(order.dovizCinsi);
  const figures = turkishAmount(minor);
  const words = amountInWords(minor, order.dovizCinsi, 'tr');
  const wordsEn = swift ? amountInWords(minor, order.dovizCinsi, 'en') : '';
  const debitIban = printedIban(debit.iban ?? '');
  const debitNo = debitIban || (debit.hesapNumarasi ?? '');
  const creditNo = printedIban(credit.iban ?? '') || (credit.hesapNumarasi ?? '');
  const purpose = order.aciklama.trim();
  const bodyTr = swift
    ? `Bankanız nezdindeki ${debitNo} numaralı ${code} hesabımızdan ${figures} ${code} (${words}) tutarın, ` +
      `aşağıda bilgileri verilen lehdarın hesabına SWIFT ile transfer edilmesini, masrafların hesabımızdan ` +
      `karşılanmasını rica ederiz.`
    : `Bankanız nezdindeki ${debitNo} IBAN numaralı hesabımızdan ${figures} TL (${words}) tutarın, ` +
      `aşağıda bilgileri verilen alıcının ${creditNo} IBAN numaralı hesabına EFT / havale yoluyla ` +
      `gönderilmesini rica ederiz.`;
  const bodyEn = swift
    ? `Please debit our ${code} account ${debitNo} held with your bank by ${code} ${englishAmount(minor)} ` +
      `(${wordsEn}) and transfer the amount by SWIFT to the beneficiary below, charges to our account (OUR).`
    : '';
  return {
    sablon: order.sablon,
    english: swift,
    letterhead: { isim: company.isim, adres: company.adres },
    tarih: letterDate(order.tarih),
    ref: order.ref,
    bank: { bankaIsmi: debit.bankaIsmi, sube: debit.hesapEkNumarasi ?? '' },
    debit: { hesapAdi: debit.hesapAdi, iban: debitIban, hesapNumarasi: debit.hesapNumarasi ?? '', swiftCode: debit.swiftCode },
    beneficiary: {
      unvan: account.unvan,
      adres: [account.adres, account.il, account.ulke].filter(Boolean).join(', '),
      bankaIsmi: credit.bankaIsmi,
      iban: printedIban(credit.iban ?? ''),
      hesapNumarasi: credit.hesapNumarasi ?? '',
      swiftCode: credit.swiftCode,
      routing: credit.routing ?? '',
    },
    dovizCinsi: order.dovizCinsi,
    amountFigures: figures,
    amountWords: words,
    amountWordsEnglish: wordsEn,
    purpose,
    bodyTr,
    bodyEn,
  };
}

/** One labelled line of the letter's table: Turkish label, and the English one on a SWIFT letter. */
export interface LetterRow {
  label: string;
  value: string;
}

/** The letter's fixed wording: a document for the bank, the same whatever the screen's language. */
export interface LetterText {
  subject: string;
  salutation: string;
  rows: LetterRow[];
  closing: string;
  signature: string;
  stamp: string;
  addressee: string[];
  dateLine: string;
  refLine: string;
}

/**
 * The wording of the letter around its data: subject, salutation, the table of the transfer, the
 * closing and the signature block. Bilingual labels ("Lehdar / Beneficiary") on a SWIFT letter.
 */
export function letterText(letter: BankOrderLetter): LetterText {
  const both = (tr: string, en: string) => (letter.english ? `${tr} / ${en}` : tr);
  // A domestic letter says "TL", as its body does; a SWIFT letter the ISO code.
  const code = letter.english ? currencyCode(letter.dovizCinsi) : letter.dovizCinsi === 'TL' ? 'TL' : currencyCode(letter.dovizCinsi);
  const rows: LetterRow[] = [
    { label: both('Borçlanacak hesap (IBAN)', 'Debit account (IBAN)'), value: letter.debit.iban || letter.debit.hesapNumarasi },
    { label: both('Lehdar', 'Beneficiary'), value: letter.beneficiary.unvan },
    ...(letter.beneficiary.adres ? [{ label: both('Lehdar adresi', 'Beneficiary address'), value: letter.beneficiary.adres }] : []),
    { label: both('Lehdar bankası', 'Beneficiary bank'), value: letter.beneficiary.bankaIsmi },
    { label: 'IBAN', value: letter.beneficiary.iban || letter.beneficiary.hesapNumarasi },
    ...(letter.english ? [{ label: 'SWIFT / BIC', value: letter.beneficiary.swiftCode }] : []),
    ...(letter.english && letter.beneficiary.routing ? [{ label: 'Routing', value: letter.beneficiary.routing }] : []),
    { label: both('Tutar', 'Amount'), value: `${letter.amountFigures} ${code}` },
    { label: both('Yazıyla', 'In words'), value: letter.amountWords },
    ...(letter.english ? [{ label: 'In words', value: letter.amountWordsEnglish }] : []),
    ...(letter.english ? [{ label: both('Masraflar', 'Charges'), value: 'OUR' }] : []),
    ...(letter.purpose ? [{ label: both('Ödeme amacı', 'Purpose of payment'), value: letter.purpose }] : []),
    { label: both('Referans', 'Reference'), value: letter.ref },
  ];
  const branch = letter.bank.sube ? `${letter.bank.sube} ` : '';
  return {
    addressee: [letter.bank.bankaIsmi, `${branch}Şube Müdürlüğü'ne`.trim()],
    subject: letter.english ? 'Konu: Döviz transfer talimatı / Subject: Foreign currency transfer order' : 'Konu: EFT / havale talimatı',
    salutation: letter.english ? 'Sayın Yetkili, / Dear Sir or Madam,' : 'Sayın Yetkili,',
    rows,
    closing: letter.english ? 'Saygılarımızla, / Yours faithfully,' : 'Saygılarımızla,',
    signature: both('Yetkili imza', 'Authorised signature'),
    stamp: both('Kaşe', 'Company stamp'),
    dateLine: `${both('Tarih', 'Date')}: ${letter.tarih}`,
    refLine: `Ref: ${letter.ref}`,
  };
}
