import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { camtAmount, parseCamt053 } from '../../src/domain/statements/camt053';
import { statementBalanceError, type ParsedStatement } from '../../src/domain/statements/statement';

// camt.053 read from hand-written documents in the layout of ISO 20022's BkToCstmrStmt
// (docs/areas/bank-statements.md §1.2): version 001.02 (a Turkish bank's TRY account, a pending
// entry) and 001.08 (names under `Pty`, `Sts/Cd`, a booking date-time, two statements, PRCD).

const fixture = (name: string) => readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url), 'utf8');

function statements(xml: string): ParsedStatement[] {
  const result = parseCamt053(xml);
  if (!result.ok) throw new Error(`not read: ${result.error} at ${result.satir}`);
  return result.ekstreler;
}

describe('parseCamt053: version 001.02', () => {
  const [statement] = statements(fixture('camt053-001-02-garanti.xml'));

  it('reads the account, currency, number and the OPBD and CLBD balances', () => {
    expect(statement).toMatchObject({
      format: 'camt053',
      hesap: 'TR570006200011900006298765',
      iban: 'TR570006200011900006298765',
      paraBirimi: 'TRY',
      dovizCinsi: 'TL',
      ekstreNo: '337',
      referans: 'GAR-STMT-20261203',
      acilisBakiyesi: { tarih: '2026-12-02', tutar: 16_892_145 },
      kapanisBakiyesi: { tarih: '2026-12-03', tutar: 14_052_145 },
    });
  });

  it('reads each booked entry: amount and mark, dates, references, the other party of a credit and of a debit, remittance text', () => {
    expect(statement!.satirlar).toHaveLength(3);
    const [credit, debit, charge] = statement!.satirlar;
    expect(credit).toMatchObject({
      sira: 1,
      tarih: '2026-12-03',
      valor: '2026-12-03',
      tutar: 1_200_000,
      referans: '',
      bankaReferansi: '2026120300021',
      islemKodu: 'PMNT/RCDT/DMCT',
      aciklama: 'NAVLUN ODEMESI ARALIK',
      karsiTaraf: { ad: 'AKDENIZ TAHIL TICARET A.S.', iban: 'TR200001000123400005678912' },
    });
    expect(debit).toMatchObject({
      tutar: -4_037_500,
      valor: '2026-12-04',
      referans: 'BT-2026-0032',
      aciklama: 'MGO BEDELI BDN 7781 MYK2026000000118',
      karsiTaraf: { ad: 'MARMARA YAKIT A.S.', iban: 'TR350001200987600001122334' },
    });
    expect(charge).toMatchObject({ tutar: -2500, aciklama: 'EFT ISLEM UCRETI', karsiTaraf: { ad: '', iban: '' } });
    expect(credit!.ham).toMatch(/^<Ntry>[\s\S]*<NtryRef>1<\/NtryRef>[\s\S]*<\/Ntry>$/);
  });

  it('leaves a pending entry out, and the statement adds up without it', () => {
    expect(statement!.satirlar.some((line) => line.tutar === 99_999)).toBe(false);
    expect(statementBalanceError(statement!)).toBeNull();
  });
});

describe('parseCamt053: version 001.08, two statements', () => {
  const [first, second] = statements(fixture('camt053-001-08-two-statements.xml'));

  it('reads the previous closing balance as the opening one, a debit balance as negative', () => {
    expect(first).toMatchObject({
      dovizCinsi: 'USD',
      ekstreNo: '88',
      acilisBakiyesi: { tarih: '2026-12-03', tutar: -150_000 },
      kapanisBakiyesi: { tutar: 300_050 },
    });
    expect(statementBalanceError(first!)).toBeNull();
  });

  it('reads a name under Pty, a booking date-time as its day, a proprietary code, a referred document', () => {
    expect(first!.satirlar[0]).toMatchObject({
      tarih: '2026-12-04',
      tutar: 450_050,
      referans: 'HIRE-2026-11',
      bankaReferansi: 'ISB-77120',
      islemKodu: 'SWIFT-IN',
      aciklama: 'INV-2026-0117',
      karsiTaraf: { ad: 'NORDIC BULK CARRIERS AS', iban: 'DE89370400440532013000' },
    });
  });

  it('a statement without entries is one with no lines', () => {
    expect(second).toMatchObject({ ekstreNo: '89', satirlar: [] });
    expect(statementBalanceError(second!)).toBeNull();
  });
});

describe('camt.053 amounts', () => {
  it.each([
    ['1234.56', 123_456],
    ['0.05', 5],
    ['1234', 123_400],
    ['0.50', 50],
  ])('%s is %d minor units', (text, minor) => {
    expect(camtAmount(text)).toBe(minor);
  });

  it.each(['1,234.56', '1.234', '-5.00', ''])('%s is refused', (text) => {
    expect(camtAmount(text)).toBeNull();
  });
});

describe('parseCamt053: what is refused', () => {
  it('a document that is no statement: an e-Fatura, a camt.052, plain text, broken XML', () => {
    const ubl = readFileSync(new URL('../fixtures/ubl-tr-tevkifat.xml', import.meta.url), 'utf8');
    expect(parseCamt053(ubl)).toEqual({ ok: false, error: 'notStatement' });
    expect(parseCamt053('<Document><BkToCstmrAcctRpt><Rpt/></BkToCstmrAcctRpt></Document>')).toEqual({ ok: false, error: 'notStatement' });
    expect(parseCamt053('BkToCstmrStmt')).toEqual({ ok: false, error: 'notStatement' });
    expect(parseCamt053('<Document><BkToCstmrStmt><Stmt><Acct>')).toEqual({ ok: false, error: 'notStatement' });
  });

  it('a DOCTYPE (an entity could be expanded)', () => {
    const xml = fixture('camt053-001-02-garanti.xml').replace('<Document', '<!DOCTYPE d [<!ENTITY x "y">]><Document');
    expect(parseCamt053(xml)).toEqual({ ok: false, error: 'notStatement' });
  });

  it('an entry whose amount, mark or date cannot be read, by its number', () => {
    const xml = fixture('camt053-001-02-garanti.xml');
    expect(parseCamt053(xml.replace('<Amt Ccy="TRY">40375.00</Amt>', '<Amt Ccy="TRY">40.375,00</Amt>'))).toEqual({
      ok: false,
      error: 'invalidStatementLine',
      satir: 2,
    });
    expect(
      parseCamt053(xml.replace('<CdtDbtInd>DBIT</CdtDbtInd>\n        <Sts>BOOK', '<CdtDbtInd>X</CdtDbtInd>\n        <Sts>BOOK')),
    ).toMatchObject({
      error: 'invalidStatementLine',
    });
  });

  it('more than 10,000 entries, before the document is parsed', () => {
    const entry = '<Ntry><Amt Ccy="TRY">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-12-01</Dt></BookgDt></Ntry>';
    const xml = `<Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>TR570006200011900006298765</IBAN></Id></Acct>${entry.repeat(10_001)}</Stmt></BkToCstmrStmt></Document>`;
    expect(parseCamt053(xml)).toEqual({ ok: false, error: 'tooManyStatementLines' });
  });

  it('a statement that does not add up is read, and the balance check says by how much', () => {
    const xml = fixture('camt053-001-02-garanti.xml').replace('<Amt Ccy="TRY">140521.45</Amt>', '<Amt Ccy="TRY">140521.40</Amt>');
    const [statement] = statements(xml);
    expect(statementBalanceError(statement!)).toEqual({ message: 'statementBalanceMismatch', hesaplanan: 14_052_145, fark: -5 });
  });
});
