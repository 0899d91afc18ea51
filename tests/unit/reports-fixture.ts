import type { ReportBill, ReportData, ReportFilter, ReportFlow } from '../../src/domain/reports/inputs';

// A small fixed book for the report tests, every figure in kuruş / cents. Two companies (A, B),
// two suppliers (S1 in TL, S2 in USD), one customer (C1); a chart with parents and children.

const bill = (id: string, fields: Partial<ReportBill> & Pick<ReportBill, 'tip' | 'tarih' | 'cariHesap' | 'odemePlani'>): ReportBill => ({
  id,
  faturaTip: 'fatura',
  faturaProformaNo: id.toUpperCase(),
  dovizCinsi: 'TL',
  sirket: 'A',
  odenecekTutar: fields.odemePlani.reduce((sum, row) => sum + row.miktar, 0),
  kalemler: [],
  ...fields,
});

const flow = (id: string, fields: Partial<ReportFlow> & Pick<ReportFlow, 'tarih' | 'miktar' | 'cariHesap'>): ReportFlow => ({
  id,
  tip: 'odeme',
  dovizCinsi: 'TL',
  sirket: 'A',
  fatura: null,
  odemeYontemi: 'havale',
  ...fields,
});

export const book: ReportData = {
  accounts: [
    { id: 'S1', unvan: 'Akdeniz Bunker', cariTip: 'tedarikci' },
    { id: 'S2', unvan: 'Liman Acente', cariTip: 'tedarikci' },
    { id: 'C1', unvan: 'Ege Nakliyat', cariTip: 'musteri' },
  ],
  budgetCodes: [
    { id: 'k740', kod: '740', adi: 'Gemi İşletme', tip: 'gider' },
    { id: 'k740.01', kod: '740.01', adi: 'Yakıt', tip: 'gider' },
    { id: 'k741', kod: '741', adi: 'Liman', tip: 'gider' },
    { id: 'k600', kod: '600', adi: 'Navlun', tip: 'gelir' },
    { id: 'k600.01', kod: '600.01', adi: 'Navlun Geliri', tip: 'gelir' },
  ],
  bills: [
    // 1,200.00 TL in two rows; 1,000.00 fuel and 200.00 port dues.
    bill('b1', {
      tip: 'gelen',
      tarih: '2026-01-05',
      cariHesap: 'S1',
      odemePlani: [
        { tarih: '2026-01-05', miktar: 60000 },
        { tarih: '2026-02-05', miktar: 60000 },
      ],
      kalemler: [
        { butceKodu: 'k740.01', tutar: 100000 },
        { butceKodu: 'k741', tutar: 20000 },
      ],
    }),
    bill('b2', {
      tip: 'gelen',
      tarih: '2026-02-10',
      cariHesap: 'S1',
      odemePlani: [{ tarih: '2026-03-10', miktar: 50000 }],
      kalemler: [{ butceKodu: 'k740.01', tutar: 50000 }],
    }),
    // A proforma: paid, but counted in no balance or report total.
    bill('b3', {
      tip: 'gelen',
      faturaTip: 'proforma',
      tarih: '2026-02-15',
      cariHesap: 'S1',
      odemePlani: [{ tarih: '2026-02-15', miktar: 99900 }],
      kalemler: [{ butceKodu: 'k740', tutar: 99900 }],
    }),
    bill('b4', {
      tip: 'gelen',
      tarih: '2026-01-20',
      cariHesap: 'S2',
      sirket: 'B',
      dovizCinsi: 'USD',
      odemePlani: [{ tarih: '2026-01-20', miktar: 30000 }],
      kalemler: [{ butceKodu: 'k741', tutar: 30000 }],
    }),
    bill('b5', {
      tip: 'giden',
      tarih: '2026-01-15',
      cariHesap: 'C1',
      odemePlani: [
        { tarih: '2026-01-15', miktar: 100000 },
        { tarih: '2026-04-15', miktar: 100000 },
      ],
      kalemler: [{ butceKodu: 'k600.01', tutar: 200000 }],
    }),
  ],
  flows: [
    flow('f1', { tarih: '2026-01-05', miktar: 60000, cariHesap: 'S1', fatura: 'b1' }),
    flow('f2', { tarih: '2026-02-20', miktar: 40000, cariHesap: 'S1', fatura: 'b1', odemeYontemi: 'cek' }),
    flow('f3', { tarih: '2026-02-25', miktar: 10000, cariHesap: 'S1', odemeYontemi: 'senet' }),
    flow('f4', { tarih: '2026-02-26', miktar: 99900, cariHesap: 'S1', fatura: 'b3', odemeYontemi: 'kredi-karti' }),
    flow('f5', { tip: 'tahsilat', tarih: '2026-01-20', miktar: 100000, cariHesap: 'C1', fatura: 'b5' }),
    flow('f6', { tarih: '2026-03-01', miktar: 10000, cariHesap: 'S2', sirket: 'B', dovizCinsi: 'USD', fatura: 'b4', odemeYontemi: 'cek' }),
  ],
};

/** February and March 2026, every company, every currency. */
export const febMar: ReportFilter = { sirket: '', from: '2026-02-01', to: '2026-03-31', currency: 'all' };
export const year2026: ReportFilter = { sirket: '', from: '2026-01-01', to: '2026-12-31', currency: 'all' };
