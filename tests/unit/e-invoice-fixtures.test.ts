import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUblInvoice, type UblInvoice } from '../../src/domain/e-invoice';
import { E_INVOICE_SAMPLES } from '../../src/features/e-invoices/e-invoice-samples';

// docs/areas/e-invoice.md on UBL-TR invoices of every kind we meet (tests/fixtures/e-fatura): TEMELFATURA and
// TICARIFATURA; SATIS, IADE, TEVKIFAT and ISTISNA; TRY, USD and EUR with their PricingExchangeRate;
// line discounts as a factor or an amount; mixed KDV rates; a party identified by TCKN; several
// PartyIdentification's; namespace prefixes of other names, a BOM and a stylesheet instruction. Each
// XML has beside it the bill draft it makes, worked out apart from the parser (decimal arithmetic,
// each line rounded half up to the kuruş).

const DIR = new URL('../fixtures/e-fatura/', import.meta.url);
const names = readdirSync(DIR)
  .filter((name) => name.endsWith('.xml'))
  .map((name) => name.slice(0, -'.xml'.length))
  .sort();

describe('parseUblInvoice on the UBL-TR fixtures', () => {
  it('has a fixture of each profile, type and currency', () => {
    const xmls = names.map((name) => readFileSync(new URL(`${name}.xml`, DIR), 'utf8')).join('\n');
    for (const value of ['TEMELFATURA', 'TICARIFATURA', 'SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'TRY', 'USD', 'EUR', 'schemeID="TCKN"'])
      expect(xmls).toContain(value);
  });

  it.each(names)('%s makes its expected bill draft', (name) => {
    const xml = readFileSync(new URL(`${name}.xml`, DIR), 'utf8');
    const expected = JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as { sirketVergiNumarasi: string; fatura: UblInvoice };
    expect(parseUblInvoice(xml, expected.sirketVergiNumarasi)).toEqual({ ok: true, fatura: expected.fatura });
  });
});

describe('parseUblInvoice on what issuers write differently', () => {
  const read = (name: string) => readFileSync(new URL(`${name}.xml`, DIR), 'utf8');
  const expected = (name: string) => (JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as { fatura: UblInvoice }).fatura;

  it('takes the withholding rate from the document when no line gives it', () => {
    const name = 'ticari-tevkifat-karma';
    // Each line's WithholdingTaxTotal gone, the document's made of one rate (9/10 on every line with KDV).
    const xml = read(name)
      .replace(/<ns3:WithholdingTaxTotal>(?:(?!<\/ns3:WithholdingTaxTotal>).)*<\/ns3:WithholdingTaxTotal>(?=<ns3:Item>)/g, '')
      .replace(/<ns2:Percent>70<\/ns2:Percent>/g, '<ns2:Percent>90</ns2:Percent>');
    const result = parseUblInvoice(xml, '9876543210');
    if (!result.ok) throw new Error(result.error);
    expect(result.fatura.kalemler.map((line) => line.tevkifatOrani)).toEqual([90, 90, 90, 90]);
    expect(result.fatura.kalemler.map((line) => line.ad)).toEqual(expected(name).kalemler.map((line) => line.ad));
  });

  it('reads a dated zone, an item known by its description and a charge indicator in capitals', () => {
    const name = 'ticari-iade-tckn';
    const xml = read(name)
      .replace('<b:IssueDate>2026-11-12</b:IssueDate>', '<b:IssueDate>2026-11-12+03:00</b:IssueDate>')
      .replace('<b:Name>Can yeleği iadesi</b:Name>', '<b:Description>Can yeleği iadesi</b:Description>')
      .replace('<b:ChargeIndicator>false</b:ChargeIndicator>', '<b:ChargeIndicator>False</b:ChargeIndicator>');
    expect(parseUblInvoice(xml, '9876543210')).toEqual({ ok: true, fatura: expected(name) });
  });

  it('refuses a date that is not a day, and a document that is not an invoice', () => {
    const xml = read('ticari-iade-tckn');
    expect(parseUblInvoice(xml.replace('2026-11-12</b:IssueDate>', '2026-11-12T10:00</b:IssueDate>'), null)).toEqual({
      ok: false,
      error: 'notUblInvoice',
    });
    expect(parseUblInvoice(xml.replaceAll('inv:Invoice', 'inv:CreditNote'), null)).toEqual({ ok: false, error: 'notUblInvoice' });
  });
});

describe('the inbox’s samples (public/e-fatura-ornek)', () => {
  const SAMPLES = new URL('../../public/e-fatura-ornek/', import.meta.url);
  it.each(E_INVOICE_SAMPLES)('%s is a small UBL-TR invoice whose totals are our engine’s', (name) => {
    const bytes = readFileSync(new URL(name, SAMPLES));
    expect(bytes.length).toBeLessThan(10_000);
    const result = parseUblInvoice(bytes.toString('utf8'), null);
    if (!result.ok) throw new Error(result.error);
    expect(result.fatura.farklar).toEqual([]);
    expect(result.fatura.kalemler.length).toBeGreaterThan(1);
  });

  it('are exactly the files the inbox offers', () => {
    expect(readdirSync(SAMPLES).sort()).toEqual([...E_INVOICE_SAMPLES].sort());
  });
});
