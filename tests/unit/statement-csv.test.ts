import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dateOfCell,
  parseDelimited,
  parseTableStatement,
  SAMPLE_MAPPINGS,
  type StatementMapping,
} from '../../src/domain/statements/csv-mapping';
import {
  amountOfText,
  decodeStatementBytes,
  ibanInText,
  lineDuplicateKeys,
  splitImported,
  statementAccount,
  statementBalanceError,
  tooManyLines,
  type ParsedStatement,
} from '../../src/domain/statements/statement';
import { parseStatementFile, statementKind } from '../../src/domain/statements/parse';

// A bank's CSV/XLSX export through its saved column mapping (docs/areas/bank-statements.md §1.3), the
// amounts' text to minor units, and the rules every format shares (§2, §4): the balance check, the
// duplicate keys, the account check, the limits.

const fixture = (name: string) => readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url), 'utf8');

function statement(rows: readonly (readonly string[])[], mapping: StatementMapping, options = {}): ParsedStatement {
  const result = parseTableStatement(rows, mapping, options);
  if (!result.ok) throw new Error(`not read: ${result.error} at ${result.satir}`);
  return result.ekstreler[0]!;
}

describe('amountOfText: decimal text to minor units without a float', () => {
  it.each([
    ['1.234,56', 123_456],
    ['0,05', 5],
    ['1234', 123_400],
    ['1234,5', 123_450],
    ['-1.234,56', -123_456],
    ['1.234,56-', -123_456],
    ['(1.234,56)', -123_456],
    ['+18.250,00', 1_825_000],
    ['1 234 567,89', 123_456_789],
    ['1.234.567', 123_456_700],
    ['12,50 TL', 1250],
    ['₺ 7.500,00', 750_000],
    ['1234.5', 123_450],
    ['0,10', 10],
  ])('%s (decimal comma) is %d', (text, minor) => {
    expect(amountOfText(text, ',')).toBe(minor);
  });

  it.each([
    ['2,300.00', 230_000],
    ['1234.56', 123_456],
    ['-0.05', -5],
    ['1,234,567', 123_456_700],
  ])('%s (decimal point) is %d', (text, minor) => {
    expect(amountOfText(text, '.')).toBe(minor);
  });

  it.each(['12.34.5', '1,234', '0,001', '1.2345', 'abc', '', '1.23,4.5', '--5'])('%s is no amount with a decimal comma', (text) => {
    // `1,234` and `0,001` have three decimals: refused, never rounded; `1.2345` is no grouping of thousands.
    expect(amountOfText(text, ',')).toBeNull();
  });

  it("a spreadsheet number cell's own text (a dot, one or two decimals) reads as written with a decimal comma", () => {
    expect(amountOfText('1.5', ',')).toBe(150);
    expect(amountOfText('-7500.25', ',')).toBe(-750_025);
    // Three digits after the dot are thousands.
    expect(amountOfText('1.500', ',')).toBe(150_000);
  });

  it('is exact far beyond a float: 9.999.999.999.999,99', () => {
    expect(amountOfText('9.999.999.999.999,99', ',')).toBe(999_999_999_999_999);
    expect(amountOfText('99.999.999.999.999,99', ',')).toBeNull();
  });
});

describe('dates of a mapping', () => {
  it.each([
    ['04.12.2026', 'DD.MM.YYYY', '2026-12-04'],
    ['4.12.2026', 'DD.MM.YYYY', '2026-12-04'],
    ['04.12.26', 'DD.MM.YYYY', '2026-12-04'],
    ['04/12/2026 09:15:02', 'DD/MM/YYYY', '2026-12-04'],
    ['12/04/2026', 'MM/DD/YYYY', '2026-12-04'],
    ['04-12-2026', 'DD-MM-YYYY', '2026-12-04'],
    ['2026-12-04', 'YYYY-MM-DD', '2026-12-04'],
    ['46360', 'DD.MM.YYYY', '2026-12-04'],
  ] as const)('%s in %s is %s', (text, format, date) => {
    expect(dateOfCell(text, format)).toBe(date);
  });

  it.each(['31.11.2026', 'Toplam', '', '2026-12-04'])('%s is no DD.MM.YYYY date', (text) => {
    expect(dateOfCell(text, 'DD.MM.YYYY')).toBeNull();
  });
});

describe('parseDelimited', () => {
  it('guesses the separator, reads quotes, a quote inside quotes, CRLF and a BOM', () => {
    expect(parseDelimited('\uFEFFa;"b;c";"d ""e"""\r\n1;2;3\r\n')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    expect(parseDelimited('a,"1,5",c\nx,y,z')).toEqual([
      ['a', '1,5', 'c'],
      ['x', 'y', 'z'],
    ]);
    expect(parseDelimited('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('parseTableStatement: Garanti BBVA (one signed amount, a header block, a footer)', () => {
  const parsed = statement(parseDelimited(fixture('garanti-hesap-hareketleri.csv')), SAMPLE_MAPPINGS.garanti);

  it('finds the header row by its labels, skips the blank row and the footer, reads the IBAN and currency above the table', () => {
    expect(parsed).toMatchObject({
      format: 'tablo',
      hesap: 'TR570006200011900006298765',
      iban: 'TR570006200011900006298765',
      paraBirimi: 'TL',
      dovizCinsi: 'TL',
      ekstreNo: '',
    });
    expect(parsed.satirlar.map((line) => [line.sira, line.tarih, line.tutar])).toEqual([
      [1, '2026-12-04', 1_825_000],
      [2, '2026-12-04', -750_000],
      [3, '2026-12-05', -1250],
      [4, '2026-12-05', -100_000],
    ]);
  });

  it('reads description, receipt number and the raw row; an amount of 1.000 without decimals', () => {
    expect(parsed.satirlar[0]).toMatchObject({
      valor: '2026-12-04',
      aciklama: 'EFT GELEN AKDENİZ TAHIL TİCARET A.Ş.; FT-2026-000430',
      bankaReferansi: '2026120400015',
      referans: '',
      ham: '04.12.2026\tEFT GELEN AKDENİZ TAHIL TİCARET A.Ş.; FT-2026-000430\tTahsilat\t18.250,00\t158.771,45\t2026120400015',
    });
  });

  it('takes the balances from the running balance column, and they add up', () => {
    expect(parsed.acilisBakiyesi).toEqual({ tarih: '2026-12-04', tutar: 14_052_145 });
    expect(parsed.kapanisBakiyesi).toEqual({ tarih: '2026-12-05', tutar: 15_025_895 });
    expect(statementBalanceError(parsed)).toBeNull();
  });

  it('a running balance that does not follow from the row before is a mismatch, with its row', () => {
    const rows = parseDelimited(fixture('garanti-hesap-hareketleri.csv').replace('151.258,95', '151.258,90'));
    expect(parseTableStatement(rows, SAMPLE_MAPPINGS.garanti)).toEqual({ ok: false, error: 'statementBalanceMismatch', satir: 10 });
  });

  it('a row with a date whose amount cannot be read is refused with its row, not skipped', () => {
    const rows = parseDelimited(fixture('garanti-hesap-hareketleri.csv').replace('-7.500,00', '-7,500.00'));
    expect(parseTableStatement(rows, SAMPLE_MAPPINGS.garanti)).toEqual({ ok: false, error: 'invalidStatementLine', satir: 9 });
  });
});

describe('parseTableStatement: Yapı Kredi (debit and credit columns, newest first, a decimal point)', () => {
  const mapping: StatementMapping = { ...SAMPLE_MAPPINGS.yapikredi, ondalik: '.' };
  const parsed = statement(parseDelimited(fixture('yapikredi-usd.csv')), mapping);

  it('credit − debit is the line; rows put in date order; balances from the running balance', () => {
    expect(parsed.satirlar.map((line) => [line.tarih, line.tutar, line.referans])).toEqual([
      ['2026-12-03', 0, ''],
      ['2026-12-04', 450_050, 'YK-90102'],
      ['2026-12-05', -230_000, 'YK-90113'],
    ]);
    expect(parsed).toMatchObject({
      hesap: 'TR290006400000112345678901',
      dovizCinsi: 'USD',
      acilisBakiyesi: { tutar: 350_000 },
      kapanisBakiyesi: { tutar: 570_050 },
    });
    expect(statementBalanceError(parsed)).toBeNull();
  });
});

describe('parseTableStatement: İş Bankası rows as an XLSX sheet gives them (labelled balances, day numbers, times)', () => {
  const rows = [
    ['TÜRKİYE İŞ BANKASI A.Ş.', '', '', '', ''],
    ['Hesap', 'TR43 0006 7010 0000 0012 3456 78', '', '', ''],
    ['Para Birimi:', 'TL', '', '', ''],
    ['Devreden Bakiye', '', '', '2.000,00', ''],
    ['Tarih/Saat', 'Açıklama', 'İşlem Tutarı', 'Bakiye', 'Karşı Taraf'],
    ['01/12/2026 09:15:02', 'GELEN FAST KÖRFEZ', '500', '', 'KÖRFEZ KUMANYA'],
    ['46358', 'MASRAF', '-0,05', '', ''],
    ['', 'Dönem Toplamı', '499,95', '', ''],
    ['Kapanış Bakiyesi', '', '', '2.499,95', ''],
  ];
  const parsed = statement(rows, SAMPLE_MAPPINGS.isbank);

  it('reads the labelled opening and closing balances, a day number as its date, a time dropped', () => {
    expect(parsed.satirlar.map((line) => [line.tarih, line.tutar, line.karsiTaraf.ad])).toEqual([
      ['2026-12-01', 50_000, 'KÖRFEZ KUMANYA'],
      ['2026-12-02', -5, ''],
    ]);
    expect(parsed).toMatchObject({
      hesap: 'TR430006701000000012345678',
      dovizCinsi: 'TL',
      acilisBakiyesi: { tutar: 200_000 },
      kapanisBakiyesi: { tutar: 249_995 },
    });
    expect(statementBalanceError(parsed)).toBeNull();
  });

  it('without balances in the sheet there is nothing to check; the account given is the statement’s', () => {
    const bare = statement(
      [
        ['Tarih', 'Tutar'],
        ['01.12.2026', '10,00'],
      ],
      { ...SAMPLE_MAPPINGS.garanti },
      { hesap: 'TR57 0006 2000 1190 0006 2987 65', dovizCinsi: 'TL' },
    );
    expect(bare).toMatchObject({ hesap: 'TR570006200011900006298765', dovizCinsi: 'TL', acilisBakiyesi: null, kapanisBakiyesi: null });
    expect(statementBalanceError(bare)).toBeNull();
  });
});

describe('parseTableStatement: what is refused', () => {
  it('a sheet without the header row', () => {
    expect(
      parseTableStatement(
        [
          ['Ad', 'Soyad'],
          ['Ali', 'Veli'],
        ],
        SAMPLE_MAPPINGS.garanti,
      ),
    ).toEqual({ ok: false, error: 'statementHeaderNotFound' });
  });

  it('a header and no row with a date: no statement', () => {
    expect(
      parseTableStatement(
        [
          ['Tarih', 'Tutar'],
          ['Toplam', '0'],
        ],
        SAMPLE_MAPPINGS.garanti,
      ),
    ).toEqual({ ok: false, error: 'notStatement' });
  });

  it('a mapping without its amount columns', () => {
    const mapping: StatementMapping = { ...SAMPLE_MAPPINGS.yapikredi, sutunlar: { tarih: ['Tarih'], borc: ['Borç'] } };
    expect(parseTableStatement([['Tarih', 'Borç']], mapping)).toEqual({ ok: false, error: 'invalidStatementMapping' });
  });

  it('more than 10,000 rows', () => {
    const rows = [['Tarih', 'Tutar'], ...Array.from({ length: 10_001 }, () => ['01.12.2026', '1,00'])];
    expect(parseTableStatement(rows, SAMPLE_MAPPINGS.garanti)).toEqual({ ok: false, error: 'tooManyStatementLines' });
    expect(tooManyLines([{ satirlar: new Array(10_001) }])).toBe(true);
    expect(tooManyLines([{ satirlar: new Array(5_000) }, { satirlar: new Array(5_000) }])).toBe(false);
  });
});

describe('the rules every format shares', () => {
  const base: ParsedStatement = statement(parseDelimited(fixture('garanti-hesap-hareketleri.csv')), SAMPLE_MAPPINGS.garanti);

  it('a line is known by account + statement + line number, and by account + date + amount + reference when it has a real one', () => {
    const withNumber = { hesap: 'TR57 0006 2000 1190 0006 2987 65', ekstreNo: '00335/001' };
    expect(
      lineDuplicateKeys(withNumber, {
        sira: 2,
        tarih: '2026-12-01',
        tutar: -1_575_000,
        referans: 'BT-2026-0031',
        bankaReferansi: '2026120100047',
      }),
    ).toEqual(['no|TR570006200011900006298765|00335/001|2', 'ref|TR570006200011900006298765|2026-12-01|-1575000|bt-2026-0031']);
    // NONREF is no reference: the bank's is used; a line with neither has only its number.
    expect(lineDuplicateKeys(withNumber, { sira: 3, tarih: '2026-12-01', tutar: -1250, referans: 'NONREF', bankaReferansi: 'X9' })).toEqual(
      ['no|TR570006200011900006298765|00335/001|3', 'ref|TR570006200011900006298765|2026-12-01|-1250|x9'],
    );
    expect(lineDuplicateKeys(withNumber, { sira: 3, tarih: '2026-12-01', tutar: -1250, referans: 'NONREF', bankaReferansi: '' })).toEqual([
      'no|TR570006200011900006298765|00335/001|3',
    ]);
  });

  it('a repeated import skips every line; an overlapping export skips the lines seen and keeps the new ones', () => {
    const first = splitImported(base, new Set());
    expect(first.yeni).toHaveLength(4);
    expect(first.atlanan).toHaveLength(0);
    const again = splitImported(base, new Set(first.anahtarlar));
    expect(again.yeni).toHaveLength(0);
    expect(again.atlanan).toHaveLength(4);
    // The next export starts a day later: its first lines are the 5th's, already imported.
    const next = {
      ...base,
      satirlar: [...base.satirlar.slice(2), { ...base.satirlar[3]!, tarih: '2026-12-06', bankaReferansi: '2026120600001' }],
    };
    const overlap = splitImported(next, new Set(first.anahtarlar));
    expect(overlap.atlanan.map((line) => line.bankaReferansi)).toEqual(['2026120500002', '2026120500010']);
    expect(overlap.yeni.map((line) => line.bankaReferansi)).toEqual(['2026120600001']);
  });

  it('two charges of one day without a reference are two lines, not one repeated', () => {
    const charge = { ...base.satirlar[2]!, bankaReferansi: '', referans: '' };
    const { yeni } = splitImported({ hesap: base.hesap, ekstreNo: '7', satirlar: [charge, { ...charge, sira: 2 }] }, new Set());
    expect(yeni).toHaveLength(2);
  });

  it('the company’s bank account of a statement: by IBAN or account number, in its currency', () => {
    const banks = [
      { iban: 'TR570006200011900006298765', dovizCinsi: 'TL' as const },
      { iban: '', hesapNumarasi: '0532013000', dovizCinsi: 'EURO' as const },
    ];
    expect(statementAccount(base, banks)).toEqual({ ok: true, banka: banks[0] });
    expect(statementAccount({ hesap: '0532013000', dovizCinsi: 'EURO', paraBirimi: 'EUR' }, banks)).toEqual({ ok: true, banka: banks[1] });
    expect(statementAccount({ hesap: 'TR290006400000112345678901', dovizCinsi: 'USD', paraBirimi: 'USD' }, banks)).toEqual({
      ok: false,
      error: 'statementAccountUnknown',
    });
    expect(statementAccount({ ...base, dovizCinsi: 'USD', paraBirimi: 'USD' }, banks)).toEqual({
      ok: false,
      error: 'statementCurrencyMismatch',
    });
    // A currency the records do not keep is not the account's either.
    expect(statementAccount({ ...base, dovizCinsi: null, paraBirimi: 'CHF' }, banks)).toEqual({
      ok: false,
      error: 'statementCurrencyMismatch',
    });
  });

  it('finds an IBAN written in a text, with spaces or not, and not a number that fails the check', () => {
    expect(ibanInText('GONDEREN IBAN: TR20 0001 0001 2340 0005 6789 12 FT-1')).toBe('TR200001000123400005678912');
    expect(ibanInText('TR200001000123400005678912FT')).toBe('TR200001000123400005678912');
    expect(ibanInText('TR200001000123400005678913')).toBe('');
  });

  it('decodes UTF-8, and the Turkish code page when the bytes are not UTF-8', () => {
    expect(decodeStatementBytes(new TextEncoder().encode('\uFEFFAçıklama'))).toBe('Açıklama');
    expect(decodeStatementBytes(new Uint8Array([0x41, 0xe7, 0xfd, 0x6b, 0x6c, 0x61, 0x6d, 0x61, 0x20, 0xdd, 0xfe]))).toBe('Açıklama İş');
  });
});

describe('parseStatementFile: one entry for a dropped file', () => {
  const bytes = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url)));

  it('recognises each format by its text', () => {
    expect(statementKind(fixture('garanti-tl.sta'))).toBe('mt940');
    expect(statementKind(fixture('deutsche-eur-structured.sta'))).toBe('mt940');
    expect(statementKind(fixture('camt053-001-02-garanti.xml'))).toBe('camt053');
    expect(statementKind(readFileSync(new URL('../fixtures/ubl-tr-tevkifat.xml', import.meta.url), 'utf8'))).toBeNull();
    expect(statementKind(fixture('garanti-hesap-hareketleri.csv'))).toBeNull();
    expect(statementKind(fixture('garanti-hesap-hareketleri.csv'), true)).toBe('tablo');
  });

  it('reads MT940, camt.053 and a CSV through its mapping', () => {
    expect(parseStatementFile(bytes('garanti-tl.sta'))).toMatchObject({ ok: true, ekstreler: [{ format: 'mt940' }, { format: 'mt940' }] });
    expect(parseStatementFile(bytes('camt053-001-08-two-statements.xml'))).toMatchObject({
      ok: true,
      ekstreler: [{ format: 'camt053' }, {}],
    });
    expect(parseStatementFile(bytes('garanti-hesap-hareketleri.csv'), SAMPLE_MAPPINGS.garanti)).toMatchObject({
      ok: true,
      ekstreler: [{ format: 'tablo', hesap: 'TR570006200011900006298765' }],
    });
  });

  it('a CSV in the Turkish code page keeps its letters', () => {
    const codePage: Record<string, number> = { ç: 0xe7, ı: 0xfd, Ö: 0xd6 };
    const text = 'Tarih;Açıklama;Tutar\n01.12.2026;KÖRFEZ;10,00\n';
    const encoded = new Uint8Array([...text].map((char) => codePage[char] ?? char.charCodeAt(0)));
    const result = parseStatementFile(encoded, SAMPLE_MAPPINGS.garanti, { hesap: 'TR570006200011900006298765' });
    expect(result).toMatchObject({ ok: true, ekstreler: [{ satirlar: [{ aciklama: 'KÖRFEZ', tutar: 1000 }] }] });
  });

  it('refuses a file over 15 MB before reading it, and a file of no format', () => {
    expect(parseStatementFile(new Uint8Array(15_728_641))).toEqual({ ok: false, error: 'fileTooLarge' });
    expect(parseStatementFile(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toEqual({ ok: false, error: 'notStatement' });
    expect(parseStatementFile(bytes('garanti-hesap-hareketleri.csv'))).toEqual({ ok: false, error: 'notStatement' });
  });
});
