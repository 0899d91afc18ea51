import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/data/i18n';
import { messages as english } from '../../src/locales/en/app.po';
import { reportById } from '../../src/features/reports/catalog';
import { tableCsv } from '../../src/features/reports/export-csv';
import type { ReportData } from '../../src/domain/reports/inputs';

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

beforeEach(() => i18n.activate('tr'));

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
    i18n.load('en', english);
    i18n.activate('en');
    const main = build().tables[0]!;
    expect(main.columns.map((column) => column.label)).toContain('Exchange Difference');
    expect(main.rows.all()[1]!.cells).toMatchObject({ faturaKuru: 'No rate', durum: 'No rate' });
  });
});
