import { describe, expect, it } from 'vitest';
import { csvMoney, displayCell } from '../../src/features/reports/cell-format';
import { exportName, tableCsv } from '../../src/features/reports/export-csv';
import { sheetName } from '../../src/features/reports/export-xlsx';
import { rowList, type ReportTableModel } from '../../src/features/reports/report-model';

// What the report exports write (issue 14): CSV for Turkish Excel and the XLSX sheet's name.

const table: ReportTableModel = {
  id: 'main',
  columns: [
    { key: 'tarih', label: 'Tarih', kind: 'date' },
    { key: 'cari', label: 'Cari Hesap', kind: 'text' },
    { key: 'ay', label: 'Ay', kind: 'month' },
    { key: 'adet', label: 'Adet', kind: 'count' },
    { key: 'tutar', label: 'Tutar', kind: 'money' },
  ],
  rows: rowList([
    { id: '1', cells: { tarih: '2026-03-01', cari: 'Deniz; "Liman" A.Ş.', ay: '2026-03', adet: 2, tutar: 123456789 } },
    { id: '2', cells: { tarih: null, cari: 'Ege', ay: '2026-04', adet: 1, tutar: -5 } },
  ]),
  totals: [{ id: 't', cells: { tarih: null, cari: 'Toplam', ay: null, adet: 3, tutar: 123456784 } }],
};

describe('report exports', () => {
  it('CSV: BOM, semicolons, Turkish decimals without grouping, dates as 31.12.2026, totals last', () => {
    expect(tableCsv(table)).toBe(
      '\uFEFFTarih;Cari Hesap;Ay;Adet;Tutar\r\n' +
        '01.03.2026;"Deniz; ""Liman"" A.Ş.";03.2026;2;1234567,89\r\n' +
        ';Ege;04.2026;1;-0,05\r\n' +
        ';Toplam;;3;1234567,84\r\n',
    );
  });
  it('formats money from minor units with integer arithmetic', () => {
    expect(csvMoney(0)).toBe('0,00');
    expect(csvMoney(-123456)).toBe('-1234,56');
    expect(displayCell('money', 123456789)).toBe('1.234.567,89');
    expect(displayCell('date', '2026-12-31')).toBe('31.12.2026');
  });
  it('names files and sheets within what Excel accepts', () => {
    expect(sheetName('Çek / Kredi Ödeme Raporu')).toBe('Çek - Kredi Ödeme Raporu');
    expect(sheetName('A'.repeat(40))).toHaveLength(31);
    expect(exportName('Çek / Kredi Ödeme Raporu', '2026-01-01', '2026-12-31')).toBe('Cek-Kredi-Odeme-Raporu_2026-01-01_2026-12-31');
    expect(exportName('Yıl Sonu Gelir Gider Raporu', '2026-01-01', '2026-12-31')).toBe('Yil-Sonu-Gelir-Gider-Raporu_2026-01-01_2026-12-31');
  });
});
