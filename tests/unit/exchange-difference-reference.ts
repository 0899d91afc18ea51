// The kur farkı report written again, plainly, as the oracle of tests/unit/exchange-difference.test.ts.
// It stands alone like reports-reference.ts: the domain's types only, none of the code it checks
// (its own rate look-up, rounding, allocation, filters and orders).
import type { BillDirection } from '../../src/domain/bill';
import type { Currency } from '../../src/domain/currency';
import type { RateRow } from '../../src/domain/exchange-rates';
import type { DifferenceTotal, ExchangeDifferenceReport, ExchangeDifferenceRow } from '../../src/domain/reports/exchange-difference';
import type { ReportData, ReportFilter } from '../../src/domain/reports/inputs';

/** The forex buying rate of the latest bulletin of `currency` dated strictly before `date`. */
function rateBefore(rates: readonly RateRow[], date: string, currency: Currency): { tarih: string; dovizAlis: number } | null {
  const earlier = rates.filter((rate) => rate.dovizCinsi === currency && rate.tarih < date).sort((a, b) => (a.tarih < b.tarih ? 1 : -1));
  return earlier[0] ? { tarih: earlier[0].tarih, dovizAlis: earlier[0].dovizAlis } : null;
}

/** cents × ten-thousandths / 10,000, half away from zero. */
function kurus(amount: number, rate: number): number {
  const product = BigInt(amount) * BigInt(rate);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  let quotient = magnitude / 10_000n;
  if ((magnitude % 10_000n) * 2n >= 10_000n) quotient += 1n;
  return Number(negative ? -quotient : quotient);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function total(rows: readonly ExchangeDifferenceRow[]): DifferenceTotal {
  const priced = rows.filter((row) => row.fark !== null);
  const sum = (pick: (row: ExchangeDifferenceRow) => number | null) => Number(priced.reduce((acc, row) => acc + BigInt(pick(row)!), 0n));
  return {
    tlAtBill: sum((row) => row.tlAtBill),
    tlAtPayment: sum((row) => row.tlAtPayment),
    fark: sum((row) => row.fark),
    count: priced.length,
    missing: rows.length - priced.length,
  };
}

export function referenceExchangeDifference(data: ReportData, rates: readonly RateRow[], filter: ReportFilter): ExchangeDifferenceReport {
  const name = (id: string) => data.accounts.find((account) => account.id === id)?.unvan ?? id;
  const rows: ExchangeDifferenceRow[] = [];
  for (const bill of data.bills) {
    if (bill.dovizCinsi === 'TL' || bill.faturaTip !== 'fatura') continue;
    if (filter.sirket !== '' && bill.sirket !== filter.sirket) continue;
    if (filter.currency !== 'all' && bill.dovizCinsi !== filter.currency) continue;
    const type = bill.tip === 'gelen' ? 'odeme' : 'tahsilat';
    const payments = data.flows
      .filter(
        (flow) =>
          flow.fatura === bill.id &&
          flow.tip === type &&
          flow.dovizCinsi === bill.dovizCinsi &&
          flow.cariHesap === bill.cariHesap &&
          (filter.sirket === '' || flow.sirket === filter.sirket) &&
          flow.tarih <= filter.to,
      )
      .sort((a, b) => compare(a.tarih, b.tarih) || compare(a.id, b.id));
    const billRate = rateBefore(rates, bill.tarih, bill.dovizCinsi);
    let left = bill.odenecekTutar;
    for (const flow of payments) {
      const settles = Math.max(0, Math.min(flow.miktar, left));
      left -= settles;
      if (settles === 0 || flow.tarih < filter.from) continue;
      const paymentRate = rateBefore(rates, flow.tarih, flow.dovizCinsi);
      const atBill = billRate ? kurus(settles, billRate.dovizAlis) : null;
      const atPayment = paymentRate ? kurus(settles, paymentRate.dovizAlis) : null;
      const priced = atBill !== null && atPayment !== null;
      const direction: BillDirection = bill.tip;
      rows.push({
        id: flow.id,
        tarih: flow.tarih,
        billId: bill.id,
        belge: bill.faturaProformaNo,
        faturaTarih: bill.tarih,
        tip: direction,
        cariHesap: bill.cariHesap,
        unvan: name(bill.cariHesap),
        dovizCinsi: bill.dovizCinsi,
        miktar: settles,
        billRate,
        paymentRate,
        tlAtBill: priced ? atBill : null,
        tlAtPayment: priced ? atPayment : null,
        // A receivable gains when the rate rose; a payable loses.
        fark: priced ? (direction === 'giden' ? atPayment - atBill : atBill - atPayment) : null,
      });
    }
  }
  rows.sort((a, b) => compare(a.tarih, b.tarih) || compare(a.id, b.id));
  const accounts = [...new Set(rows.map((row) => row.cariHesap))]
    .map((cariHesap) => ({ cariHesap, unvan: name(cariHesap), ...total(rows.filter((row) => row.cariHesap === cariHesap)) }))
    .sort((a, b) => compare(a.unvan, b.unvan) || compare(a.cariHesap, b.cariHesap));
  const months = [...new Set(rows.map((row) => row.tarih.slice(0, 7)))]
    .sort(compare)
    .map((ay) => ({ ay, ...total(rows.filter((row) => row.tarih.startsWith(ay))) }));
  return { rows, byAccount: accounts, byMonth: months, total: total(rows) };
}
