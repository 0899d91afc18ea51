import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRfc4122Uuid, parseUblInvoice, UBL_LIMITS, ublShapeError } from '../../src/domain/e-invoice';

// docs/areas/e-invoice.md, worked by hand on a TEVKIFAT invoice:
//   line 1: 2 × 1.500,00 = 3.000,00 − 10 % = 2.700,00, KDV 20 % 540,00;
//   line 2: 12,5 lt × 80,40 = 1.005,00, KDV 20 % 201,00, half of it withheld: 100,50;
//   3.705,00 + 741,00 − 100,50 = 4.345,50 to pay.
const xml = readFileSync(new URL('../fixtures/ubl-tr-tevkifat.xml', import.meta.url), 'utf8');
const ours = '9876543210';

describe('parseUblInvoice', () => {
  it('reads a supplier’s invoice to the company as an incoming bill draft, lines at the engine’s scales', () => {
    const result = parseUblInvoice(xml, ours);
    if (!result.ok) throw new Error(result.error);
    const bill = result.fatura;
    expect(bill).toMatchObject({
      eFaturaUuid: 'F47AC10B-58CC-4372-A567-0E02B2C3D479',
      faturaProformaNo: 'ABC2026000000123',
      tarih: '2026-11-20',
      dovizCinsi: 'TL',
      tip: 'gelen',
      taraf: 'alici',
      kur: null,
    });
    expect(bill.satici).toEqual({
      kimlik: '1234567890',
      kimlikTuru: 'VKN',
      unvan: 'Ege Liman Hizmetleri A.Ş.',
      vergiDairesi: 'Kordon',
      adres: 'Atatürk Cad. 12, Konak, 35210 İzmir, Türkiye',
    });
    expect(bill.alici).toMatchObject({ kimlik: ours, unvan: 'Deniz Yıldızı Denizcilik Ltd. Şti.', vergiDairesi: 'Tuzla' });
    expect(bill.kalemler).toEqual([
      {
        ad: 'Römorkör hizmeti',
        miktar: 2000,
        birim: 'adet',
        birimKodu: 'C62',
        birimFiyat: 15_000_000,
        iskonto: 10_000,
        kdv: 20_000,
        tevkifatOrani: 0,
      },
      {
        ad: 'Gemi temizliği (sıvı atık)',
        miktar: 12_500,
        birim: 'lt',
        birimKodu: 'LTR',
        birimFiyat: 804_000,
        iskonto: 0,
        kdv: 20_000,
        tevkifatOrani: 50,
      },
    ]);
    const totals = {
      araToplam: 400_500,
      toplamIskontoTutar: 30_000,
      indirimliTutar: 370_500,
      toplamKdvTutar: 74_100,
      toplamTevkifatTutar: 10_050,
      odenecekTutar: 434_550,
    };
    expect(bill.toplamlar).toEqual(totals);
    expect(bill.belgeToplamlari).toEqual(totals);
    expect(bill.farklar).toEqual([]);
  });

  it('is outgoing when the company is the seller, and says when its tax number matches neither party', () => {
    const sold = parseUblInvoice(xml, '1234567890');
    expect(sold.ok && [sold.fatura.tip, sold.fatura.taraf]).toEqual(['giden', 'satici']);
    const neither = parseUblInvoice(xml, null);
    expect(neither.ok && [neither.fatura.tip, neither.fatura.taraf]).toEqual(['giden', null]);
  });

  it('says by how much and where the document’s figures differ from ours', () => {
    const off = xml
      .replace(
        '<cbc:LineExtensionAmount currencyID="TRY">1005.00</cbc:LineExtensionAmount>',
        '<cbc:LineExtensionAmount currencyID="TRY">1005.01</cbc:LineExtensionAmount>',
      )
      .replace(
        '<cbc:PayableAmount currencyID="TRY">4345.50</cbc:PayableAmount>',
        '<cbc:PayableAmount currencyID="TRY">4345.60</cbc:PayableAmount>',
      );
    const result = parseUblInvoice(off, ours);
    expect(result.ok && result.fatura.farklar).toEqual([
      { satir: 2, alan: 'net', belge: 100_501, hesap: 100_500, fark: -1 },
      { satir: null, alan: 'odenecekTutar', belge: 434_560, hesap: 434_550, fark: -10 },
    ]);
  });

  it('reads a foreign-currency invoice’s rate, rounds a long unit price to four places and keeps an unknown unit code', () => {
    const usd = xml
      .replace(
        '<cbc:DocumentCurrencyCode>TRY</cbc:DocumentCurrencyCode>',
        '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cac:PricingExchangeRate><cbc:SourceCurrencyCode>EUR</cbc:SourceCurrencyCode><cbc:TargetCurrencyCode>TRY</cbc:TargetCurrencyCode><cbc:CalculationRate>37.495012</cbc:CalculationRate></cac:PricingExchangeRate>',
      )
      .replace('<cbc:PriceAmount currencyID="TRY">80.40</cbc:PriceAmount>', '<cbc:PriceAmount currencyID="TRY">80.400049</cbc:PriceAmount>')
      .replace('unitCode="LTR"', 'unitCode="DAY"');
    const result = parseUblInvoice(usd, ours);
    if (!result.ok) throw new Error(result.error);
    expect(result.fatura.dovizCinsi).toBe('EURO');
    expect(result.fatura.kur).toBe(374_950);
    expect(result.fatura.kurCifti).toEqual({ kaynak: 'EUR', hedef: 'TRY' });
    expect(result.fatura.kalemler[1]).toMatchObject({ birimFiyat: 804_000, birim: 'adet', bilinmeyenBirim: 'DAY', birimKodu: 'DAY' });
    // A rate without its currencies is of the document's currency in TRY; no rate, no pair.
    const bare = usd.replace(
      /<cbc:SourceCurrencyCode>EUR<\/cbc:SourceCurrencyCode><cbc:TargetCurrencyCode>TRY<\/cbc:TargetCurrencyCode>/,
      '',
    );
    const bareResult = parseUblInvoice(bare, ours);
    expect(bareResult.ok && [bareResult.fatura.kur, bareResult.fatura.kurCifti]).toEqual([374_950, { kaynak: 'EUR', hedef: 'TRY' }]);
    const none = parseUblInvoice(xml, ours);
    expect(none.ok && [none.fatura.kur, none.fatura.kurCifti]).toEqual([null, null]);
  });

  it('refuses what is not a UBL invoice, a DOCTYPE, and a currency we do not keep', () => {
    expect(parseUblInvoice('<html><body>fatura</body></html>')).toEqual({ ok: false, error: 'notUblInvoice' });
    expect(parseUblInvoice('not xml at all <<')).toEqual({ ok: false, error: 'notUblInvoice' });
    expect(parseUblInvoice(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>${xml.slice(xml.indexOf('<Invoice'))}`)).toEqual({
      ok: false,
      error: 'notUblInvoice',
    });
    expect(parseUblInvoice(xml.replace('>TRY</cbc:DocumentCurrencyCode>', '>JPY</cbc:DocumentCurrencyCode>'))).toEqual({
      ok: false,
      error: 'unsupportedCurrency',
    });
  });
});

describe('the limits of an invoice before it is parsed (UBL_LIMITS)', () => {
  it('counts elements, attributes, depth and lines in one pass; comments, CDATA and quoted `>` are no tags', () => {
    expect(ublShapeError(xml)).toBeNull();
    const limits = { ...UBL_LIMITS, elements: 3, attributes: 2, attributesPerElement: 2, depth: 2, lines: 1 };
    expect(ublShapeError('<a x="1>2"><!-- <b/><c/><d/> --><![CDATA[<e/><f/>]]><?pi <g/>?><b/></a>', limits)).toBeNull();
    expect(ublShapeError('<a><b/><c/><d/></a>', limits)).toBe('eInvoiceTooComplex');
    expect(ublShapeError('<a x="1" y="2" z="3"/>', limits)).toBe('eInvoiceTooComplex');
    expect(ublShapeError('<a><b><c></c></b></a>', limits)).toBe('eInvoiceTooComplex');
    expect(ublShapeError('<a><cac:InvoiceLine/><InvoiceLine/></a>', limits)).toBe('tooManyInvoiceLines');
  });

  it('refuses a hostile document before building its tree, and a UUID that is not RFC 4122', () => {
    const hostile = `<Invoice${Array.from({ length: 100_000 }, (_, i) => ` a${i}="1"`).join('')}/>`;
    expect(parseUblInvoice(hostile, null)).toEqual({ ok: false, error: 'eInvoiceTooComplex' });
    expect(isRfc4122Uuid('f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBe(true);
    expect(isRfc4122Uuid('f47ac10b-58cc-0372-a567-0e02b2c3d479')).toBe(false);
    expect(isRfc4122Uuid('f47ac10b-58cc-4372-c567-0e02b2c3d479')).toBe(false);
    expect(parseUblInvoice(xml.replace('F47AC10B-58CC-4372', 'F47AC10B-58CC-7372'), ours)).toEqual({
      ok: false,
      error: 'invalidEInvoiceUuid',
    });
  });

  it('flags negative quantities, prices, line nets and totals', () => {
    const result = parseUblInvoice(xml.replace('>1500.00</cbc:PriceAmount>', '>-1500.00</cbc:PriceAmount>'), ours);
    if (!result.ok) throw new Error(result.error);
    expect(result.fatura.uyarilar).toEqual([{ satir: 1, alan: 'birimFiyat', deger: -15_000_000, uyari: 'negativeAmount' }]);
  });
});
