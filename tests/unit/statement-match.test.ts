import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { companySchema, statementToleranceOf } from '../../src/domain/company';
import { parseCamt053 } from '../../src/domain/statements/camt053';
import {
  compact,
  matchStatementLine,
  matchStatementLines,
  textKeys,
  type MatchAccount,
  type MatchBankOrder,
  type MatchBill,
  type MatchCashFlow,
  type MatchInstrument,
  type MatchLine,
  type OpenItems,
} from '../../src/domain/statements/match';
import { parseMt940 } from '../../src/domain/statements/mt940';
import type { ParsedStatement } from '../../src/domain/statements/statement';

// matchStatementLine's five rules, in their order (docs/areas/bank-statements.md §3), on lines read
// from the hand-written statements and on lines written here, against a small book of hand-picked
// figures: two customers, two suppliers, their open bills, a bank order, cheques and cash flows.

const IBAN = {
  akdeniz: 'TR200001000123400005678912',
  korfez: 'TR430006701000000012345678',
  marmara: 'TR350001200987600001122334',
  nordic: 'DE89370400440532013000',
};

const cariler: MatchAccount[] = [
  { _id: 'akdeniz', unvan: 'Akdeniz Tahıl Ticaret A.Ş.', bankalar: [] },
  { _id: 'korfez', unvan: 'Körfez Kumanya Ltd. Şti.', bankalar: [{ iban: IBAN.korfez }] },
  { _id: 'marmara', unvan: 'Marmara Yakıt A.Ş.', bankalar: [{ iban: IBAN.marmara }] },
  { _id: 'nordic', unvan: 'Nordic Bulk Carriers AS', bankalar: [{ iban: IBAN.nordic }] },
];
// A customer's IBAN is known from the statements (the account form keeps suppliers' only): its bank account here.
cariler[0] = { ...cariler[0]!, bankalar: [{ iban: IBAN.akdeniz }] };

const bill = (fields: Partial<MatchBill> & Pick<MatchBill, '_id' | 'faturaProformaNo' | 'cariHesap' | 'kalan'>): MatchBill => ({
  tip: 'giden',
  tarih: '2026-11-15',
  dovizCinsi: 'TL',
  ...fields,
});

const faturalar: MatchBill[] = [
  bill({ _id: 'b412', faturaProformaNo: 'FT-2026-000412', cariHesap: 'akdeniz', kalan: 4_850_000 }),
  bill({ _id: 'b415', faturaProformaNo: 'FT-2026-000415', cariHesap: 'akdeniz', kalan: 995_080 }),
  bill({ _id: 'b431', faturaProformaNo: 'FT-2026-000431', cariHesap: 'akdeniz', kalan: 1_000_000, tarih: '2026-11-01' }),
  bill({ _id: 'b432', faturaProformaNo: 'FT-2026-000432', cariHesap: 'akdeniz', kalan: 825_000, tarih: '2026-11-02' }),
  bill({ _id: 'b433', faturaProformaNo: 'FT-2026-000433', cariHesap: 'akdeniz', kalan: 333_000, tarih: '2026-11-03' }),
  bill({ _id: 'b-paid', faturaProformaNo: 'FT-2026-000400', cariHesap: 'akdeniz', kalan: 0 }),
  bill({ _id: 'kk118', tip: 'gelen', faturaProformaNo: 'KK-2026-118', cariHesap: 'korfez', kalan: 1_575_000 }),
  bill({ _id: 'myk118', tip: 'gelen', faturaProformaNo: 'MYK2026000000118', cariHesap: 'marmara', kalan: 4_037_500 }),
  bill({ _id: 'myk119', tip: 'gelen', faturaProformaNo: 'MYK2026000000119', cariHesap: 'marmara', kalan: 4_037_500 }),
  bill({ _id: 'nb117', faturaProformaNo: 'INV-2026-0117', cariHesap: 'nordic', kalan: 450_050, dovizCinsi: 'USD' }),
];

const talimatlar: MatchBankOrder[] = [
  {
    _id: 'bt31',
    ref: 'BT-2026-0031',
    tarih: '2026-11-30',
    miktar: 1_575_000,
    dovizCinsi: 'TL',
    cariHesap: 'korfez',
    fatura: 'kk118',
    nakitAkis: null,
  },
  {
    _id: 'bt30',
    ref: 'BT-2026-0030',
    tarih: '2026-11-20',
    miktar: 990_000,
    dovizCinsi: 'TL',
    cariHesap: 'korfez',
    fatura: null,
    nakitAkis: 'nf-9',
  },
];

const cekSenetler: MatchInstrument[] = [
  {
    _id: 'cek1',
    seriNo: '7781234',
    yon: 'alinan',
    durum: 'tahsile-verildi',
    vadeTarihi: '2026-12-02',
    miktar: 2_000_000,
    dovizCinsi: 'TL',
    cariHesap: 'akdeniz',
  },
  {
    _id: 'cek2',
    seriNo: '0045871',
    yon: 'verilen',
    durum: 'verildi',
    vadeTarihi: '2026-12-02',
    miktar: 300_000,
    dovizCinsi: 'TL',
    cariHesap: 'korfez',
  },
  {
    _id: 'cek3',
    seriNo: '5550001',
    yon: 'alinan',
    durum: 'tahsil-edildi',
    vadeTarihi: '2026-12-02',
    miktar: 2_000_000,
    dovizCinsi: 'TL',
    cariHesap: 'akdeniz',
  },
];

const flow = (fields: Partial<MatchCashFlow> & Pick<MatchCashFlow, '_id' | 'tarih' | 'miktar' | 'cariHesap'>): MatchCashFlow => ({
  tip: 'tahsilat',
  dovizCinsi: 'TL',
  fatura: null,
  ...fields,
});

const nakitAkislari: MatchCashFlow[] = [
  // Typed by hand two days before the bank booked it: linked, not recorded again.
  flow({ _id: 'nf-412', tarih: '2026-11-29', miktar: 4_850_000, cariHesap: 'akdeniz', fatura: 'b412' }),
  // The same amount four days off: not the line's.
  flow({ _id: 'nf-old', tarih: '2026-11-27', miktar: 4_850_000, cariHesap: 'akdeniz' }),
  // A collection of an account the line does not name, of the amount of an unmatched line.
  flow({ _id: 'nf-free', tarih: '2026-12-04', miktar: 77_700, cariHesap: 'nordic' }),
];

const open: OpenItems = { faturalar, talimatlar, cekSenetler, nakitAkislari, cariler };

const line = (fields: Partial<MatchLine> & Pick<MatchLine, 'tutar'>): MatchLine => ({
  tarih: '2026-12-01',
  aciklama: '',
  referans: '',
  bankaReferansi: '',
  karsiTaraf: { ad: '', iban: '' },
  dovizCinsi: 'TL',
  ...fields,
});

const fixture = (name: string) => readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url), 'utf8');
const withCurrency = (statement: ParsedStatement): MatchLine[] =>
  statement.satirlar.map((item) => ({ ...item, dovizCinsi: statement.dovizCinsi ?? 'TL' }));
function mt940Lines(): MatchLine[] {
  const result = parseMt940(fixture('garanti-tl.sta'));
  if (!result.ok) throw new Error(result.error);
  return result.ekstreler.flatMap(withCurrency);
}
function camtLines(name: string): MatchLine[] {
  const result = parseCamt053(fixture(name));
  if (!result.ok) throw new Error(result.error);
  return result.ekstreler.flatMap(withCurrency);
}

describe('what a text names', () => {
  it('a number written with dashes, spaces, slashes or accents is one key; runs of up to four words are tried', () => {
    expect(compact('FT-2026/000412')).toBe('ft2026000412');
    expect(compact('Körfez Kumanya Ltd. Şti.')).toBe('korfezkumanyaltdsti');
    const keys = textKeys('ODEME NO FT 2026 000412 NOLU');
    expect(keys.has('ft2026000412')).toBe(true);
    expect(keys.has('odemenoft2026000412')).toBe(false);
    // Two characters are in every text: not a key.
    expect(textKeys('A 12 B').has('12')).toBe(false);
  });
});

describe('rule 1: the text names an open item of exactly the amount', () => {
  it('a bill number in an MT940 line (a multi-line :86:) → matched, and the cash flow typed by hand two days before is linked', () => {
    const result = matchStatementLine(mt940Lines()[0]!, open);
    expect(result).toEqual({
      durum: 'eslesti',
      kural: 1,
      neden: 'referans',
      tip: 'tahsilat',
      adaylar: [
        {
          cariHesap: 'akdeniz',
          parcalar: [{ koleksiyon: 'fatura', _id: 'b412', fatura: null, tutar: 4_850_000 }],
          fark: 0,
          nakitAkis: 'nf-412',
        },
      ],
      cariHesapTahmini: null,
      nakitAkis: null,
    });
  });

  it('without a cash flow within ±3 days, the match records a new one (nakitAkis null)', () => {
    const later = matchStatementLine({ ...mt940Lines()[0]!, tarih: '2026-12-03' }, open);
    expect(later.adaylar[0]!.nakitAkis).toBeNull();
    // Three days is still the line's.
    const third = matchStatementLine({ ...mt940Lines()[0]!, tarih: '2026-12-02' }, open);
    expect(third.adaylar[0]!.nakitAkis).toBe('nf-412');
  });

  it("a bank order's ref → matched on the order (which pays its bill), counted once when the bill's number is named too", () => {
    const byRef = matchStatementLine(mt940Lines()[1]!, open);
    expect(byRef).toMatchObject({ durum: 'eslesti', kural: 1, tip: 'odeme' });
    expect(byRef.adaylar[0]!.parcalar).toEqual([{ koleksiyon: 'bankaTalimat', _id: 'bt31', fatura: 'kk118', tutar: 1_575_000 }]);
    const both = matchStatementLine(line({ tutar: -1_575_000, aciklama: 'KK-2026-118 BT-2026-0031' }), open);
    expect(both.durum).toBe('eslesti');
    expect(both.adaylar.map((candidate) => candidate.parcalar[0]!._id)).toEqual(['bt31']);
  });

  it("a cheque's serial → matched on the cheque; an issued one by a debit", () => {
    const received = matchStatementLine(line({ tutar: 2_000_000, aciklama: 'CEK TAHSIL 7781234 NOLU' }), open);
    expect(received).toMatchObject({ durum: 'eslesti', kural: 1 });
    expect(received.adaylar[0]!.parcalar[0]).toMatchObject({ koleksiyon: 'cekSenet', _id: 'cek1' });
    const issued = matchStatementLine(line({ tutar: -300_000, aciklama: 'TAKAS CEK 0045871' }), open);
    expect(issued.adaylar[0]!.parcalar[0]).toMatchObject({ koleksiyon: 'cekSenet', _id: 'cek2' });
  });

  it('in camt.053 a bill number in RmtInf/Ustrd; in USD a referred document', () => {
    const [, debit] = camtLines('camt053-001-02-garanti.xml');
    const result = matchStatementLine(debit!, open);
    expect(result).toMatchObject({ durum: 'eslesti', kural: 1 });
    expect(result.adaylar[0]!.parcalar[0]!._id).toBe('myk118');
    const [usd] = camtLines('camt053-001-08-two-statements.xml');
    expect(matchStatementLine(usd!, open).adaylar[0]!.parcalar[0]!._id).toBe('nb117');
  });

  it('only items of the line’s currency and direction, still open, count', () => {
    // A debit naming a customer's bill, the same bill named in USD, a paid bill, a collected cheque, a paid order.
    expect(matchStatementLine(line({ tutar: -4_850_000, aciklama: 'FT-2026-000412' }), open).kural).toBe(5);
    expect(matchStatementLine(line({ tutar: 4_850_000, aciklama: 'FT-2026-000412', dovizCinsi: 'USD' }), open).kural).toBe(5);
    expect(matchStatementLine(line({ tutar: 100_000, aciklama: 'FT-2026-000400' }), open).kural).toBe(5);
    expect(matchStatementLine(line({ tutar: 2_000_000, aciklama: 'CEK 5550001' }), open).kural).toBe(5);
    expect(matchStatementLine(line({ tutar: -990_000, aciklama: 'BT-2026-0030' }), open).kural).toBe(5);
  });

  it('two named items of the amount → suggested, both offered', () => {
    const result = matchStatementLine(line({ tutar: -4_037_500, aciklama: 'MYK2026000000118 MYK2026000000119' }), open);
    expect(result).toMatchObject({ durum: 'onerildi', kural: 1, neden: 'referans' });
    expect(result.adaylar.map((candidate) => candidate.parcalar[0]!._id).sort()).toEqual(['myk118', 'myk119']);
  });
});

describe('rule 2: the counterparty’s IBAN is an account’s', () => {
  it('one open item of the amount → matched', () => {
    const result = matchStatementLine(line({ tutar: 300_000, karsiTaraf: { ad: '', iban: IBAN.akdeniz } }), open);
    // 3,000.00 is none of Akdeniz's items… but 8,250.00 is b432's.
    expect(result.kural).toBe(5);
    const b432 = matchStatementLine(line({ tutar: 825_000, aciklama: 'NAVLUN', karsiTaraf: { ad: '', iban: IBAN.akdeniz } }), open);
    expect(b432).toMatchObject({ durum: 'eslesti', kural: 2, neden: 'iban' });
    expect(b432.adaylar[0]!.parcalar[0]!._id).toBe('b432');
  });

  it('two or more → suggested, the user picks (the camt debit to Marmara without a bill number)', () => {
    const [, debit] = camtLines('camt053-001-02-garanti.xml');
    const result = matchStatementLine({ ...debit!, aciklama: 'MGO BEDELI' }, open);
    expect(result).toMatchObject({ durum: 'onerildi', kural: 2, neden: 'iban', tip: 'odeme' });
    expect(result.adaylar.map((candidate) => candidate.parcalar[0]!._id).sort()).toEqual(['myk118', 'myk119']);
  });

  it('a bill and the bank order that pays it are one item', () => {
    const result = matchStatementLine(line({ tutar: -1_575_000, karsiTaraf: { ad: '', iban: IBAN.korfez } }), open);
    expect(result).toMatchObject({ durum: 'eslesti', kural: 2 });
    expect(result.adaylar[0]!.parcalar[0]!._id).toBe('bt31');
  });

  it('rule 1 comes first: a named item wins over the IBAN’s others', () => {
    const result = matchStatementLine(
      line({ tutar: -4_037_500, aciklama: 'MYK2026000000119', karsiTaraf: { ad: '', iban: IBAN.marmara } }),
      open,
    );
    expect(result).toMatchObject({ durum: 'eslesti', kural: 1 });
    expect(result.adaylar[0]!.parcalar[0]!._id).toBe('myk119');
  });
});

describe('rule 3: a named item within the tolerance', () => {
  it('0,80 less than the bill (the MT940 line of FT-2026-000415) → suggested, the difference a bank charge', () => {
    const result = matchStatementLine(mt940Lines()[3]!, open);
    expect(result).toMatchObject({ durum: 'onerildi', kural: 3, neden: 'tolerans', tip: 'tahsilat' });
    expect(result.adaylar).toEqual([
      { cariHesap: 'akdeniz', parcalar: [{ koleksiyon: 'fatura', _id: 'b415', fatura: null, tutar: 995_080 }], fark: -80, nakitAkis: null },
    ]);
  });

  it('a payment the bank charged 0,75 on top of → the charge is negative too', () => {
    const result = matchStatementLine(line({ tutar: -1_575_075, aciklama: 'KK-2026-118' }), open);
    expect(result).toMatchObject({ kural: 3, durum: 'onerildi' });
    expect(result.adaylar[0]).toMatchObject({ fark: -75, parcalar: [{ _id: 'kk118', tutar: 1_575_000 }] });
  });

  it('the company’s tolerance: exactly at it is within, a kuruş past it is not', () => {
    expect(matchStatementLine(line({ tutar: 995_000, aciklama: 'FT-2026-000415' }), open, { tolerans: 80 }).kural).toBe(3);
    expect(matchStatementLine(line({ tutar: 995_000, aciklama: 'FT-2026-000415' }), open, { tolerans: 79 }).kural).toBe(5);
    // The default is 1.00.
    expect(matchStatementLine(line({ tutar: 994_980, aciklama: 'FT-2026-000415' }), open).kural).toBe(3);
    expect(matchStatementLine(line({ tutar: 994_979, aciklama: 'FT-2026-000415' }), open).kural).toBe(5);
  });

  it('the company’s ekstreToleransi: 1,50 off is suggested with 2,00, unmatched with the default 1,00', () => {
    const offBy150 = line({ tutar: 994_930, aciklama: 'FT-2026-000415' });
    const wide = matchStatementLine(offBy150, open, { tolerans: statementToleranceOf({ ekstreToleransi: 200 }) });
    expect(wide).toMatchObject({ durum: 'onerildi', kural: 3, neden: 'tolerans' });
    expect(wide.adaylar[0]).toMatchObject({ fark: -150, parcalar: [{ _id: 'b415', tutar: 995_080 }] });
    expect(matchStatementLine(offBy150, open, { tolerans: statementToleranceOf({}) })).toMatchObject({ durum: 'eslesmedi', kural: 5 });
    expect(matchStatementLine(offBy150, open, { tolerans: statementToleranceOf(null) }).kural).toBe(5);
  });

  it('the company form’s tolerance text is read to minor units, 1,00 when absent or empty, never a float', () => {
    const base = { isim: 'A', tip: 'B', gemi: { adi: 'G', imo: '9074729', bayrak: 'TR' }, bankalar: [] };
    const read = (ekstreToleransi?: string | number) =>
      v.parse(companySchema, ekstreToleransi === undefined ? base : { ...base, ekstreToleransi }).ekstreToleransi;
    expect(read('2.00')).toBe(200);
    expect(read('1.5')).toBe(150);
    expect(read(0.1)).toBe(10);
    expect(read('')).toBe(100);
    expect(read()).toBe(100);
    expect(v.safeParse(companySchema, { ...base, ekstreToleransi: '0.001' }).success).toBe(false);
    expect(v.safeParse(companySchema, { ...base, ekstreToleransi: '-1' }).success).toBe(false);
    expect(v.safeParse(companySchema, { ...base, ekstreToleransi: '1000.01' }).success).toBe(false);
  });

  it('rule 2 comes first: an exact item of the IBAN’s account wins over a named one within the tolerance', () => {
    const result = matchStatementLine(
      line({ tutar: 1_000_000, aciklama: 'FT-2026-000415', karsiTaraf: { ad: '', iban: IBAN.akdeniz } }),
      open,
      { tolerans: 5_000 },
    );
    expect(result).toMatchObject({ kural: 2, durum: 'eslesti' });
    expect(result.adaylar[0]!.parcalar[0]!._id).toBe('b431');
  });
});

describe('rule 4: several open items of one account add up to the amount', () => {
  it('the IBAN’s account: a split over two bills, the oldest first', () => {
    const result = matchStatementLine(line({ tutar: 1_825_000, karsiTaraf: { ad: '', iban: IBAN.akdeniz } }), open);
    expect(result).toMatchObject({ durum: 'onerildi', kural: 4, neden: 'bolme' });
    expect(result.adaylar).toEqual([
      {
        cariHesap: 'akdeniz',
        parcalar: [
          { koleksiyon: 'fatura', _id: 'b431', fatura: null, tutar: 1_000_000 },
          { koleksiyon: 'fatura', _id: 'b432', fatura: null, tutar: 825_000 },
        ],
        fark: 0,
        nakitAkis: null,
      },
    ]);
  });

  it('the bills the text names first, without an IBAN', () => {
    const result = matchStatementLine(line({ tutar: 1_158_000, aciklama: 'FT-2026-000432 VE FT-2026-000433 ODEMESI' }), open);
    expect(result).toMatchObject({ kural: 4 });
    expect(result.adaylar[0]!.parcalar.map((item) => item._id)).toEqual(['b432', 'b433']);
  });

  it('the counterparty’s name (ASCII, cut by the bank) when there is no IBAN, and never one item alone', () => {
    const result = matchStatementLine(line({ tutar: 2_158_000, karsiTaraf: { ad: 'AKDENIZ TAHIL TICARET', iban: '' } }), open);
    expect(result).toMatchObject({ kural: 4 });
    expect(result.adaylar[0]!.parcalar.map((item) => item._id)).toEqual(['b431', 'b432', 'b433']);
  });
});

describe('rule 5: unmatched', () => {
  it('the account guessed from the IBAN, else from the name; none for a bank charge', () => {
    expect(matchStatementLine(line({ tutar: 12_345, karsiTaraf: { ad: '', iban: IBAN.marmara } }), open)).toEqual({
      durum: 'eslesmedi',
      kural: 5,
      neden: 'yok',
      tip: 'tahsilat',
      adaylar: [],
      cariHesapTahmini: 'marmara',
      nakitAkis: null,
    });
    expect(matchStatementLine(line({ tutar: -12_345, karsiTaraf: { ad: 'KORFEZ KUMANYA LTD STI', iban: '' } }), open)).toMatchObject({
      tip: 'odeme',
      cariHesapTahmini: 'korfez',
    });
    expect(matchStatementLine(mt940Lines()[2]!, open)).toMatchObject({ durum: 'eslesmedi', cariHesapTahmini: null, nakitAkis: null });
  });

  it('a cash flow already recorded of that amount within ±3 days is offered to link (never a second one)', () => {
    const result = matchStatementLine(line({ tutar: 77_700, tarih: '2026-12-05', aciklama: 'HAVALE' }), open);
    expect(result).toMatchObject({ durum: 'eslesmedi', cariHesapTahmini: null, nakitAkis: 'nf-free' });
    // Of the guessed account only, when there is a guess.
    expect(
      matchStatementLine(line({ tutar: 77_700, tarih: '2026-12-05', karsiTaraf: { ad: '', iban: IBAN.marmara } }), open).nakitAkis,
    ).toBeNull();
  });
});

describe('matchStatementLines', () => {
  it('a cash flow linked by one line is not offered to the next', () => {
    const twice = [line({ tutar: 77_700, tarih: '2026-12-05' }), line({ tutar: 77_700, tarih: '2026-12-05' })];
    expect(matchStatementLines(twice, open).map((result) => result.nakitAkis)).toEqual(['nf-free', null]);
    expect(matchStatementLines(twice, open, { bagliNakitAkislari: new Set(['nf-free']) }).map((result) => result.nakitAkis)).toEqual([
      null,
      null,
    ]);
  });

  it('the whole MT940 file: each line’s rule', () => {
    expect(matchStatementLines(mt940Lines(), open).map((result) => [result.kural, result.durum])).toEqual([
      [1, 'eslesti'],
      [1, 'eslesti'],
      [5, 'eslesmedi'],
      [3, 'onerildi'],
      [5, 'eslesmedi'],
      [5, 'eslesmedi'],
    ]);
  });
});
