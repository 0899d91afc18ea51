import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mt940Amount, mt940Details, parseMt940 } from '../../src/domain/statements/mt940';
import { statementBalanceError, type ParsedStatement } from '../../src/domain/statements/statement';

// MT940 read from hand-written statements in the layout of SWIFT's MT940 (docs/areas/bank-statements.md
// §1.1): a Turkish bank's free-text `:86:` with CRLF line ends and two statements in one file, and a
// SWIFT-enveloped one with the structured `:86:` (German "Mehrzweckfeld") and a reversal.

const fixture = (name: string) => readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url), 'utf8');

function statements(text: string): ParsedStatement[] {
  const result = parseMt940(text);
  if (!result.ok) throw new Error(`not read: ${result.error} at ${result.satir}`);
  return result.ekstreler;
}

describe('parseMt940: a Turkish bank, free text, two statements', () => {
  const [first, second] = statements(fixture('garanti-tl.sta'));

  it('reads each statement: account, number, reference, currency, balances', () => {
    expect(first).toMatchObject({
      format: 'mt940',
      hesap: 'TR570006200011900006298765',
      iban: 'TR570006200011900006298765',
      paraBirimi: 'TRY',
      dovizCinsi: 'TL',
      ekstreNo: '00335/001',
      referans: 'GAR20261201',
      acilisBakiyesi: { tarih: '2026-11-30', tutar: 12_500_000 },
      kapanisBakiyesi: { tarih: '2026-12-01', tutar: 15_773_750 },
    });
    expect(second).toMatchObject({ ekstreNo: '00336/001', acilisBakiyesi: { tutar: 15_773_750 }, kapanisBakiyesi: { tutar: 16_892_145 } });
    expect(first!.satirlar).toHaveLength(3);
    expect(second!.satirlar).toHaveLength(3);
  });

  it('reads a :61: line: dates, sign, amount, type, references; its multi-line :86: and the IBAN in it', () => {
    expect(first!.satirlar[0]).toEqual({
      sira: 1,
      tarih: '2026-12-01',
      valor: '2026-12-01',
      tutar: 4_850_000,
      referans: '',
      bankaReferansi: '2026120100012',
      islemKodu: 'NTRF',
      aciklama: 'EFT GELEN AKDENIZ TAHIL TICARET A.S. IBAN: TR20 0001 0001 2340 0005 6789 12 FT-2026-000412 NOLU FATURA ODEMESI',
      karsiTaraf: { ad: '', iban: 'TR200001000123400005678912' },
      ham: [
        ':61:2612011201C48500,00NTRFNONREF//2026120100012',
        ':86:EFT GELEN AKDENIZ TAHIL TICARET A.S. IBAN: TR20 0001 0001 2340 0005 6789 12',
        ' FT-2026-000412 NOLU FATURA ODEMESI',
      ].join('\n'),
    });
    expect(first!.satirlar[1]).toMatchObject({ tutar: -1_575_000, referans: 'BT-2026-0031', bankaReferansi: '2026120100047' });
    expect(first!.satirlar[2]).toMatchObject({ tutar: -1250, islemKodu: 'NCHG', aciklama: 'EFT MASRAFI' });
  });

  it('a customer reference may hold a single slash; without the bank’s reference it ends the line', () => {
    const text = fixture('garanti-tl.sta')
      .replace('NTRFBT-2026-0031//2026120100047', 'NTRFINV/2026/12//2026120100047')
      .replace('NCHGNONREF//2026120100048', 'NCHGFEE-1');
    const [statement] = statements(text);
    expect(statement!.satirlar[1]).toMatchObject({ referans: 'INV/2026/12', bankaReferansi: '2026120100047' });
    expect(statement!.satirlar[2]).toMatchObject({ referans: 'FEE-1', bankaReferansi: '' });
  });

  it('reads amounts from their decimal-comma text: 0,05 and 1234, (no decimals)', () => {
    expect(second!.satirlar.map((line) => line.tutar)).toEqual([995_000, -5, 123_400]);
  });

  it('each statement adds up: opening + Σ lines = closing', () => {
    expect(statementBalanceError(first!)).toBeNull();
    expect(statementBalanceError(second!)).toBeNull();
  });
});

describe('parseMt940: SWIFT envelope, structured :86:, reversal, the new year', () => {
  const [statement] = statements(fixture('deutsche-eur-structured.sta'));

  it('reads the account with its currency after it, and the intermediate balances (60M/62M)', () => {
    expect(statement).toMatchObject({
      hesap: 'DE89370400440532013000',
      dovizCinsi: 'EURO',
      ekstreNo: '00012/002',
      acilisBakiyesi: { tarih: '2026-12-30', tutar: 5_000_000 },
      kapanisBakiyesi: { tarih: '2026-12-31', tutar: 5_220_000 },
    });
    expect(statementBalanceError(statement!)).toBeNull();
  });

  it('reads ?00, ?20–?29 (a full 27-character piece joined without a space), ?31 and ?32/?33', () => {
    expect(statement!.satirlar[0]).toMatchObject({
      tutar: 250_000,
      referans: 'E2E-77341',
      bankaReferansi: 'DEUT-88412',
      aciklama: 'SEPA-UEBERWEISUNG EREF+E2E-77341 FATURA NO FT-2026-000420 ODEMESI',
      karsiTaraf: { ad: 'AKDENIZ TAHIL TICARET A.S. HAMBURG SUBESI', iban: 'TR200001000123400005678912' },
    });
    expect(statement!.satirlar[0]!.ham).toContain('/OCMT/EUR2500,00/');
  });

  it('a reversal of a credit (RC) takes money out; an entry date of 31 December for a value date in January is the old year', () => {
    expect(statement!.satirlar[1]).toMatchObject({
      tutar: -30_000,
      valor: '2027-01-02',
      tarih: '2026-12-31',
      karsiTaraf: { ad: 'MARMARA YAKIT A.S.' },
    });
  });
});

describe('MT940 amounts and details', () => {
  it.each([
    ['1234,56', 123_456],
    ['0,05', 5],
    ['1234,', 123_400],
    ['1234,5', 123_450],
    ['0,', 0],
    ['12,340', 1234],
  ])('%s is %d minor units', (text, minor) => {
    expect(mt940Amount(text)).toBe(minor);
  });

  it.each(['1.234,56', '12,345', '1234', 'abc', ''])('%s is no MT940 amount', (text) => {
    expect(mt940Amount(text)).toBeNull();
  });

  it('structured details without a GVC code, and a free text whose full 65-character line was cut inside a word', () => {
    expect(mt940Details(['?20FT-2026-000412?32AKDENIZ TAHIL'])).toEqual({
      aciklama: 'FT-2026-000412',
      ad: 'AKDENIZ TAHIL',
      iban: '',
      kod: '',
    });
    const full = 'EFT GELEN AKDENIZ TAHIL TICARET A.S. FATURA NO FT-2026-0004'.padEnd(65, 'X');
    expect(full).toHaveLength(65);
    expect(mt940Details([full, '12 ODEMESI']).aciklama).toBe(`${full}12 ODEMESI`);
  });
});

describe('parseMt940: what is refused', () => {
  it('a file that is no statement', () => {
    expect(parseMt940('Merhaba,\nekte faturamız var.\n')).toEqual({ ok: false, error: 'notStatement' });
    expect(parseMt940(fixture('camt053-001-02-garanti.xml'))).toMatchObject({ ok: false, error: 'notStatement' });
  });

  it('a statement without its account or opening balance', () => {
    expect(parseMt940(':20:X\n:28C:1\n:60F:C261130TRY1,00\n:62F:C261130TRY1,00\n-')).toMatchObject({ ok: false, error: 'notStatement' });
  });

  it('a :61: or a balance that cannot be read, with its line of the file', () => {
    const text = fixture('garanti-tl.sta').replace('D15750,00NTRF', 'D15.750,00NTRF');
    expect(parseMt940(text)).toEqual({ ok: false, error: 'invalidStatementLine', satir: 8 });
    expect(parseMt940(fixture('garanti-tl.sta').replace(':60F:C261130TRY', ':60F:C261131TRY'))).toEqual({
      ok: false,
      error: 'invalidStatementLine',
      satir: 4,
    });
  });

  it('a statement that does not add up is read, and the balance check says by how much', () => {
    const [statement] = statements(fixture('garanti-tl.sta').replace(':62F:C261201TRY157737,50', ':62F:C261201TRY157737,60'));
    expect(statementBalanceError(statement!)).toEqual({ message: 'statementBalanceMismatch', hesaplanan: 15_773_750, fark: 10 });
  });

  it('more than 10,000 lines in a file', () => {
    const line = ':61:2612011201C1,00NTRFNONREF\n:86:X\n';
    const text = `:20:A\n:25:TR570006200011900006298765\n:28C:1\n:60F:C261130TRY0,00\n${line.repeat(10_001)}:62F:C261201TRY10001,00\n-`;
    expect(parseMt940(text)).toEqual({ ok: false, error: 'tooManyStatementLines' });
    const fine = `:20:A\n:25:TR570006200011900006298765\n:28C:1\n:60F:C261130TRY0,00\n${line.repeat(10_000)}:62F:C261201TRY10000,00\n-`;
    expect(parseMt940(fine)).toMatchObject({ ok: true });
  });
});
