import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wageSheetMinor } from '../../src/domain/payroll';
import { mlcAccount } from '../../src/domain/payroll-mlc';
import { mlcPdf } from '../../src/features/payroll/mlc-pdf';
import { pdfText } from '../support/pdf-text';

// A seafarer's monthly account of wages (docs/areas/payroll.md §7): MODULES' worked line (1,650.00
// a month for 20 of 31 days = 1,064.52) with an advance of 100.00, as the PDF the device makes.

const font = readFileSync('src/ui/fonts/DejaVuSans-LatinTR.ttf');
const line = wageSheetMinor({
  sirket: 'gemi-a',
  donem: '2026-01',
  gorevlendirmeler: [
    {
      _id: 'w',
      personel: 'p',
      sirket: 'gemi-a',
      binisTarihi: '2026-01-12',
      inisTarihi: null,
      ucretKalemleri: [
        { tur: 'temel', tutar: 90_000, dovizCinsi: 'USD' },
        { tur: 'sabit-mesai', tutar: 45_000, dovizCinsi: 'USD' },
        { tur: 'izin', tutar: 24_000, dovizCinsi: 'USD' },
        { tur: 'harclik', tutar: 6_000, dovizCinsi: 'USD' },
      ],
      fazlaMesaiSaatUcreti: 0,
    },
  ],
  satirlar: [{ gorevlendirme: 'w', kesintiler: [{ tur: 'avans', tutar: 10_000 }] }],
}).satirlar[0]!;
const particulars = {
  name: 'Ali Çağlar Öztürk',
  seamansBook: 'IST-100037',
  ship: 'M/V Ege Yıldızı',
  imo: '9321483',
  rank: 'Usta Gemici',
  period: '01.2026',
  signOn: '12.01.2026',
  signOff: '',
  rate: '',
};

describe('mlcAccount', () => {
  it('lists the parts for the days, the deductions, the totals and the balance, in both languages', () => {
    const account = mlcAccount(line, particulars);
    expect(account.earnings.map((row) => [row.label.en, row.tutar])).toEqual([
      ['Basic wage', 58_065n],
      ['Fixed overtime', 29_032n],
      ['Leave pay', 15_484n],
      ['Allowance', 3_871n],
    ]);
    expect(account.totalEarnings.tutar).toBe(106_452n);
    expect(account.deductions.map((row) => [row.label.tr, row.tutar])).toEqual([['Avans (gemide nakit)', 10_000n]]);
    expect(account.balance.tutar).toBe(96_452n);
    expect(account.particulars.find((row) => row.label.en === 'Days')?.value).toBe('20');
  });

  it('prints on one A4 page with every label in Turkish and English and the amounts', async () => {
    const text = await pdfText(await mlcPdf(mlcAccount(line, particulars), font, 'tr'));
    for (const expected of [
      'Aylık Ücret Hesap Dökümü',
      'Monthly Account of Wages',
      'Ali Çağlar Öztürk',
      'Gemi Adamı Cüzdanı No / Seafarer',
      '9321483',
      'Temel ücret / Basic wage',
      '580,65 USD',
      '1.064,52 USD',
      'Ödenecek bakiye / Balance payable',
      '964,52 USD',
      'Kaptan / Master',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
