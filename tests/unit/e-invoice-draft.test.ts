import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { billSchema } from '../../src/domain/bill';
import { billTotals } from '../../src/domain/bill-math';
import { parseUblInvoice, proposeBudgetCodes } from '../../src/domain/e-invoice';
import { billInputOf } from '../../src/data/e-invoice-save';
import { accountPrefillOf } from '../../src/data/e-invoices';

// docs/areas/e-invoice.md: the bill an invoice makes passes the bill's schema, and our engine's totals of it
// are the document's (withholding included); each line's budget code comes from the account's bills.

const XML = readFileSync(new URL('../fixtures/ubl-tr-tevkifat.xml', import.meta.url), 'utf8');
const SIRKET = '0190a0b0-0000-7000-8000-0000000000a1';
const CARI = '0190a0b0-0000-7000-8000-0000000000b1';
const A = '0190a0b0-0000-7000-8000-0000000000c1';
const B = '0190a0b0-0000-7000-8000-0000000000c2';
const FILE = '0190a0b0-0000-7000-8000-000000000001';

describe('the bill an e-Fatura makes', () => {
  it('passes the schema with the document’s lines, withholding, UUID and payable', () => {
    const parsed = parseUblInvoice(XML, '9876543210');
    if (!parsed.ok) throw new Error(parsed.error);
    const fields = v.parse(billSchema, { ...billInputOf(parsed.fatura, SIRKET, CARI, [A, B]), faturaFile: FILE });
    expect(fields).toMatchObject({
      tip: 'gelen',
      faturaProformaNo: 'ABC2026000000123',
      dovizCinsi: 'TL',
      eFaturaUuid: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    });
    expect(fields.kalemler.map((line) => [line.butceKodu, line.tevkifatOrani])).toEqual([
      [A, 0],
      [B, 50],
    ]);
    expect(billTotals(fields.kalemler)).toEqual({
      araToplam: 400500,
      toplamIskontoTutar: 30000,
      indirimliTutar: 370500,
      toplamKdvTutar: 74100,
      toplamTevkifatTutar: 10050,
      odenecekTutar: 434550,
    });
    expect(fields.odemePlani).toEqual([{ id: '', tarih: parsed.fatura.tarih, miktar: 434550 }]);
  });
});

describe('proposed budget codes', () => {
  const bills = [{ kalemler: [{ adi: 'Kılavuzluk', butceKodu: A }] }, { kalemler: [{ adi: 'Römorkör hizmeti', butceKodu: B }] }];
  it('takes the newest line of the same name, however cased, else the newest bill’s first line', () => {
    expect(proposeBudgetCodes(bills, ['RÖMORKÖR HİZMETİ'.toLocaleLowerCase('tr'), 'Yakıt'])).toEqual([B, A]);
    expect(proposeBudgetCodes(bills, [' römorkör hizmeti '])).toEqual([B]);
    expect(proposeBudgetCodes([], ['Yakıt'])).toEqual(['']);
  });
});

describe('the account an invoice’s party makes', () => {
  const fixture = (name: string) => readFileSync(new URL(`../fixtures/e-fatura/${name}.xml`, import.meta.url), 'utf8');

  it('is the seller of a bill received, a supplier with its title, VKN, tax office and address', () => {
    const parsed = parseUblInvoice(fixture('ticari-tevkifat-karma'), '9876543210');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.fatura.tip).toBe('gelen');
    expect(accountPrefillOf(parsed.fatura)).toEqual({
      unvan: 'Tersane Bakım Onarım Ltd. Şti.',
      vergiNumarasi: '3150000026',
      vergiDairesi: 'Tuzla',
      adres: 'Aydınlı Yolu 88, Tuzla, 34944 İstanbul, Türkiye',
    });
  });

  it('is the buyer of an invoice the company issued, a customer known by TCKN', () => {
    const parsed = parseUblInvoice(fixture('ticari-iade-tckn'), '9876543210');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.fatura.tip).toBe('giden');
    expect(accountPrefillOf(parsed.fatura)).toEqual({
      unvan: 'Ayşe Yılmaz',
      tcNumarasi: '10000000146',
      vergiDairesi: 'Kadıköy',
      adres: 'Moda Cad. 31, Kadıköy, 34710 İstanbul, Türkiye',
    });
  });
});
