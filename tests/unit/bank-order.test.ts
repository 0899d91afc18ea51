import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../../src/domain/amount-in-words';
import {
  bankAccountKey,
  bankOrderSchema,
  bankOrderState,
  findBankAccount,
  proposeRef,
  templateOfCurrency,
} from '../../src/domain/bank-order';
import { bankOrderLetter, englishAmount, letterDate, printedIban, turkishAmount } from '../../src/domain/bank-order-letter';
import { CURRENCIES } from '../../src/domain/currency';

describe('numberInWords (Turkish)', () => {
  it.each([
    [0, 'sıfır'],
    [1, 'bir'],
    [10, 'on'],
    [11, 'on bir'],
    [45, 'kırk beş'],
    [100, 'yüz'],
    [101, 'yüz bir'],
    [200, 'iki yüz'],
    [1000, 'bin'],
    [1001, 'bin bir'],
    [2000, 'iki bin'],
    [12345, 'on iki bin üç yüz kırk beş'],
    [100000, 'yüz bin'],
    [101000, 'yüz bir bin'],
    [1_000_000, 'bir milyon'],
    [1_001_000, 'bir milyon bin'],
    [1_234_567, 'bir milyon iki yüz otuz dört bin beş yüz altmış yedi'],
    [2_000_000_000, 'iki milyar'],
  ])('%d is "%s"', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it('takes BigInt beyond 2^53 exactly', () => {
    expect(numberInWords(10n ** 15n)).toBe('bir katrilyon');
  });
});

describe('numberInWords (English)', () => {
  it.each([
    [0, 'zero'],
    [11, 'eleven'],
    [45, 'forty-five'],
    [1000, 'one thousand'],
    [12345, 'twelve thousand three hundred forty-five'],
    [1_234_567, 'one million two hundred thirty-four thousand five hundred sixty-seven'],
  ])('%d is "%s"', (value, words) => {
    expect(numberInWords(value, 'en')).toBe(words);
  });
});

describe('amountInWords', () => {
  it('writes the bank letter’s line, the minor part only when there is one', () => {
    expect(amountInWords(1234550, 'USD')).toBe('Yalnız on iki bin üç yüz kırk beş ABD Doları elli sent');
    expect(amountInWords(0, 'TL')).toBe('Yalnız sıfır Türk Lirası');
    expect(amountInWords(100, 'TL')).toBe('Yalnız bir Türk Lirası');
    expect(amountInWords(1, 'TL')).toBe('Yalnız sıfır Türk Lirası bir kuruş');
    expect(amountInWords(100000, 'TL')).toBe('Yalnız bin Türk Lirası');
    expect(amountInWords(100_000_000, 'EURO')).toBe('Yalnız bir milyon Euro');
    expect(amountInWords(123456789, 'GBP')).toBe(
      'Yalnız bir milyon iki yüz otuz dört bin beş yüz altmış yedi İngiliz Sterlini seksen dokuz peni',
    );
    expect(amountInWords(1099n, 'EURO')).toBe('Yalnız on Euro doksan dokuz sent');
  });

  it('names every currency the app has, in both languages', () => {
    for (const currency of CURRENCIES) {
      expect(amountInWords(1100, currency)).toMatch(/^Yalnız on bir \S/);
      expect(amountInWords(1101, currency, 'en')).toMatch(/^Eleven .+ and one \S+ only$/);
    }
    expect(amountInWords(1234550, 'USD', 'en')).toBe('Twelve thousand three hundred forty-five US Dollars and fifty cents only');
  });

  it('refuses a negative amount', () => {
    expect(() => amountInWords(-1, 'TL')).toThrow(RangeError);
  });
});

describe('proposeRef', () => {
  it('numbers per year, one past the highest, four digits at least', () => {
    expect(proposeRef([], 2026)).toBe('BT-2026-0001');
    expect(proposeRef(['BT-2026-0001', 'BT-2026-0007', 'BT-2025-0042', 'ÖZEL-1'], 2026)).toBe('BT-2026-0008');
    expect(proposeRef(['BT-2025-0042'], 2025)).toBe('BT-2025-0043');
    expect(proposeRef(['bt-2026-9999'], 2026)).toBe('BT-2026-10000');
  });
});

describe('bank order schema and state', () => {
  const body = {
    ref: 'bt-2026-0001',
    tarih: '2026-03-02',
    miktar: '12345.50',
    dovizCinsi: 'USD',
    sirket: '0195f3a0-0000-7000-8000-000000000001',
    sirketBankaSelection: 'TR29 0006 4000 0011 2345 6789 01',
    cariBankaSelection: 'TR330006100519786457841326',
    cariHesap: '0195f3a0-0000-7000-8000-000000000002',
  };

  it('reads the amount in minor units, the ref in capitals, and optional links as null', () => {
    const out = v.parse(bankOrderSchema, body);
    expect(out).toMatchObject({
      ref: 'BT-2026-0001',
      miktar: 1234550,
      sablon: 'yurtici-tl',
      talimatFile: null,
      fatura: null,
      nakitAkis: null,
    });
    expect(v.parse(bankOrderSchema, { ...body, talimatFile: { _id: body.sirket } }).talimatFile).toBe(body.sirket);
  });

  it('a draft, signed with its letter, paid with its payment', () => {
    expect(bankOrderState({ talimatFile: null, nakitAkis: null })).toBe('taslak');
    expect(bankOrderState({ talimatFile: { _id: 'x' }, nakitAkis: null })).toBe('imzali');
    expect(bankOrderState({ talimatFile: { _id: 'x' }, nakitAkis: 'y' })).toBe('odendi');
  });

  it('names bank accounts by IBAN, else account number, spaces and case aside', () => {
    expect(bankAccountKey({ iban: 'tr33 0006 1005', hesapNumarasi: '1' })).toBe('TR3300061005');
    expect(bankAccountKey({ iban: '', hesapNumarasi: '12 34' })).toBe('1234');
    const banks = [{ iban: 'TR330006100519786457841326' }, { hesapNumarasi: '777' }];
    expect(findBankAccount(banks, 'tr33 0006 1005 1978 6457 8413 26')).toBe(banks[0]);
    expect(findBankAccount(banks, '777')).toBe(banks[1]);
    expect(findBankAccount(banks, '')).toBeUndefined();
    expect(templateOfCurrency('TL')).toBe('yurtici-tl');
    expect(templateOfCurrency('EURO')).toBe('swift-doviz');
  });
});

describe('bankOrderLetter', () => {
  const company = {
    isim: 'Karadeniz Denizcilik A.Ş.',
    adres: 'Tuzla, İstanbul',
    bankalar: [
      {
        hesapAdi: 'USD hesabı',
        dovizCinsi: 'USD' as const,
        bankaIsmi: 'Türkiye İş Bankası',
        hesapEkNumarasi: 'Tuzla Şubesi',
        iban: 'TR290006400000112345678901',
        swiftCode: 'ISBKTRIS',
      },
      { hesapAdi: 'TL hesabı', dovizCinsi: 'TL' as const, bankaIsmi: 'Akbank', iban: 'TR910004600000460011223344', swiftCode: 'AKBKTRIS' },
    ],
  };
  const account = {
    unvan: 'Hamburg Ship Supply GmbH',
    adres: 'Hafenstraße 1',
    il: 'Hamburg',
    ulke: 'Almanya',
    bankalar: [
      { hesapAdi: 'EUR', dovizCinsi: 'USD' as const, bankaIsmi: 'Commerzbank', iban: 'DE89370400440532013000', swiftCode: 'COBADEFF' },
      { hesapAdi: 'TL', dovizCinsi: 'TL' as const, bankaIsmi: 'Ziraat', iban: 'TR330006100519786457841326', swiftCode: 'TCZBTR2A' },
    ],
  };
  const order = {
    ref: 'BT-2026-0001',
    tarih: '2026-03-02',
    miktar: 1234550,
    dovizCinsi: 'USD' as const,
    aciklama: 'Fatura 2026/17 ödemesi',
    sablon: 'swift-doviz' as const,
    sirketBankaSelection: 'TR290006400000112345678901',
    cariBankaSelection: 'DE89370400440532013000',
  };

  it('a SWIFT letter: both banks, figures in Turkish format, words in Turkish and English', () => {
    const letter = bankOrderLetter(order, company, account);
    expect(letter).toMatchObject({
      english: true,
      letterhead: { isim: 'Karadeniz Denizcilik A.Ş.', adres: 'Tuzla, İstanbul' },
      tarih: '02.03.2026',
      ref: 'BT-2026-0001',
      bank: { bankaIsmi: 'Türkiye İş Bankası', sube: 'Tuzla Şubesi' },
      debit: { iban: 'TR29 0006 4000 0011 2345 6789 01', swiftCode: 'ISBKTRIS' },
      beneficiary: {
        unvan: 'Hamburg Ship Supply GmbH',
        adres: 'Hafenstraße 1, Hamburg, Almanya',
        bankaIsmi: 'Commerzbank',
        iban: 'DE89 3704 0044 0532 0130 00',
        swiftCode: 'COBADEFF',
      },
      amountFigures: '12.345,50',
      amountWords: 'Yalnız on iki bin üç yüz kırk beş ABD Doları elli sent',
      amountWordsEnglish: 'Twelve thousand three hundred forty-five US Dollars and fifty cents only',
      purpose: 'Fatura 2026/17 ödemesi',
    });
    expect(letter.bodyTr).toContain('SWIFT');
    expect(letter.bodyEn).toContain('USD 12,345.50');
  });

  it('a domestic TL letter: EFT / havale, Turkish only', () => {
    const letter = bankOrderLetter(
      {
        ...order,
        dovizCinsi: 'TL',
        miktar: 100000,
        sablon: 'yurtici-tl',
        sirketBankaSelection: 'TR910004600000460011223344',
        cariBankaSelection: 'TR330006100519786457841326',
      },
      company,
      account,
    );
    expect(letter).toMatchObject({
      english: false,
      amountFigures: '1.000,00',
      amountWords: 'Yalnız bin Türk Lirası',
      amountWordsEnglish: '',
      bodyEn: '',
    });
    expect(letter.bodyTr).toContain('EFT / havale');
    expect(letter.bodyTr).toContain('TR33 0006 1005 1978 6457 8413 26');
  });

  it('refuses selections that name no bank account', () => {
    expect(() => bankOrderLetter({ ...order, cariBankaSelection: 'NOPE' }, company, account)).toThrow();
  });

  it('formats figures, dates and IBANs without floats', () => {
    expect(turkishAmount(123456789)).toBe('1.234.567,89');
    expect(turkishAmount(5)).toBe('0,05');
    expect(englishAmount(123456789)).toBe('1,234,567.89');
    expect(letterDate('2026-12-31')).toBe('31.12.2026');
    expect(printedIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
