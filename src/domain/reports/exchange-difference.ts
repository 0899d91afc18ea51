import type { BillDirection } from '../bill';
import type { CashFlowType } from '../cash-flow';
import type { Currency } from '../currency';
import { exchangeDifference, rateLookup, type RateRow } from '../exchange-rates';
import {
  accountNames,
  inCompany,
  inCurrency,
  inPeriod,
  type ReportBill,
  type ReportData,
  type ReportFilter,
  type ReportFlow,
} from './inputs';
import { monthOf } from './period';

// The realised exchange difference (kur farkı; docs/areas/exchange-rates.md): each payment or collection of a
// foreign-currency bill, in TL at the bill's rate and at the payment's rate, and the gain or loss.
// A rate is the one rateFor gives (the previous business day's forex buying rate); where either is
// missing the TL figures of the row are null (shown as missing, never as 0) and the row is left
// out of the sums, which count it instead. All TL figures are kuruş, on BigInt.

/** A rate a row used: its bulletin's date and ten-thousandths of TL per unit. */
export interface UsedRate {
  tarih: string;
  dovizAlis: number;
}

export interface ExchangeDifferenceRow {
  /** The cash flow's id. */
  id: string;
  /** The payment's date. */
  tarih: string;
  billId: string;
  /** The bill's number and date. */
  belge: string;
  faturaTarih: string;
  tip: BillDirection;
  cariHesap: string;
  unvan: string;
  dovizCinsi: Currency;
  /** The part of the payment that settles the bill, in the bill's currency (cents). */
  miktar: number;
  billRate: UsedRate | null;
  paymentRate: UsedRate | null;
  /** Kuruş; null when a rate is missing. */
  tlAtBill: number | null;
  tlAtPayment: number | null;
  /** Positive a gain, negative a loss; null when a rate is missing. */
  fark: number | null;
}

/** Sums of the rows with both rates, and how many rows lack one. */
export interface DifferenceTotal {
  tlAtBill: number;
  tlAtPayment: number;
  fark: number;
  /** Rows counted in the sums. */
  count: number;
  /** Rows left out for a missing rate. */
  missing: number;
}

export interface ExchangeDifferenceReport {
  /** By payment date, then flow id. */
  rows: ExchangeDifferenceRow[];
  /** Per account, by name then id. */
  byAccount: (DifferenceTotal & { cariHesap: string; unvan: string })[];
  /** Per month of the payments (`YYYY-MM`), in order. */
  byMonth: (DifferenceTotal & { ay: string })[];
  /** The period's whole. */
  total: DifferenceTotal;
}

/** The flow type that settles a bill of a direction: a payment for an incoming bill, a collection for an outgoing one. */
const settling: Record<BillDirection, CashFlowType> = { gelen: 'odeme', giden: 'tahsilat' };

class Sum {
  tlAtBill = 0n;
  tlAtPayment = 0n;
  fark = 0n;
  count = 0;
  missing = 0;

  /** A row's figures as BigInt (made once for the three sums a row goes to), null when a rate is missing. */
  static figures(row: ExchangeDifferenceRow): [bigint, bigint, bigint] | null {
    if (row.fark === null || row.tlAtBill === null || row.tlAtPayment === null) return null;
    return [BigInt(row.tlAtBill), BigInt(row.tlAtPayment), BigInt(row.fark)];
  }

  add(figures: [bigint, bigint, bigint] | null): void {
    if (figures === null) {
      this.missing++;
      return;
    }
    this.tlAtBill += figures[0];
    this.tlAtPayment += figures[1];
    this.fark += figures[2];
    this.count++;
  }

  read(): DifferenceTotal {
    return {
      tlAtBill: Number(this.tlAtBill),
      tlAtPayment: Number(this.tlAtPayment),
      fark: Number(this.fark),
      count: this.count,
      missing: this.missing,
    };
  }
}

const byDateAndId = (a: { tarih: string; id: string }, b: { tarih: string; id: string }) =>
  a.tarih !== b.tarih ? (a.tarih < b.tarih ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The kur farkı report of the period: every flow of the chosen company dated in the period that
 * settles a bill (not a proforma) in a foreign currency, in that currency, on the bill's own
 * account. A bill's payments settle it in date order (then id) up to its total, those before the
 * period included, so an overpayment's excess is no exchange difference; a flow that settles
 * nothing of its bill is not listed. `rates` are the device's (ten-thousandths of TL).
 */
export function exchangeDifferenceReport(data: ReportData, rates: readonly RateRow[], filter: ReportFilter): ExchangeDifferenceReport {
  const nameOf = accountNames(data.accounts);
  const bills = new Map<string, ReportBill>();
  for (const bill of data.bills) {
    if (bill.dovizCinsi === 'TL' || bill.faturaTip === 'proforma' || !inCompany(bill, filter) || !inCurrency(bill, filter)) continue;
    bills.set(bill.id, bill);
  }
  const paymentsOf = new Map<string, ReportFlow[]>();
  for (const flow of data.flows) {
    if (flow.fatura === null) continue;
    const bill = bills.get(flow.fatura);
    if (!bill || flow.tip !== settling[bill.tip] || flow.dovizCinsi !== bill.dovizCinsi || flow.cariHesap !== bill.cariHesap) continue;
    if (!inCompany(flow, filter) || flow.tarih > filter.to) continue;
    const list = paymentsOf.get(bill.id);
    if (list) list.push(flow);
    else paymentsOf.set(bill.id, [flow]);
  }
  const rows: ExchangeDifferenceRow[] = [];
  const rateFor = rateLookup(rates);
  for (const [billId, flows] of paymentsOf) {
    const bill = bills.get(billId)!;
    const billRate = rateFor(bill.tarih, bill.dovizCinsi);
    let open = BigInt(bill.odenecekTutar);
    for (const flow of flows.sort(byDateAndId)) {
      // What is left of the bill, at most: a flow of nothing (or less) settles nothing.
      const paid = BigInt(flow.miktar);
      const settles = paid <= 0n || open <= 0n ? 0n : paid < open ? paid : open;
      open -= settles;
      if (settles === 0n || !inPeriod(flow.tarih, filter)) continue;
      const miktar = Number(settles);
      const paymentRate = rateFor(flow.tarih, flow.dovizCinsi);
      const difference = billRate && paymentRate ? exchangeDifference(bill.tip, miktar, billRate.dovizAlis, paymentRate.dovizAlis) : null;
      rows.push({
        id: flow.id,
        tarih: flow.tarih,
        billId,
        belge: bill.faturaProformaNo,
        faturaTarih: bill.tarih,
        tip: bill.tip,
        cariHesap: bill.cariHesap,
        unvan: nameOf(bill.cariHesap),
        dovizCinsi: bill.dovizCinsi,
        miktar,
        billRate,
        paymentRate,
        tlAtBill: difference ? difference.tlAtBill : null,
        tlAtPayment: difference ? difference.tlAtPayment : null,
        fark: difference ? difference.fark : null,
      });
    }
  }
  rows.sort(byDateAndId);
  const accounts = new Map<string, Sum>();
  const months = new Map<string, Sum>();
  const total = new Sum();
  for (const row of rows) {
    let account = accounts.get(row.cariHesap);
    if (!account) accounts.set(row.cariHesap, (account = new Sum()));
    const figures = Sum.figures(row);
    account.add(figures);
    const ay = monthOf(row.tarih);
    let month = months.get(ay);
    if (!month) months.set(ay, (month = new Sum()));
    month.add(figures);
    total.add(figures);
  }
  const byAccount = [...accounts]
    .map(([cariHesap, sum]) => ({ cariHesap, unvan: nameOf(cariHesap), ...sum.read() }))
    .sort((a, b) =>
      a.unvan !== b.unvan ? (a.unvan < b.unvan ? -1 : 1) : a.cariHesap < b.cariHesap ? -1 : a.cariHesap > b.cariHesap ? 1 : 0,
    );
  const byMonth = [...months].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([ay, sum]) => ({ ay, ...sum.read() }));
  return { rows, byAccount, byMonth, total: total.read() };
}
