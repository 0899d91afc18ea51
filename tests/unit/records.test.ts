import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountKind, accountSchema } from '../../src/domain/account';
import { billRecordOf, billSchema, storedBillOf } from '../../src/domain/bill';
import { bankOrderKind, bankOrderSchema } from '../../src/domain/bank-order';
import { cashFlowKind, cashFlowSchema } from '../../src/domain/cash-flow';
import { recordOfWrite } from '../../src/domain/kinds/record';
import { SCALES, toMinor } from '../../src/domain/money';
import { budgetCodeKind } from '../../src/domain/kinds/budget-code';
import { assignmentSchema } from '../../src/domain/personnel';
import { formValuesOf, recordOnDevice, recordOnWire, writeInputOf } from '../../src/domain/records/form-input';

// One record, mapped once (issue 40): the write's stored shape, the record of the API and the
// device, the form's values and the write input all come from src/domain/records.

const FILE = { _id: '0190a0b0-0000-7000-8000-000000000001', name: 'f.pdf', type: 'application/pdf', size: 10, path: '/api/file/x' };
const SIRKET = '0190a0b0-0000-7000-8000-0000000000a1';
const CARI = '0190a0b0-0000-7000-8000-0000000000b1';
const KOD = '0190a0b0-0000-7000-8000-0000000000c1';
/** What the bill, the cash flow and the bank order below share: date, currency, company, account, note. */
const COMMON = { tarih: '2026-01-31', dovizCinsi: 'TL', sirket: SIRKET, cariHesap: CARI, aciklama: '' };

describe('toMinor', () => {
  it('reads a major-unit figure as an integer at its scale, from its decimal text', () => {
    expect(toMinor(1234.56)).toBe(123456);
    expect(toMinor(0.1)).toBe(10);
    expect(toMinor('18500')).toBe(1850000);
    expect(toMinor(1.5, SCALES.quantity)).toBe(1500);
    expect(toMinor(-0.05)).toBe(-5);
  });

  it('refuses what is not a decimal of its scale: never 0', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinor(1.234)).toThrow(RangeError);
    expect(() => toMinor(undefined as unknown as number)).toThrow(RangeError);
  });
});

describe('bill records', () => {
  const fields = v.parse(billSchema, {
    tip: 'gelen',
    faturaTip: 'fatura',
    faturaProformaNo: 'A-1',
    ...COMMON,
    kalemler: [
      { id: 'l1', butceKodu: KOD, adi: 'Yakıt', aciklama: '', miktar: '2', birim: 'adet', birimFiyat: '10.5', iskonto: '0', kdv: '20' },
    ],
    odemePlani: [{ id: 'p1', tarih: '2026-01-31', miktar: '25.2' }],
    taksitSayisi: 1,
    faturaFile: FILE._id,
  });

  it('stores the figures as integers and answers them in major units (recordOnWire)', () => {
    const stored = storedBillOf(fields, FILE, () => 'new');
    expect(stored).toMatchObject({
      sirket: SIRKET,
      cariHesap: CARI,
      odenecekTutar: 2520,
      odemeTip: 'pesin',
      faturaProformaNoKey: expect.any(String),
    });
    expect(stored.kalemler[0]).toMatchObject({ miktar: 2000, birimFiyat: 105000, kdv: 20000, kdvTutari: 420, tutar: 2520 });
    const record = recordOnWire('fatura', billRecordOf('b1', stored));
    expect(record).toMatchObject({ _id: 'b1', sirket: SIRKET, cariHesap: CARI, faturaFile: FILE, odemeTip: 'pesin' });
    expect(record.kalemler[0]).toMatchObject({ miktar: 2, birimFiyat: 10.5, kdv: 20, kdvTutari: 4.2, tutar: 25.2 });
    expect(record.toplamlar).toEqual({
      araToplam: 21,
      toplamIskontoTutar: 0,
      indirimliTutar: 21,
      toplamKdvTutar: 4.2,
      odenecekTutar: 25.2,
    });
    expect(record).not.toHaveProperty('faturaProformaNoKey');
  });

  it('gives rows without an id a new one', () => {
    const stored = storedBillOf({ ...fields, kalemler: [{ ...fields.kalemler[0]!, id: '' }] }, FILE, () => 'new');
    expect(stored.kalemler[0]?.id).toBe('new');
  });

  it('is kept on the device with its figures as integers at their scales, and goes back to the wire unchanged', () => {
    const record = recordOnWire(
      'fatura',
      billRecordOf(
        'b1',
        storedBillOf(fields, FILE, () => 'new'),
      ),
    );
    const device = recordOnDevice('fatura', record);
    expect(device.kalemler[0]).toMatchObject({ miktar: 2000, birimFiyat: 105000, iskonto: 0, kdv: 20000, kdvTutari: 420, tutar: 2520 });
    expect(device.odemePlani).toEqual([{ id: 'p1', tarih: '2026-01-31', miktar: 2520 }]);
    expect(device.toplamlar).toEqual({
      araToplam: 2100,
      toplamIskontoTutar: 0,
      indirimliTutar: 2100,
      toplamKdvTutar: 420,
      odenecekTutar: 2520,
    });
    expect(device.faturaProformaNo).toBe(record.faturaProformaNo);
    expect(recordOnWire('fatura', device)).toEqual(record);
    // A tombstone or a partial body has no figures to convert.
    expect(recordOnDevice('fatura', { _id: 'x', version: 3 })).toEqual({ _id: 'x', version: 3 });
    expect(recordOnWire('nakitAkis', { miktar: 123456, tip: 'odeme' })).toEqual({ miktar: 1234.56, tip: 'odeme' });
  });

  it('maps a record to form values (decimal text) and back to a write the schema reads as the same fields', () => {
    const record = recordOnWire(
      'fatura',
      billRecordOf(
        'b1',
        storedBillOf(fields, FILE, () => 'new'),
      ),
    );
    const values = formValuesOf('fatura', recordOnDevice('fatura', record));
    expect(values.kalemler[0]).toEqual({
      id: 'l1',
      butceKodu: KOD,
      adi: 'Yakıt',
      aciklama: '',
      miktar: '2',
      birim: 'adet',
      birimFiyat: '10.5',
      iskonto: '0',
      kdv: '20',
    });
    expect(values.odemePlani).toEqual([{ id: 'p1', tarih: '2026-01-31', miktar: '25.2' }]);
    expect(values).not.toHaveProperty('toplamlar');
    expect(values).not.toHaveProperty('_id');
    const input = writeInputOf('fatura', record);
    expect(input.kalemler[0]).not.toHaveProperty('tutar');
    expect(v.parse(billSchema, { ...input, faturaFile: FILE._id })).toEqual(fields);
    expect(v.parse(billSchema, { ...values, faturaFile: FILE._id })).toEqual(fields);
  });
});

describe('cash flow and bank order records', () => {
  it('round-trips a cash flow', () => {
    const fields = v.parse(cashFlowSchema, {
      ...COMMON,
      tip: 'odeme',
      miktar: '1234.56',
      fatura: null,
      odemeYontemi: 'havale',
      dekontFile: FILE._id,
    });
    const stored = recordOfWrite(cashFlowKind, 'c1', fields, () => FILE);
    expect(stored).toMatchObject({ miktar: 123456, fatura: null, sirket: SIRKET });
    const record = recordOnWire('nakitAkis', stored);
    expect(record).toMatchObject({ _id: 'c1', miktar: 1234.56, fatura: null, dekontFile: FILE });
    expect(formValuesOf('nakitAkis', recordOnDevice('nakitAkis', record)).miktar).toBe('1234.56');
  });

  it('gives a blank figure (null on the record, nested or not) to the form as blank text, which the schema reads back as null', () => {
    const tour = {
      personel: SIRKET,
      sirket: SIRKET,
      rutbe: 'kaptan',
      binisTarihi: '2026-11-27',
      ucretKalemleri: [{ tur: 'temel', tutar: null, dovizCinsi: 'USD' }],
      fazlaMesaiSaatUcreti: null,
    };
    const values = formValuesOf('gorevlendirme', tour);
    expect(values.fazlaMesaiSaatUcreti).toBe('');
    expect(values.ucretKalemleri).toEqual([{ tur: 'temel', tutar: '', dovizCinsi: 'USD' }]);
    expect(v.parse(assignmentSchema, writeInputOf('gorevlendirme', { ...values, ucretKalemleri: [] })).fazlaMesaiSaatUcreti).toBeNull();
  });

  it('round-trips a bank order without a letter', () => {
    const fields = v.parse(bankOrderSchema, {
      ...COMMON,
      ref: 'R-1',
      miktar: '100',
      sirketBankaSelection: 'TR1',
      cariBankaSelection: 'TR2',
      sablon: 'yurtici-tl',
      talimatFile: null,
      fatura: null,
      nakitAkis: null,
    });
    const stored = recordOfWrite(bankOrderKind, 'o1', fields, () => FILE);
    expect(stored).toEqual({ ...fields, _id: 'o1' });
    expect(stored).toMatchObject({ miktar: 10000, talimatFile: null, sirket: SIRKET, cariHesap: CARI });
    const record = recordOnWire('bankaTalimat', stored);
    expect(record).toMatchObject({ _id: 'o1', miktar: 100, talimatFile: null });
    expect(formValuesOf('bankaTalimat', recordOnDevice('bankaTalimat', record)).miktar).toBe('100');
  });

  it('makes a signed bank order’s record with its letter itself, and its ref in capitals by Turkish rules', () => {
    const fields = v.parse(bankOrderSchema, {
      ...COMMON,
      ref: 'bt-fiş-1',
      miktar: '0.01',
      sirketBankaSelection: 'TR1',
      cariBankaSelection: 'TR2',
      talimatFile: { _id: FILE._id },
    });
    expect(fields).toMatchObject({
      ref: 'BT-FİŞ-1',
      miktar: 1,
      sablon: 'yurtici-tl',
      talimatFile: FILE._id,
      fatura: null,
      nakitAkis: null,
    });
    const record = recordOfWrite(bankOrderKind, 'o2', fields, (path) => (path === 'talimatFile' ? FILE : undefined));
    expect(record.talimatFile).toEqual(FILE);
    const { talimatFile: _letter, ...values } = formValuesOf('bankaTalimat', record);
    expect(v.parse(bankOrderSchema, { ...values, talimatFile: FILE })).toEqual(fields);
  });
});

describe('account and budget code records', () => {
  it('makes an account’s record of its write, its company as sirket, and its form values back', () => {
    const fields = v.parse(accountSchema, {
      cariTip: 'musteri',
      sirket: SIRKET,
      unvan: 'deniz ltd',
      vergiNumarasi: '1234567808',
      ulke: 'Türkiye',
      bankalar: [],
    });
    const record = recordOfWrite(accountKind, 'a1', fields, () => null);
    expect(record).toEqual({ ...fields, _id: 'a1' });
    expect(record).toMatchObject({ sirket: SIRKET, unvan: 'Deniz ltd' });
    expect(formValuesOf('cariHesap', record)).toEqual(fields);
  });

  it('maps a budget code', () => {
    const input = { kod: '740', adi: 'Giderler', tip: 'gider', durum: 'aktif' } as const;
    expect(recordOfWrite(budgetCodeKind, 'k1', input, () => null)).toEqual({ ...input, _id: 'k1' });
    expect(formValuesOf('butceKodu', { ...input, _id: 'k1', version: 3 })).toEqual(input);
  });
});
