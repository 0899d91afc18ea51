// The e-Fatura inbox (docs/areas/e-invoice.md): a UBL-TR invoice (e-Fatura / e-Arşiv) read into a bill draft,
// its totals computed again by our engine and compared with the document's. One pure function, on the
// device (a file dropped on the inbox) and the server (`POST /api/finans/e-fatura/ayristir`) alike.

import { XMLParser } from 'fast-xml-parser';
import type { Unit } from './bill';
import { billTotals, lineAmounts } from './bill-math';
import type { Currency } from './currency';
import { divRound, MAX_SCALED, pow10, SCALES } from './money';

export { proposeBudgetCodes } from './e-invoice-codes';

/** UN/ECE Rec 20 unit codes of UBL-TR and the bill's units. */
export const UNIT_CODES: Record<string, Unit> = {
  C62: 'adet',
  NIU: 'adet',
  KGM: 'kg',
  LTR: 'lt',
  MTR: 'metre',
  GRM: 'gr',
  TNE: 'ton',
  BX: 'kutu',
  PK: 'koli',
  ANN: 'yil',
  MTQ: 'metrekup',
};

const CURRENCY_CODES: Record<string, Currency> = { TRY: 'TL', TL: 'TL', USD: 'USD', EUR: 'EURO', GBP: 'GBP' };

/** A discount factor (0.1) at 5 places is its percent (10 %) at the engine's 3. */
const FACTOR_SCALE = 5;
/** A fraction as thousandths of a percent: × 100 %, × 1000. */
const PERCENT_OF_FRACTION = 100n * pow10(SCALES.percent);

/** The KDV's tax type code in UBL-TR. */
const KDV_TAX_TYPE = '0015';

export interface UblParty {
  /** VKN (10 digits) or TCKN (11), from `PartyIdentification/ID@schemeID`. */
  kimlik: string | null;
  kimlikTuru: 'VKN' | 'TCKN' | null;
  unvan: string;
  vergiDairesi: string;
  adres: string;
}

/** A line as the bill holds it: integers at the engine's scales (bill-math.ts). */
export interface UblLine {
  ad: string;
  miktar: number;
  birim: Unit;
  /** The document's unit code, when it is not one of ours (the line says `adet`). */
  bilinmeyenBirim?: string;
  /** The document's own unit code (`InvoicedQuantity@unitCode`, upper case; '' when none): what the draft shows. */
  birimKodu: string;
  birimFiyat: number;
  iskonto: number;
  kdv: number;
  /** The percent of the line's KDV the buyer withholds: 0, or 20–100 in tens. */
  tevkifatOrani: number;
}

/** Totals in minor units. */
export interface UblTotals {
  araToplam: number;
  toplamIskontoTutar: number;
  indirimliTutar: number;
  toplamKdvTutar: number;
  toplamTevkifatTutar: number;
  odenecekTutar: number;
}

export interface UblDifference {
  /** 1-based line number, or null for a document total. */
  satir: number | null;
  /** A line's `net` (LineExtensionAmount) or `kdvTutari` (its KDV TaxAmount), or a document total. */
  alan: keyof UblTotals | 'net' | 'kdvTutari';
  belge: number;
  hesap: number;
  /** hesap − belge, in minor units. */
  fark: number;
}

export interface UblInvoice {
  eFaturaUuid: string;
  faturaProformaNo: string;
  tarih: string;
  dovizCinsi: Currency;
  /** `gelen` when the company is the buyer, else `giden` (docs/areas/e-invoice.md). */
  tip: 'gelen' | 'giden';
  /** Which party the company's tax number matched; null when it matched neither. */
  taraf: 'alici' | 'satici' | null;
  satici: UblParty;
  alici: UblParty;
  kalemler: UblLine[];
  /** The document's own totals. */
  belgeToplamlari: UblTotals;
  /** Our engine's totals of the lines read. */
  toplamlar: UblTotals;
  /** Where our figures differ from the document's: empty when they agree. */
  farklar: UblDifference[];
  /** `PricingExchangeRate/CalculationRate` in ten-thousandths, when given. */
  kur: number | null;
  /**
   * The rate's currencies (`SourceCurrencyCode` → `TargetCurrencyCode`, ISO codes; the document's
   * currency and TRY when not given): 1 `kaynak` = `kur` `hedef`. Null without a rate.
   */
  kurCifti: { kaynak: string; hedef: string } | null;
  /** The document's negative figures: each line's quantity, unit price and net, and its totals. */
  uyarilar: UblWarning[];
}

/** A figure of the document that is negative (a return written as a sale, a typo): the draft says so. */
export interface UblWarning {
  /** 1-based line number, or null for a document total. */
  satir: number | null;
  alan: 'miktar' | 'birimFiyat' | 'net' | keyof UblTotals;
  /** The figure as the line or totals hold it (the field's scale: quantity, unit price or amount). */
  deger: number;
  uyari: 'negativeAmount';
}

export type UblError = 'notUblInvoice' | 'unsupportedCurrency' | 'eInvoiceTooComplex' | 'tooManyInvoiceLines' | 'invalidEInvoiceUuid';

export type UblResult = { ok: true; fatura: UblInvoice } | { ok: false; error: UblError };

import { ublShapeError } from './e-invoice-shape';
import { attribute, child, list, text } from './xml-nodes';

export { UBL_LIMITS, ublShapeError, type UblLimits } from './e-invoice-shape';

/** An RFC 4122 UUID (versions 1–5, the RFC's variant), as UBL-TR's `UUID` must be; either case. */
export function isRfc4122Uuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value);
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) =>
    ['InvoiceLine', 'PartyIdentification', 'TaxSubtotal', 'AllowanceCharge', 'TaxTotal', 'WithholdingTaxTotal'].includes(name),
});

/** Decimal text at `scale` places, rounded half away from zero past them; null if not a number. */
function scaled(value: string, scale: number): number | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = ''] = match;
  // Every digit given, then divided by ten for each one past `scale`.
  const digits = BigInt(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
  const rounded = divRound(sign === '-' ? -digits : digits, pow10(fraction.slice(scale).length));
  return rounded > MAX_SCALED || rounded < -MAX_SCALED ? null : Number(rounded);
}
const amount = (node: unknown) => scaled(text(node), SCALES.amount) ?? 0;

function party(node: unknown): UblParty {
  const partyNode = child(node, 'Party');
  let kimlik: string | null = null;
  let kimlikTuru: UblParty['kimlikTuru'] = null;
  for (const identification of list(partyNode, 'PartyIdentification')) {
    const id = child(identification, 'ID');
    const scheme = attribute(id, 'schemeID').toUpperCase();
    if (scheme === 'VKN' || scheme === 'TCKN') {
      kimlik = text(id);
      kimlikTuru = scheme;
      break;
    }
  }
  const person = [text(child(partyNode, 'Person', 'FirstName')), text(child(partyNode, 'Person', 'FamilyName'))].filter(Boolean).join(' ');
  const address = child(partyNode, 'PostalAddress');
  const adres = [
    [text(child(address, 'StreetName')), text(child(address, 'BuildingNumber'))].filter(Boolean).join(' '),
    text(child(address, 'CitySubdivisionName')),
    [text(child(address, 'PostalZone')), text(child(address, 'CityName'))].filter(Boolean).join(' '),
    text(child(address, 'Country', 'Name')),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    kimlik,
    kimlikTuru,
    unvan: text(child(partyNode, 'PartyName', 'Name')) || person,
    vergiDairesi: text(child(partyNode, 'PartyTaxScheme', 'TaxScheme', 'Name')),
    adres,
  };
}

const isKdv = (subtotal: unknown) => text(child(subtotal, 'TaxCategory', 'TaxScheme', 'TaxTypeCode')) === KDV_TAX_TYPE;

function line(node: unknown): UblLine {
  const quantity = child(node, 'InvoicedQuantity');
  const code = attribute(quantity, 'unitCode').toUpperCase();
  const miktar = scaled(text(quantity), SCALES.quantity) ?? 0;
  const birimFiyat = scaled(text(child(node, 'Price', 'PriceAmount')), SCALES.unitPrice) ?? 0;
  // Discounts (ChargeIndicator false): the factor when given (0.1 = 10 %), else the amount over the gross.
  let iskonto = 0n;
  for (const allowance of list(node, 'AllowanceCharge')) {
    if (text(child(allowance, 'ChargeIndicator')).toLowerCase() !== 'false') continue;
    const factor = scaled(text(child(allowance, 'MultiplierFactorNumeric')), FACTOR_SCALE);
    if (factor !== null) iskonto += BigInt(factor);
    else {
      const gross = BigInt(lineAmounts({ miktar, birimFiyat, iskonto: 0, kdv: 0 }).brut);
      if (gross > 0n) iskonto += divRound(BigInt(amount(child(allowance, 'Amount'))) * PERCENT_OF_FRACTION, gross);
    }
  }
  const kdvSubtotal = list(child(node, 'TaxTotal'), 'TaxSubtotal').find(isKdv);
  const withholding = list(child(node, 'WithholdingTaxTotal'), 'TaxSubtotal')[0];
  return {
    ad: text(child(node, 'Item', 'Name')) || text(child(node, 'Item', 'Description')),
    miktar,
    birim: UNIT_CODES[code] ?? 'adet',
    ...(code && !UNIT_CODES[code] ? { bilinmeyenBirim: code } : {}),
    birimKodu: code,
    birimFiyat,
    iskonto: Number(iskonto),
    kdv: kdvSubtotal ? (scaled(text(child(kdvSubtotal, 'Percent')), SCALES.percent) ?? 0) : 0,
    tevkifatOrani: withholding ? (scaled(text(child(withholding, 'Percent')), 0) ?? 0) : 0,
  };
}

/**
 * Lines whose withholding only the document gives (a `WithholdingTaxTotal` of one rate, none on a
 * line, as some issuers write it): that rate on each line with KDV. Else the lines as they are.
 */
function withholdingOfDocument(lines: UblLine[], totals: unknown[]): UblLine[] {
  if (lines.some((item) => item.tevkifatOrani !== 0)) return lines;
  const rates = new Set(
    totals.flatMap((total) => list(total, 'TaxSubtotal')).map((subtotal) => scaled(text(child(subtotal, 'Percent')), 0) ?? 0),
  );
  const [rate] = rates;
  if (rates.size !== 1 || !rate) return lines;
  return lines.map((item) => (item.kdv > 0 ? { ...item, tevkifatOrani: rate } : item));
}

/**
 * Our engine's totals of lines with withholding (docs/areas/e-invoice.md), billTotals' (bill-math.ts): each line's
 * withheld KDV is its KDV × the rate, rounded half away from zero to the cent; odenecekTutar =
 * indirimliTutar + toplamKdvTutar − toplamTevkifatTutar. With each line's net, for the differences.
 */
export function withholdingTotals(lines: readonly UblLine[]): { totals: UblTotals; nets: number[] } {
  const totals = billTotals(lines);
  return {
    totals: {
      araToplam: totals.araToplam,
      toplamIskontoTutar: totals.toplamIskontoTutar,
      indirimliTutar: totals.indirimliTutar,
      toplamKdvTutar: totals.toplamKdvTutar,
      toplamTevkifatTutar: totals.toplamTevkifatTutar ?? 0,
      odenecekTutar: totals.odenecekTutar,
    },
    nets: lines.map((item) => lineAmounts(item).net),
  };
}

/** The negative figures of the lines (as read, and each line's net in the document) and of the document's totals. */
function negativeFigures(lines: readonly UblLine[], nets: readonly number[], totals: UblTotals): UblWarning[] {
  const warnings: UblWarning[] = [];
  const flag = (satir: number | null, alan: UblWarning['alan'], deger: number) => {
    if (deger < 0) warnings.push({ satir, alan, deger, uyari: 'negativeAmount' });
  };
  lines.forEach((item, index) => {
    flag(index + 1, 'miktar', item.miktar);
    flag(index + 1, 'birimFiyat', item.birimFiyat);
    flag(index + 1, 'net', nets[index] ?? 0);
  });
  for (const alan of Object.keys(totals) as (keyof UblTotals)[]) flag(null, alan, totals[alan]);
  return warnings;
}

/**
 * A UBL-TR invoice as a bill draft (docs/areas/e-invoice.md). `vergiNumarasi` is the company's VKN: the invoice
 * is `gelen` when the company is its buyer. Anything that is not a UBL invoice is `notUblInvoice`
 * (a DOCTYPE is refused before parsing: no entity is ever expanded); a document past UBL_LIMITS is
 * refused before it is parsed; a `UUID` that is not RFC 4122 is `invalidEInvoiceUuid`.
 */
export function parseUblInvoice(xml: string, vergiNumarasi?: string | null): UblResult {
  if (/<!DOCTYPE/i.test(xml)) return { ok: false, error: 'notUblInvoice' };
  const shape = ublShapeError(xml);
  if (shape) return { ok: false, error: shape };
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    return { ok: false, error: 'notUblInvoice' };
  }
  const invoice = document.Invoice;
  if (!invoice || typeof invoice !== 'object') return { ok: false, error: 'notUblInvoice' };
  const uuid = text(child(invoice, 'UUID'));
  const number = text(child(invoice, 'ID'));
  // An xs:date may carry a zone (2026-11-20+03:00): the day is the invoice's.
  const date = /^\d{4}-\d{2}-\d{2}(?=$|Z|[+-]\d{2}:\d{2}$)/.exec(text(child(invoice, 'IssueDate')))?.[0];
  if (!uuid || !number || !date) return { ok: false, error: 'notUblInvoice' };
  if (!isRfc4122Uuid(uuid)) return { ok: false, error: 'invalidEInvoiceUuid' };
  const dovizCinsi = CURRENCY_CODES[text(child(invoice, 'DocumentCurrencyCode')).toUpperCase()];
  if (!dovizCinsi) return { ok: false, error: 'unsupportedCurrency' };

  const satici = party(child(invoice, 'AccountingSupplierParty'));
  const alici = party(child(invoice, 'AccountingCustomerParty'));
  const taraf =
    vergiNumarasi && alici.kimlik === vergiNumarasi ? 'alici' : vergiNumarasi && satici.kimlik === vergiNumarasi ? 'satici' : null;
  const kalemler = withholdingOfDocument(list(invoice, 'InvoiceLine').map(line), list(invoice, 'WithholdingTaxTotal'));

  const monetary = child(invoice, 'LegalMonetaryTotal');
  const kdvTotal = list(invoice, 'TaxTotal')
    .flatMap((total) => list(total, 'TaxSubtotal'))
    .filter(isKdv)
    .reduce<bigint>((sum, subtotal) => sum + BigInt(amount(child(subtotal, 'TaxAmount'))), 0n);
  const withheld = list(invoice, 'WithholdingTaxTotal').reduce<bigint>((sum, total) => sum + BigInt(amount(child(total, 'TaxAmount'))), 0n);
  const allowances = BigInt(amount(child(monetary, 'AllowanceTotalAmount')));
  const net = BigInt(amount(child(monetary, 'LineExtensionAmount')));
  const belgeToplamlari: UblTotals = {
    araToplam: Number(net + allowances),
    toplamIskontoTutar: Number(allowances),
    indirimliTutar: Number(net),
    toplamKdvTutar: Number(kdvTotal),
    toplamTevkifatTutar: Number(withheld),
    odenecekTutar: amount(child(monetary, 'PayableAmount')),
  };

  const { totals: toplamlar, nets } = withholdingTotals(kalemler);
  const farklar: UblDifference[] = [];
  const documentNets: number[] = [];
  list(invoice, 'InvoiceLine').forEach((node, index) => {
    const belge = amount(child(node, 'LineExtensionAmount'));
    documentNets.push(belge);
    const hesap = nets[index]!;
    if (belge !== hesap) farklar.push({ satir: index + 1, alan: 'net', belge, hesap, fark: Number(BigInt(hesap) - BigInt(belge)) });
    // The line's KDV as the document gives it (its KDV subtotal's TaxAmount), when it gives one.
    const kdvSubtotal = list(child(node, 'TaxTotal'), 'TaxSubtotal').find(isKdv);
    const kdvText = kdvSubtotal ? text(child(kdvSubtotal, 'TaxAmount')) : '';
    if (kdvText !== '') {
      const belgeKdv = amount(kdvText);
      const hesapKdv = lineAmounts(kalemler[index]!).kdvTutari;
      if (belgeKdv !== hesapKdv)
        farklar.push({
          satir: index + 1,
          alan: 'kdvTutari',
          belge: belgeKdv,
          hesap: hesapKdv,
          fark: Number(BigInt(hesapKdv) - BigInt(belgeKdv)),
        });
    }
  });
  for (const alan of Object.keys(toplamlar) as (keyof UblTotals)[]) {
    const [belge, hesap] = [belgeToplamlari[alan], toplamlar[alan]];
    if (belge !== hesap) farklar.push({ satir: null, alan, belge, hesap, fark: Number(BigInt(hesap) - BigInt(belge)) });
  }

  const exchange = child(invoice, 'PricingExchangeRate');
  const rate = text(child(exchange, 'CalculationRate'));
  const kur = rate ? scaled(rate, 4) : null;
  return {
    ok: true,
    fatura: {
      eFaturaUuid: uuid,
      faturaProformaNo: number,
      tarih: date,
      dovizCinsi,
      tip: taraf === 'alici' ? 'gelen' : 'giden',
      taraf,
      satici,
      alici,
      kalemler,
      belgeToplamlari,
      toplamlar,
      farklar,
      kur,
      kurCifti:
        kur === null
          ? null
          : {
              kaynak:
                text(child(exchange, 'SourceCurrencyCode')).toUpperCase() || text(child(invoice, 'DocumentCurrencyCode')).toUpperCase(),
              hedef: text(child(exchange, 'TargetCurrencyCode')).toUpperCase() || 'TRY',
            },
      uyarilar: negativeFigures(kalemler, documentNets, belgeToplamlari),
    },
  };
}
