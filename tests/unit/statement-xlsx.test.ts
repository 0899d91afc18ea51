import { describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { parseDelimited, parseTableStatement, SAMPLE_MAPPINGS } from '../../src/domain/statements/csv-mapping';
import { cellText, delimitedOfRows, isZip, xlsxAsDelimited } from '../../src/domain/statements/xlsx';

describe('an XLSX bank export', () => {
  it('reads the first sheet as text and through the bank mapping into lines', async () => {
    // A Yapı Kredi-like export: a title, the IBAN, the header, two rows (one a date cell), a total.
    const text_ = (value: string) => (value ? { type: String, value } : null);
    const data: SheetData = [
      [text_('HESAP HAREKETLERİ')],
      [text_('IBAN'), text_('TR290006400000112345678901')],
      ['İşlem Tarihi', 'Açıklama', 'Borç', 'Alacak', 'Bakiye'].map(text_),
      ['01.12.2026', 'EFT GIDEN; F-1', '1.250,50', '', '8.749,50'].map(text_),
      [
        { type: Date, value: new Date(Date.UTC(2026, 11, 2)), format: 'dd.mm.yyyy' },
        text_('HAVALE "GELEN"'),
        null,
        { type: Number, value: 300.25 },
        text_('9.049,75'),
      ],
      ['TOPLAM', '', '1.250,50', '300,25'].map(text_),
    ];
    const buffer = await writeXlsxFile(data).toBuffer();
    const bytes = new Uint8Array(buffer);
    expect(isZip(bytes)).toBe(true);
    const text = await xlsxAsDelimited(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const rows = parseDelimited(text, ';');
    expect(rows[3]).toEqual(['01.12.2026', 'EFT GIDEN; F-1', '1.250,50', '', '8.749,50']);
    // The date cell is its day number: 2026-12-02 is day 46,358 since 1899-12-30.
    expect(rows[4]![0]).toBe('46358');
    expect(rows[4]![1]).toBe('HAVALE "GELEN"');
    expect(rows[4]![3]).toBe('300.25');

    const parsed = parseTableStatement(rows, SAMPLE_MAPPINGS.yapikredi, {});
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [statement] = parsed.ekstreler;
    expect(statement!.satirlar.map((line) => [line.tarih, line.tutar])).toEqual([
      ['2026-12-01', -125_050],
      ['2026-12-02', 30_025],
    ]);
  });

  it('cells as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(1900, 0, 1)))).toBe('2');
    expect(delimitedOfRows([['a;b', 'c"d', '']])).toBe('"a;b";"c""d";');
  });
});
