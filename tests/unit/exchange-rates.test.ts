import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { exchangeDifference, rateFor, rateLookup, tlEquivalent, toTl, type RateRow } from '../../src/domain/exchange-rates';
import { parseTcmbBulletin } from '../../src/domain/tcmb-bulletin';

// docs/areas/exchange-rates.md, worked by hand: rates in ten-thousandths of a lira, amounts in kuruş / cents.
describe('toTl', () => {
  it('1.234,56 USD at 34,5678 is 42.676,02 TL (42.676,023168 rounded to the kuruş)', () => {
    expect(toTl(123456, 345678)).toBe(4267602);
  });
  it('0,50 EUR at 37,4950 is 18,75 TL (18,7475 rounded half away from zero)', () => {
    expect(toTl(50, 374950)).toBe(1875);
  });
  it('half a kuruş rounds away from zero on both sides', () => {
    expect(toTl(5, 1000)).toBe(1);
    expect(toTl(-5, 1000)).toBe(-1);
    expect(toTl(4, 1000)).toBe(0);
  });
  it('refuses a TL figure beyond the largest exact amount', () => {
    expect(() => toTl(10 ** 15, 400000)).toThrow('tooLarge');
  });
});

describe('rateFor', () => {
  const rates: RateRow[] = [
    { tarih: '2026-11-24', dovizCinsi: 'USD', dovizAlis: 341000 },
    { tarih: '2026-11-25', dovizCinsi: 'USD', dovizAlis: 342000 },
    { tarih: '2026-11-25', dovizCinsi: 'EURO', dovizAlis: 395000 },
    { tarih: '2026-11-27', dovizCinsi: 'USD', dovizAlis: 344000 },
  ];
  it('is the latest bulletin dated before the document, never the same day’s', () => {
    expect(rateFor(rates, '2026-11-26', 'USD')).toEqual({ tarih: '2026-11-25', dovizAlis: 342000 });
    expect(rateFor(rates, '2026-11-27', 'USD')).toEqual({ tarih: '2026-11-25', dovizAlis: 342000 });
  });
  it('over a weekend, a Monday document takes Friday’s bulletin', () => {
    expect(rateFor(rates, '2026-11-30', 'USD')).toEqual({ tarih: '2026-11-27', dovizAlis: 344000 });
  });
  it('over a public holiday, a document takes the last bulletin before it (no bulletin on 29 October, a Thursday)', () => {
    const holiday: RateRow[] = [
      { tarih: '2026-10-27', dovizCinsi: 'USD', dovizAlis: 338000 },
      { tarih: '2026-10-28', dovizCinsi: 'USD', dovizAlis: 338500 },
      { tarih: '2026-10-30', dovizCinsi: 'USD', dovizAlis: 339200 },
    ];
    // Republic Day: a document of the holiday and one of the day after both take the 28th's bulletin;
    // the Monday after takes Friday the 30th's.
    expect(rateFor(holiday, '2026-10-29', 'USD')).toEqual({ tarih: '2026-10-28', dovizAlis: 338500 });
    expect(rateFor(holiday, '2026-10-30', 'USD')).toEqual({ tarih: '2026-10-28', dovizAlis: 338500 });
    expect(rateFor(holiday, '2026-11-02', 'USD')).toEqual({ tarih: '2026-10-30', dovizAlis: 339200 });
    expect(rateLookup(holiday)('2026-10-30', 'USD')).toEqual(rateFor(holiday, '2026-10-30', 'USD'));
  });
  it('is missing before the first bulletin and for an unrated currency; TL is 1', () => {
    expect(rateFor(rates, '2026-11-24', 'USD')).toBeNull();
    expect(rateFor(rates, '2026-11-26', 'GBP')).toBeNull();
    expect(rateFor(rates, '2026-11-26', 'TL')).toEqual({ tarih: '2026-11-26', dovizAlis: 10000 });
  });
});

describe('exchangeDifference', () => {
  it('1.000 USD billed at 34,0000 and settled at 34,5000: a receivable gains 500,00 TL, a payable loses it', () => {
    expect(exchangeDifference('giden', 100000, 340000, 345000)).toEqual({ tlAtBill: 3400000, tlAtPayment: 3450000, fark: 50000 });
    expect(exchangeDifference('gelen', 100000, 340000, 345000)).toEqual({ tlAtBill: 3400000, tlAtPayment: 3450000, fark: -50000 });
  });
});

describe('parseTcmbBulletin', () => {
  const xml = readFileSync(new URL('../fixtures/tcmb-today.xml', import.meta.url), 'utf8');
  it('reads our three currencies of a bulletin, EUR as EURO, in ten-thousandths of a lira', () => {
    expect(parseTcmbBulletin(xml)).toEqual({
      tarih: '2026-11-26',
      bulten: '2026/224',
      kurlar: [
        { dovizCinsi: 'USD', dovizAlis: 345678, dovizSatis: 346301, efektifAlis: 345436, efektifSatis: 346820 },
        { dovizCinsi: 'EURO', dovizAlis: 374950, dovizSatis: 375626, efektifAlis: 374688, efektifSatis: 376189 },
        { dovizCinsi: 'GBP', dovizAlis: 441021, dovizSatis: 443320, efektifAlis: 440712, efektifSatis: 443985 },
      ],
    });
  });
  it('divides by the unit: 22,8711 TL per 100 units is 0,2287 per unit', () => {
    const perHundred = xml.replace('<Unit>1</Unit>\n\t\t\t<Isim>ABD DOLARI</Isim>', '<Unit>100</Unit>\n\t\t\t<Isim>ABD DOLARI</Isim>');
    expect(parseTcmbBulletin(perHundred)?.kurlar[0]).toMatchObject({ dovizAlis: 3457, dovizSatis: 3463 });
  });
  it('refuses a file that is not a bulletin, lacks a rate of ours, or carries a DOCTYPE', () => {
    expect(parseTcmbBulletin('<Invoice/>')).toBeNull();
    expect(parseTcmbBulletin(xml.replace('<ForexBuying>37.4950</ForexBuying>', '<ForexBuying></ForexBuying>'))).toBeNull();
    expect(parseTcmbBulletin(xml.replace('CurrencyCode="GBP"', 'CurrencyCode="CHF"'))).toBeNull();
    expect(parseTcmbBulletin(xml.replace('Tarih="26.11.2026"', 'Tarih="31.11.2026"'))).toBeNull();
    expect(parseTcmbBulletin(xml.replace('<?xml-stylesheet', '<!DOCTYPE x><?xml-stylesheet'))).toBeNull();
  });
});

describe('tlEquivalent', () => {
  const rates: RateRow[] = [
    { tarih: '2026-11-24', dovizCinsi: 'USD', dovizAlis: 341000 },
    { tarih: '2026-11-25', dovizCinsi: 'EURO', dovizAlis: 395123 },
  ];
  it('is the amount at the document’s rate, rounded half away from zero to the kuruş', () => {
    // 1.000,00 USD × 34,1000 = 34.100,00 TL.
    expect(tlEquivalent(rates, '2026-11-25', 'USD', 100000)).toEqual({ tl: 3410000, rate: { tarih: '2026-11-24', dovizAlis: 341000 } });
    // 12,34 EUR × 39,5123 = 487,581782 → 487,58 TL; −12,34 → −487,58.
    expect(tlEquivalent(rates, '2026-11-26', 'EURO', 1234)?.tl).toBe(48758);
    expect(tlEquivalent(rates, '2026-11-26', 'EURO', -1234)?.tl).toBe(-48758);
  });
  it('a TL amount is itself', () => {
    expect(tlEquivalent([], '2026-11-26', 'TL', 4567)?.tl).toBe(4567);
  });
  it('is missing (null, never 0) without an earlier bulletin of the currency', () => {
    expect(tlEquivalent(rates, '2026-11-24', 'USD', 100000)).toBeNull();
    expect(tlEquivalent(rates, '2026-11-26', 'GBP', 100000)).toBeNull();
  });
});

describe('rateLookup', () => {
  it('answers as rateFor does: weekends, the first day, a missing currency, TL, in any order of the rates', () => {
    const rates: RateRow[] = [
      { tarih: '2026-11-26', dovizCinsi: 'USD', dovizAlis: 345678 },
      { tarih: '2026-11-20', dovizCinsi: 'USD', dovizAlis: 341234 },
      { tarih: '2026-11-23', dovizCinsi: 'USD', dovizAlis: 342000 },
      { tarih: '2026-11-20', dovizCinsi: 'EURO', dovizAlis: 370000 },
    ];
    const lookup = rateLookup(rates);
    for (let day = 15; day <= 30; day += 1) {
      const date = `2026-11-${String(day).padStart(2, '0')}`;
      for (const currency of ['USD', 'EURO', 'GBP', 'TL'] as const) {
        expect(lookup(date, currency), `${date} ${currency}`).toEqual(rateFor(rates, date, currency));
        // Asked again: the remembered answer.
        expect(lookup(date, currency)).toEqual(rateFor(rates, date, currency));
      }
    }
  });
});
