import { readFileSync } from 'node:fs';
import fontkit from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { bankOrderLetter } from '../../src/domain/bank-order-letter';
import { letterPdf } from '../../src/features/bank-orders/letter-pdf';
import { pdfText } from '../support/pdf-text';

// The letter's PDF, made as the device makes it, read back through its ToUnicode map.

const font = readFileSync('src/ui/fonts/DejaVuSans-LatinTR.ttf');
const company = {
  isim: 'Karadeniz Denizcilik A.Ş.',
  adres: 'Aydınlı Mah. Tersaneler Cad. No: 12, Tuzla, İstanbul',
  bankalar: [
    {
      hesapAdi: 'USD',
      dovizCinsi: 'USD' as const,
      bankaIsmi: 'Türkiye İş Bankası',
      hesapEkNumarasi: 'Tuzla',
      iban: 'TR290006400000112345678901',
      swiftCode: 'ISBKTRIS',
    },
  ],
};
const account = {
  unvan: 'Hamburg Ship Supply GmbH',
  adres: 'Hafenstraße 1',
  il: 'Hamburg',
  ulke: 'Almanya',
  bankalar: [
    { hesapAdi: 'USD', dovizCinsi: 'USD' as const, bankaIsmi: 'Commerzbank', iban: 'DE89370400440532013000', swiftCode: 'COBADEFF' },
  ],
};
const order = {
  ref: 'BT-2026-0001',
  tarih: '2026-03-02',
  miktar: 1234550,
  dovizCinsi: 'USD' as const,
  aciklama: 'Fatura 2026/17 — kumanya ödemesi (ğüşıöç ĞÜŞİÖÇ)',
  sablon: 'swift-doviz' as const,
  sirketBankaSelection: 'TR290006400000112345678901',
  cariBankaSelection: 'DE89370400440532013000',
};

describe('the letter PDF', () => {
  it('is one A4 page whose text carries the IBANs, the amount in words and Turkish letters', async () => {
    const bytes = await letterPdf(bankOrderLetter(order, company, account), font);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Karadeniz Denizcilik A.Ş.');
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
    expect(text).toContain('TR29 0006 4000 0011 2345 6789 01');
    expect(text.replace(/\n/g, ' ')).toContain('Yalnız on iki bin üç yüz kırk beş ABD Doları elli sent');
    expect(text).toContain('12.345,50 USD');
    expect(text).toContain('ğüşıöç ĞÜŞİÖÇ');
    expect(text).toContain('COBADEFF');
  });

  it('has a font with every Turkish letter, the currency signs and the punctuation a letter uses (the subset of scripts/subset-font.sh)', () => {
    const face = fontkit.create(font);
    const wanted = 'ÇĞİÖŞÜçğıöşüâîûÂÎÛ₺€£$%&§°±×÷0123456789.,;:!?\'"()[]/-–—‘’“”„…•«»№';
    expect([...wanted].filter((ch) => !('hasGlyphForCodePoint' in face && face.hasGlyphForCodePoint(ch.codePointAt(0)!)))).toEqual([]);
  });

  it('is made, with a box for each letter, when a name is in a script the font lacks', async () => {
    const bytes = await letterPdf(bankOrderLetter(order, company, { ...account, unvan: 'ООО Морские Линии' }), font);
    expect(await pdfText(bytes)).toContain('Hamburg');
  });
});
