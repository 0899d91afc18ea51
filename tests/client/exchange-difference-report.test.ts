import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/data/i18n';
import { messages as english } from '../../src/locales/en/app.po';
import { messages as englishReports } from '../../src/locales/en/reports.po';
import { reportById } from '../../src/features/reports/catalog';
import { tableCsv } from '../../src/features/reports/export-csv';
import type { ReportData } from '../../src/domain/reports/inputs';
import { rowList, type ReportModel } from '../../src/features/reports/report-model';
import { withTlColumns } from '../../src/features/reports/tl-view';

// The kur farkı report as the frame renders and exports it: TL figures in kuruş, a missing rate
// said in words ("Kur yok") with empty TL cells, never 0.

const data: ReportData = {
  accounts: [{ id: 'alfa', unvan: 'Alfa Denizcilik', cariTip: 'tedarikci' }],
  budgetCodes: [],
  rates: [
    { tarih: '2025-01-09', dovizCinsi: 'USD', dovizAlis: 350000 },
    { tarih: '2025-01-19', dovizCinsi: 'USD', dovizAlis: 365000 },
  ],
  bills: [
    {
      id: 'a',
      tip: 'gelen',
      faturaTip: 'fatura',
      faturaProformaNo: 'A-1',
      tarih: '2025-01-10',
      dovizCinsi: 'USD',
      sirket: 's',
      cariHesap: 'alfa',
      odenecekTutar: 100000,
      odemePlani: [],
      kalemler: [],
    },
    {
      id: 'c',
      tip: 'gelen',
      faturaTip: 'fatura',
      faturaProformaNo: 'C-1',
      tarih: '2025-01-10',
      dovizCinsi: 'EURO',
      sirket: 's',
      cariHesap: 'alfa',
      odenecekTutar: 5000,
      odemePlani: [],
      kalemler: [],
    },
  ],
  flows: [
    {
      id: 'f1',
      tip: 'odeme',
      tarih: '2025-01-20',
      miktar: 40000,
      dovizCinsi: 'USD',
      sirket: 's',
      cariHesap: 'alfa',
      fatura: 'a',
      odemeYontemi: 'havale',
    },
    {
      id: 'f2',
      tip: 'odeme',
      tarih: '2025-01-21',
      miktar: 5000,
      dovizCinsi: 'EURO',
      sirket: 's',
      cariHesap: 'alfa',
      fatura: 'c',
      odemeYontemi: 'havale',
    },
  ],
};

beforeEach(async () => {
  i18n.activate('tr');
  await reportById('kur-farki-raporu').load?.();
});

describe('kur-farki-raporu', () => {
  const build = () =>
    reportById('kur-farki-raporu').build({
      data,
      filter: { sirket: '', from: '2025-01-01', to: '2025-01-31', currency: 'all' },
      account: '',
      today: '2025-02-01',
      i18n,
      companyName: (id) => id,
    });

  it('lists each payment with TL at both rates and the loss; a missing rate is "Kur yok", not 0', () => {
    const main = build().tables[0]!;
    const [paid, missing] = main.rows.all();
    expect(paid!.cells).toMatchObject({
      belge: 'A-1',
      tutar: 40000,
      faturaKuru: '35,0000',
      odemeKuru: '36,5000',
      tlFatura: 1400000,
      tlOdeme: 1460000,
      fark: -60000,
      durum: 'Kur farkı gideri',
    });
    expect(missing!.cells).toMatchObject({
      belge: 'C-1',
      faturaKuru: 'Kur yok',
      odemeKuru: 'Kur yok',
      tlFatura: null,
      tlOdeme: null,
      fark: null,
      durum: 'Kur yok',
    });
    expect(main.totals[0]!.cells).toMatchObject({ tlFatura: 1400000, tlOdeme: 1460000, fark: -60000, durum: 'Kur yok: 1' });
  });

  it('exports the missing TL cells empty and the figures in kuruş as Turkish decimals', () => {
    const csv = tableCsv(build().tables[0]!);
    const lines = csv.split(/\r?\n/);
    expect(lines.find((line) => line.includes('A-1'))).toContain('-600,00');
    const missing = lines.find((line) => line.includes('C-1'))!;
    expect(missing).toContain('Kur yok');
    expect(missing).not.toMatch(/;0,00;/);
  });

  it('sums per account and per month', () => {
    const [, accounts, months] = build().tables;
    expect(accounts!.rows.all()[0]!.cells).toMatchObject({ cari: 'Alfa Denizcilik', adet: 1, fark: -60000, durum: 'Kur yok: 1' });
    expect(months!.rows.all()[0]!.cells).toMatchObject({ ay: '2025-01', fark: -60000 });
  });

  it('speaks English', () => {
    // The reports' texts are their area's catalog (docs/areas/shell.md), beside the screens' shared one.
    i18n.load('en', { ...english, ...englishReports });
    i18n.activate('en');
    const main = build().tables[0]!;
    expect(main.columns.map((column) => column.label)).toContain('Exchange Difference');
    expect(main.rows.all()[1]!.cells).toMatchObject({ faturaKuru: 'No rate', durum: 'No rate' });
  });
});

describe('the reports’ TL view', () => {
  const rates = data.rates!;
  const model: ReportModel = {
    charts: [],
    tables: [
      {
        id: 'main',
        columns: [
          { key: 'tarih', label: 'Tarih', kind: 'date' },
          { key: 'doviz', label: 'Döviz', kind: 'text' },
          { key: 'tutar', label: 'Tutar', kind: 'money' },
          { key: 'hazir', label: 'Hazır', kind: 'money', tl: true },
        ],
        rows: rowList([
          { id: 'usd', cells: { tarih: '2025-01-20', doviz: 'USD', tutar: 40000, hazir: 5 } },
          { id: 'eur', cells: { tarih: '2025-01-20', doviz: 'EURO', tutar: 100, hazir: 5 } },
          { id: 'tl', cells: { tarih: '2025-01-20', doviz: 'TL', tutar: 123, hazir: 5 } },
        ]),
        totals: [{ id: 'total-USD', cells: { tarih: null, doviz: 'USD', tutar: 100000, hazir: null } }],
      },
      {
        id: 'months',
        columns: [
          { key: 'ay', label: 'Ay', kind: 'month' },
          { key: 'doviz', label: 'Döviz', kind: 'text' },
          { key: 'tutar', label: 'Tutar', kind: 'money' },
        ],
        rows: rowList([{ id: 'jan', cells: { ay: '2025-01', doviz: 'USD', tutar: 100 } }]),
        totals: [],
      },
      { id: 'plain', columns: [{ key: 'tutar', label: 'Tutar', kind: 'money' }], rows: rowList([{ cells: { tutar: 1 } }]), totals: [] },
    ],
  };

  it('adds each money column’s TL equivalent at the row’s rate; "Kur yok" and an empty cell without one', () => {
    const [main, months, plain] = withTlColumns(model, rates, '2025-01-31', i18n).tables;
    expect(main!.columns.map((column) => column.key)).toEqual(['tarih', 'doviz', 'tutar', 'tutarTl', 'hazir', 'kurDurumu']);
    const [usd, eur, tl] = main!.rows.all();
    // 400,00 USD on 20.01 at 36,5000 (19.01) = 14.600,00 TL.
    expect(usd!.cells).toMatchObject({ tutarTl: 1460000, kurDurumu: '' });
    expect(eur!.cells).toMatchObject({ tutarTl: null, kurDurumu: 'Kur yok' });
    expect(tl!.cells).toMatchObject({ tutarTl: 123 });
    // A total is valued at the period's end: 1.000,00 USD at 36,5000 = 36.500,00 TL.
    expect(main!.totals[0]!.cells).toMatchObject({ tutarTl: 3650000 });
    // A month's row at the month's last bulletin: 1,00 USD at 36,5000 = 36,50 TL.
    expect(months!.rows.all()[0]!.cells).toMatchObject({ tutarTl: 3650 });
    // A table without a currency column is left as it is.
    expect(plain).toBe(model.tables[2]);
  });
});
