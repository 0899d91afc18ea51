// The e-Fatura inbox's parse on the device (docs/areas/e-invoice.md, issue 35): 200 UBL-TR invoices of 20 lines
// each (`BENCH_INVOICES`, `BENCH_LINES`), every one read by `parseUblInvoice` (src/domain/e-invoice.ts:
// fast-xml-parser, decimal text to integers, our engine's totals, the differences), as the inbox reads
// a folder or a ZIP dropped on it. Node's V8, the engine of the device's Chromium. Min, median and max
// of `BENCH_RUNS` (7) rounds. Goal: ≤ 2 s for the 200. Run: npm run bench:e-invoice
import { performance } from 'node:perf_hooks';
import { parseUblInvoice } from '../src/domain/e-invoice';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 200);
const LINES = Number(process.env.BENCH_LINES ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const money = (kurus: number) => `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
const kdvTotal = (base: number, tax: number, percent: number) =>
  `<cac:TaxTotal><cbc:TaxAmount currencyID="TRY">${money(tax)}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="TRY">${money(base)}</cbc:TaxableAmount><cbc:TaxAmount currencyID="TRY">${money(tax)}</cbc:TaxAmount><cbc:Percent>${percent}</cbc:Percent><cac:TaxCategory><cac:TaxScheme><cbc:Name>KDV</cbc:Name><cbc:TaxTypeCode>0015</cbc:TaxTypeCode></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>`;
const party = (vkn: string, name: string) =>
  `<cac:Party><cac:PartyIdentification><cbc:ID schemeID="VKN">${vkn}</cbc:ID></cac:PartyIdentification><cac:PartyIdentification><cbc:ID schemeID="MERSISNO">0${vkn}00015</cbc:ID></cac:PartyIdentification><cac:PartyName><cbc:Name>${name}</cbc:Name></cac:PartyName><cac:PostalAddress><cbc:StreetName>Liman Cad.</cbc:StreetName><cbc:BuildingNumber>7</cbc:BuildingNumber><cbc:CitySubdivisionName>Konak</cbc:CitySubdivisionName><cbc:CityName>İzmir</cbc:CityName><cbc:PostalZone>35220</cbc:PostalZone><cac:Country><cbc:Name>Türkiye</cbc:Name></cac:Country></cac:PostalAddress><cac:PartyTaxScheme><cac:TaxScheme><cbc:Name>Alsancak</cbc:Name></cac:TaxScheme></cac:PartyTaxScheme></cac:Party>`;

/** Invoice `n`: LINES lines of 2 × (100 + i) TL, 10 % off, KDV 20 %; totals that agree with ours. */
function invoice(n: number): string {
  let lines = '';
  let net = 0;
  for (let i = 1; i <= LINES; i++) {
    const gross = 2 * (100 + i) * 100;
    const discount = gross / 10;
    const lineNet = gross - discount;
    net += lineNet;
    lines += `<cac:InvoiceLine><cbc:ID>${i}</cbc:ID><cbc:InvoicedQuantity unitCode="C62">2</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="TRY">${money(lineNet)}</cbc:LineExtensionAmount><cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:MultiplierFactorNumeric>0.1</cbc:MultiplierFactorNumeric><cbc:Amount currencyID="TRY">${money(discount)}</cbc:Amount><cbc:BaseAmount currencyID="TRY">${money(gross)}</cbc:BaseAmount></cac:AllowanceCharge>${kdvTotal(lineNet, lineNet / 5, 20)}<cac:Item><cbc:Name>Kalem ${i}</cbc:Name></cac:Item><cac:Price><cbc:PriceAmount currencyID="TRY">${100 + i}.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`;
  }
  const kdv = net / 5;
  return `<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>TR1.2</cbc:CustomizationID><cbc:ProfileID>TICARIFATURA</cbc:ProfileID><cbc:ID>BNC2026${String(n).padStart(9, '0')}</cbc:ID><cbc:UUID>00000000-0000-4000-8000-${String(n).padStart(12, '0')}</cbc:UUID><cbc:IssueDate>2026-11-20</cbc:IssueDate><cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>TRY</cbc:DocumentCurrencyCode><cac:AccountingSupplierParty>${party('4840847211', 'Körfez Kumanya A.Ş.')}</cac:AccountingSupplierParty><cac:AccountingCustomerParty>${party('1234567890', 'Deniz Yıldızı Denizcilik Ltd. Şti.')}</cac:AccountingCustomerParty>${kdvTotal(net, kdv, 20)}<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="TRY">${money(net)}</cbc:LineExtensionAmount><cbc:AllowanceTotalAmount currencyID="TRY">${money(net / 9)}</cbc:AllowanceTotalAmount><cbc:PayableAmount currencyID="TRY">${money(net + kdv)}</cbc:PayableAmount></cac:LegalMonetaryTotal>${lines}</Invoice>`;
}

const xmls = Array.from({ length: INVOICES }, (_, n) => invoice(n));
// Every invoice is read and agrees with our engine, or the bench measures something else.
for (const xml of xmls) {
  const parsed = parseUblInvoice(xml, '1234567890');
  if (!parsed.ok || parsed.fatura.kalemler.length !== LINES || parsed.fatura.farklar.length > 0)
    throw new Error(`bench invoice not read as expected: ${JSON.stringify(parsed.ok ? parsed.fatura.farklar : parsed.error)}`);
}

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  for (const xml of xmls) parseUblInvoice(xml, '1234567890');
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const kb = Math.round(xmls.reduce((sum, xml) => sum + xml.length, 0) / 1024);
console.log(`parseUblInvoice: ${INVOICES} invoices × ${LINES} lines (${kb} KB of XML), ${RUNS} runs`);
console.log(
  `  min ${times[0]!.toFixed(1)} ms, median ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms, max ${times[RUNS - 1]!.toFixed(1)} ms (goal ≤ 2000 ms)`,
);
