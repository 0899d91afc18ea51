import { describe, expect, it } from 'vitest';
import {
  acceptanceFlows,
  allocateSplit,
  balancesAgainstBooks,
  bankChargeBooking,
  bankChargeWrites,
  bankChargeBillInput,
  booksBalance,
  splitBillsForLine,
  splitProgress,
  splitSettles,
  type BookFlow,
  type SplitSourceBill,
} from '../../src/domain/statements/reconcile';
import { lineFlows } from '../../src/domain/kinds/statement';
import { billSchema } from '../../src/domain/bill';
import * as v from 'valibot';

describe('allocateSplit', () => {
  it('spreads an exact sum over the bills, each paid in full', () => {
    // 1.500,00 + 2.250,50 + 749,50 = 4.500,00
    const items = [
      { id: 'a', kalan: 150_000 },
      { id: 'b', kalan: 225_050 },
      { id: 'c', kalan: 74_950 },
    ];
    expect(allocateSplit(450_000, items)).toEqual({
      parts: [
        { id: 'a', tutar: 150_000 },
        { id: 'b', tutar: 225_050 },
        { id: 'c', tutar: 74_950 },
      ],
      artan: 0,
      eksik: 0,
    });
    expect(splitSettles(-450_000, items)).toBe(true);
  });

  it('pays in order, the last reached bill in part, and says what is left open or over', () => {
    // 3.000,00 over 1.000,00, 2.500,00, 400,00: 1.000,00 + 2.000,00, the third not reached; 900,00 left open.
    const items = [
      { id: 'a', kalan: 100_000 },
      { id: 'b', kalan: 250_000 },
      { id: 'c', kalan: 40_000 },
    ];
    expect(allocateSplit(-300_000, items)).toEqual({
      parts: [
        { id: 'a', tutar: 100_000 },
        { id: 'b', tutar: 200_000 },
      ],
      artan: 0,
      eksik: 90_000,
    });
    expect(splitSettles(300_000, items)).toBe(false);
    // 500,00 over 120,00 and 80,01: 299,99 beyond them.
    expect(
      allocateSplit(50_000, [
        { id: 'a', kalan: 12_000 },
        { id: 'b', kalan: 8_001 },
      ]),
    ).toEqual({
      parts: [
        { id: 'a', tutar: 12_000 },
        { id: 'b', tutar: 8_001 },
      ],
      artan: 29_999,
      eksik: 0,
    });
  });

  it('refuses a non-integer amount', () => {
    expect(() => allocateSplit(10.5, [])).toThrow();
  });
});

describe('bankChargeBooking', () => {
  it('a collection short by the bank charge: the bill paid in full, the charge booked', () => {
    // Bill 10.000,00, received 9.987,50: the bank kept 12,50.
    expect(bankChargeBooking(998_750, 1_000_000)).toEqual({ akis: 1_000_000, masraf: 1_250 });
  });
  it('a payment with the charge on top', () => {
    // Bill 2.000,00, paid −2.007,50: 7,50 charge.
    expect(bankChargeBooking(-200_750, 200_000)).toEqual({ akis: 200_000, masraf: 750 });
  });
  it('more money than the bill is an income (negative charge)', () => {
    expect(bankChargeBooking(100_050, 100_000)).toEqual({ akis: 100_000, masraf: -50 });
    expect(bankChargeBooking(-100_000, 100_000)).toEqual({ akis: 100_000, masraf: 0 });
  });
});

describe('balances against the books', () => {
  const flows: BookFlow[] = [
    { tarih: '2026-11-01', tip: 'tahsilat', miktar: 50_000 },
    { tarih: '2026-11-05', tip: 'odeme', miktar: 20_000 },
    { tarih: '2026-11-09', tip: 'tahsilat', miktar: 7_500 },
    { tarih: '2026-10-31', tip: 'tahsilat', miktar: 999_999 },
  ];

  it('booksBalance: the opening plus the flows from its day to the date', () => {
    // 1.000,00 + 500,00 − 200,00 = 1.300,00 on the 7th; + 75,00 on the 9th.
    expect(booksBalance({ tarih: '2026-11-01', bakiye: 100_000 }, flows, '2026-11-07')).toBe(130_000);
    expect(booksBalance({ tarih: '2026-11-01', bakiye: 100_000 }, flows, '2026-11-09')).toBe(137_500);
  });

  it('each account and closing date with the difference', () => {
    const statements = [
      {
        _id: '1',
        hesap: 'TR1',
        acilisTarihi: '2026-11-01',
        acilisBakiyesi: 100_000,
        kapanisTarihi: '2026-11-07',
        kapanisBakiyesi: 130_000,
      },
      // The bank has 12,50 of charges the books do not: 1.375,00 − 12,50 = 1.362,50.
      {
        _id: '2',
        hesap: 'TR1',
        acilisTarihi: '2026-11-08',
        acilisBakiyesi: 130_000,
        kapanisTarihi: '2026-11-14',
        kapanisBakiyesi: 136_250,
      },
      { _id: '3', hesap: 'TR2', acilisTarihi: null, acilisBakiyesi: null, kapanisTarihi: '2026-11-14', kapanisBakiyesi: 5 },
    ];
    expect(balancesAgainstBooks(statements, (hesap) => (hesap === 'TR1' ? flows : []))).toEqual([
      { hesap: 'TR1', tarih: '2026-11-14', banka: 136_250, defter: 137_500, fark: -1_250 },
      { hesap: 'TR1', tarih: '2026-11-07', banka: 130_000, defter: 130_000, fark: 0 },
    ]);
  });
});

describe('acceptanceFlows', () => {
  const line = { sirket: 's', tarih: '2026-12-01', tutar: -300_000, dovizCinsi: 'USD', aciklama: 'EFT GIDEN F-1 F-2', referans: 'REF-9' };
  it('one payment per bill of a split, the parts adding up to the line', () => {
    const flows = acceptanceFlows(line, [
      { cariHesap: 'a', fatura: 'f1', tutar: 100_000 },
      { cariHesap: 'a', fatura: 'f2', tutar: 200_000 },
    ]);
    expect(flows.map((flow) => [flow.tip, flow.miktar, flow.fatura, flow.odemeYontemi, flow.tarih])).toEqual([
      ['odeme', 100_000, 'f1', 'havale', '2026-12-01'],
      ['odeme', 200_000, 'f2', 'havale', '2026-12-01'],
    ]);
    expect(flows[0]!.aciklama).toBe('REF-9 EFT GIDEN F-1 F-2');
  });
  it('nothing when the parts do not add up, a collection for money in', () => {
    expect(acceptanceFlows(line, [{ cariHesap: 'a', fatura: '', tutar: 299_999 }])).toEqual([]);
    expect(acceptanceFlows({ ...line, tutar: 5 }, [{ cariHesap: 'a', fatura: '', tutar: 5 }])[0]).toMatchObject({
      tip: 'tahsilat',
      fatura: null,
    });
  });
});

describe('bankChargeWrites', () => {
  const line = {
    sirket: 's',
    tarih: '2026-12-03',
    tutar: 998_750,
    dovizCinsi: 'USD',
    aciklama: 'HAVALE GELEN F-9',
    referans: '',
    bankaReferansi: 'BNK-1',
  };
  it('a charge the bank kept: a bill under the code and its payment, 12,50 each', () => {
    const { masraf } = bankChargeBooking(line.tutar, 1_000_000);
    const writes = bankChargeWrites(line, masraf, { cariHesap: 'bank', butceKodu: 'code' })!;
    expect(writes.fatura).toMatchObject({
      tip: 'gelen',
      faturaProformaNo: 'MASRAF-BNK-1',
      cariHesap: 'bank',
      butceKodu: 'code',
      tutar: 1_250,
    });
    expect(writes.odeme).toMatchObject({ tip: 'odeme', miktar: 1_250, cariHesap: 'bank', odemeYontemi: 'havale', tarih: '2026-12-03' });
  });
  it('nothing without a charge or a setting', () => {
    expect(bankChargeWrites(line, 0, { cariHesap: 'bank', butceKodu: 'code' })).toBeNull();
    expect(bankChargeWrites(line, -50, { cariHesap: 'bank', butceKodu: 'code' })).toBeNull();
    expect(bankChargeWrites(line, 50, { cariHesap: '', butceKodu: 'code' })).toBeNull();
  });
});

describe('a hand split', () => {
  const bill = (fields: Partial<SplitSourceBill> & Pick<SplitSourceBill, '_id' | 'odenecek' | 'odenen'>): SplitSourceBill => ({
    tip: 'giden',
    dovizCinsi: 'USD',
    faturaProformaNo: fields._id.toUpperCase(),
    tarih: '2026-11-10',
    ...fields,
  });
  const bills = [
    bill({ _id: 'b3', odenecek: 30_000, odenen: 0, tarih: '2026-11-12' }),
    bill({ _id: 'b1', odenecek: 125_050, odenen: 25_050, tarih: '2026-11-01' }),
    bill({ _id: 'b2', odenecek: 20_000, odenen: 20_000 }),
    bill({ _id: 'tl', odenecek: 10_000, odenen: 0, dovizCinsi: 'TL' }),
    bill({ _id: 'in', odenecek: 10_000, odenen: 0, tip: 'gelen' }),
  ];

  it('offers the account’s open bills of the line’s currency and direction, the oldest first, with what is open of each', () => {
    expect(splitBillsForLine({ tutar: 130_000, dovizCinsi: 'USD' }, bills)).toEqual([
      { id: 'b1', faturaProformaNo: 'B1', tarih: '2026-11-01', kalan: 100_000 },
      { id: 'b3', faturaProformaNo: 'B3', tarih: '2026-11-12', kalan: 30_000 },
    ]);
    // Money out: our purchases.
    expect(splitBillsForLine({ tutar: -10_000, dovizCinsi: 'USD' }, bills).map((item) => item.id)).toEqual(['in']);
  });

  it('runs the picked sum and the remainder; only an exact sum settles the line, each bill its own part', () => {
    // 1.300,00 over 1.000,00 + 300,00.
    const open = splitBillsForLine({ tutar: 130_000, dovizCinsi: 'USD' }, bills);
    expect(splitProgress(130_000, [])).toEqual({ secilen: 0, kalan: 130_000 });
    expect(splitProgress(130_000, open.slice(0, 1))).toEqual({ secilen: 100_000, kalan: 30_000 });
    expect(splitSettles(130_000, open.slice(0, 1))).toBe(false);
    expect(splitProgress(130_000, open)).toEqual({ secilen: 130_000, kalan: 0 });
    expect(splitSettles(130_000, open)).toBe(true);
    expect(allocateSplit(130_000, open).parts).toEqual([
      { id: 'b1', tutar: 100_000 },
      { id: 'b3', tutar: 30_000 },
    ]);
    // A payment of 1.200,00 against the same picks: 100,00 too much, not settled.
    expect(splitProgress(-120_000, open)).toEqual({ secilen: 130_000, kalan: -10_000 });
    expect(splitSettles(-120_000, open)).toBe(false);
  });
});

describe('a bank charge’s bill', () => {
  it('is a valid bill of one line under the code, no VAT, one plan row of the charge', () => {
    const code = '0b4c8b1e-7c1d-4c55-9d55-1e2f3a4b5c6d';
    const bank = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    const writes = bankChargeWrites(
      {
        sirket: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
        tarih: '2026-12-02',
        tutar: -10_075,
        dovizCinsi: 'USD',
        aciklama: 'EKS-701',
        referans: '',
        bankaReferansi: 'ACC-3',
      },
      75,
      { cariHesap: bank, butceKodu: code },
    )!;
    const input = bankChargeBillInput(writes, 'Banka masrafı');
    expect(input).toMatchObject({
      tip: 'gelen',
      faturaProformaNo: 'MASRAF-ACC-3',
      cariHesap: bank,
      kalemler: [{ butceKodu: code, miktar: '1', birimFiyat: '0.75', kdv: '0' }],
      odemePlani: [{ tarih: '2026-12-02', miktar: '0.75' }],
    });
    const parsed = v.safeParse(billSchema, { ...input, faturaFile: '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d' });
    expect((parsed.issues ?? []).map((issue) => issue.path?.map((step) => step.key).join('.'))).toEqual([]);
  });
});

describe('lineFlows', () => {
  it('reads the list, else the single form kept from before it', () => {
    expect(lineFlows({ nakitAkis: 'a', eslesme: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(lineFlows({ nakitAkis: 'a', eslesme: [] })).toEqual(['a']);
    expect(lineFlows({ nakitAkis: 'a' })).toEqual(['a']);
    expect(lineFlows({ nakitAkis: '', eslesme: [] })).toEqual([]);
  });
});
