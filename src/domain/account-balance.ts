import type { AccountType } from './account-type';
import type { Bill, BillKind } from './bill';
import { billPaymentState, planTotal, type BillPaymentState, type PaymentFigures, type PlanFigures } from './bill-math';
import { FLOW_TYPE_OF_ACCOUNT, type CashFlow, type CashFlowType } from './cash-flow';
import { CURRENCIES, type Currency } from './currency';
import { SCALES, toMajor } from './money';

// What an account's bills and cash flows make of each other (docs/architecture.md §7), one function for
// the device and the server. Every amount is an integer in minor units and every sum is on BigInt
// (tests/unit/money-no-float.test.ts checks this file). No currency conversion: all per currency.

/** What the function reads of a bill: its id, kind, currency, total and plan (minor units). */
export interface BalanceBill {
  id: string;
  faturaTip: BillKind;
  dovizCinsi: Currency;
  odenecekTutar: number;
  odemePlani: readonly PlanFigures[];
}

/** What the function reads of a cash flow (minor units); `fatura` the bill it names, if any. */
export interface BalanceFlow {
  id: string;
  tip: CashFlowType;
  dovizCinsi: Currency;
  tarih: string;
  miktar: number;
  fatura: string | null;
}

/** One currency of an account (docs/architecture.md §7). */
export interface CurrencyBalance {
  dovizCinsi: Currency;
  /** Σ odenecekTutar of its bills (proformas excluded). */
  fatura: number;
  /** Σ its payments (supplier) or collections (customer), those on proformas excluded. */
  odenen: number;
  /** fatura − odenen: a surplus still owed when positive, a deficit (paid ahead) when negative. */
  bakiye: number;
  /** The unpaid part of the next unpaid plan row of its bills (proformas excluded); null when none. */
  odenecekTaksit: number | null;
  /** That row's due date; null when none. */
  odemeTarihi: string | null;
  /** Credit (avans): payments naming no bill, plus what exceeds a bill's remaining (docs/architecture.md §7). */
  avans: number;
}

export interface AccountBalances {
  /** Each bill's payment state, by bill id (proformas included: they are paid like bills). */
  bills: Map<string, BillPaymentState>;
  /** Per currency that has a bill or a counted flow, in the order of CURRENCIES. */
  currencies: CurrencyBalance[];
}

interface Totals {
  fatura: bigint;
  odenen: bigint;
  avans: bigint;
  next: { tarih: string; miktar: number } | null;
}

/** What accountBalances reads of a bill's allocation: its rows and its overflow (billPaymentState). */
export interface BillCover {
  rows: readonly Pick<BillPaymentState['rows'][number], 'tarih' | 'miktar' | 'odenen' | 'durum'>[];
  fazla: number | bigint;
}

/**
 * One account's summary per currency, counted flow by flow and bill by bill (docs/architecture.md §7): the rules of
 * accountBalances, apart so that a report can sum every account in one pass over the book
 * (src/domain/reports/inputs.ts) and give what accountBalances gives account by account.
 */
export class BalanceTally {
  /** A record, not a Map: a report keeps one tally per account, thousands at once. */
  private readonly totals: Partial<Record<Currency, Totals>> = {};

  private totalsOf(currency: Currency): Totals {
    let entry = this.totals[currency];
    if (!entry) {
      entry = { fatura: 0n, odenen: 0n, avans: 0n, next: null };
      this.totals[currency] = entry;
    }
    return entry;
  }

  /**
   * A flow of the account's direction; `bill` the account's bill it names, if any. True when it
   * is a payment of that bill (same currency), to be allocated to its plan.
   */
  countFlow(flow: Pick<BalanceFlow, 'dovizCinsi' | 'miktar'>, bill: Pick<BalanceBill, 'dovizCinsi' | 'faturaTip'> | undefined): boolean {
    const pays = bill !== undefined && bill.dovizCinsi === flow.dovizCinsi;
    // A proforma's payment counts nowhere until the proforma becomes a bill.
    if (pays && bill.faturaTip === 'proforma') return true;
    const entry = this.totalsOf(flow.dovizCinsi);
    if (!pays) entry.avans += BigInt(flow.miktar);
    entry.odenen += BigInt(flow.miktar);
    return pays;
  }

  /** A bill (not a proforma: those count in no balance) with its allocation. */
  countBill(bill: Pick<BalanceBill, 'dovizCinsi' | 'odenecekTutar'>, cover: BillCover): void {
    this.countBillTotal(bill, cover.fazla);
    for (const row of cover.rows) {
      if (row.durum !== 'odendi') this.countUnpaidRow(bill, row.tarih, BigInt(row.miktar) - BigInt(row.odenen));
    }
  }

  /** countBill without the rows: the bill's total and what its payments exceed its plan by. */
  countBillTotal(bill: Pick<BalanceBill, 'dovizCinsi' | 'odenecekTutar'>, fazla: number | bigint): void {
    const entry = this.totalsOf(bill.dovizCinsi);
    entry.fatura += BigInt(bill.odenecekTutar);
    // Most bills are not overpaid: no new BigInt for nothing.
    if (fazla !== 0n && fazla !== 0) entry.avans += BigInt(fazla);
  }

  /**
   * One unpaid plan row of a bill, in the plan's order, `left` what it still lacks: the account's
   * next instalment is the earliest (the first of equal dates).
   */
  countUnpaidRow(bill: Pick<BalanceBill, 'dovizCinsi'>, tarih: string, left: bigint): void {
    const entry = this.totalsOf(bill.dovizCinsi);
    if (entry.next === null || tarih < entry.next.tarih) entry.next = { tarih, miktar: Number(left) };
  }

  /** Per currency that has a bill or a counted flow, in the order of CURRENCIES. */
  currencies(): CurrencyBalance[] {
    const currencies: CurrencyBalance[] = [];
    for (const dovizCinsi of CURRENCIES) {
      const entry = this.totals[dovizCinsi];
      if (!entry) continue;
      currencies.push({
        dovizCinsi,
        fatura: Number(entry.fatura),
        odenen: Number(entry.odenen),
        bakiye: Number(entry.fatura - entry.odenen),
        odenecekTaksit: entry.next ? entry.next.miktar : null,
        odemeTarihi: entry.next ? entry.next.tarih : null,
        avans: Number(entry.avans),
      });
    }
    return currencies;
  }
}

/**
 * Derives, from one account's live bills and cash flows, each bill's allocation (its payments, in
 * date order, fill its plan rows in due-date order: billPaymentState) and the account's summary
 * per currency. Only flows of the account's direction count (`odeme` for a supplier, `tahsilat`
 * for a customer). A flow naming a bill that is not among `bills` (not yet on the device) counts as
 * credit until its bill arrives. Proformas are allocated like bills but count in no balance: their
 * totals, their payments and their overflow are left out of `fatura`, `odenen` and `avans`.
 */
export function accountBalances(cariTip: AccountType, bills: readonly BalanceBill[], flows: readonly BalanceFlow[]): AccountBalances {
  const counted = FLOW_TYPE_OF_ACCOUNT[cariTip];
  const byId = new Map(bills.map((bill) => [bill.id, bill]));
  const paymentsOf = new Map<string, PaymentFigures[]>();
  const tally = new BalanceTally();

  for (const flow of flows) {
    if (flow.tip !== counted) continue;
    const bill = flow.fatura === null ? undefined : byId.get(flow.fatura);
    if (tally.countFlow(flow, bill) && bill) {
      const list = paymentsOf.get(bill.id) ?? [];
      list.push({ miktar: flow.miktar, tarih: flow.tarih });
      paymentsOf.set(bill.id, list);
    }
  }

  const states = new Map<string, BillPaymentState>();
  for (const bill of bills) {
    const state = billPaymentState(bill.odemePlani, paymentsOf.get(bill.id) ?? []);
    states.set(bill.id, state);
    if (bill.faturaTip !== 'proforma') tally.countBill(bill, state);
  }
  return { bills: states, currencies: tally.currencies() };
}

/**
 * One currency of an account as the API and the screens carry it (docs/areas/accounts.md `finans`): amounts in
 * major units; `bakiye` and `avans` added to the spec's five fields.
 */
export interface AccountFinance {
  dovizCinsi: Currency;
  fatura: number;
  odenen: number;
  odenecekTaksit: number | null;
  odemeTarihi: string | null;
  bakiye: number;
  avans: number;
}

const major = (minor: number) => toMajor(minor, SCALES.amount);

/** The wire shape of one currency's balance (major units). */
export function toAccountFinance(balance: CurrencyBalance): AccountFinance {
  return {
    dovizCinsi: balance.dovizCinsi,
    fatura: major(balance.fatura),
    odenen: major(balance.odenen),
    odenecekTaksit: balance.odenecekTaksit === null ? null : major(balance.odenecekTaksit),
    odemeTarihi: balance.odemeTarihi,
    bakiye: major(balance.bakiye),
    avans: major(balance.avans),
  };
}

/**
 * What accountBalances reads of a bill as the device mirrors it (figures as integers). A bill still
 * queued on the device has no server totals yet: its plan adds up to its total (docs/architecture.md §7), so the plan
 * gives it.
 */
export function balanceBillOf(
  bill: Pick<Bill, '_id' | 'faturaTip' | 'dovizCinsi' | 'odemePlani'> & { toplamlar?: Bill['toplamlar'] },
): BalanceBill {
  const odemePlani = bill.odemePlani.map((row) => ({ tarih: row.tarih, miktar: row.miktar }));
  return {
    id: bill._id,
    faturaTip: bill.faturaTip,
    dovizCinsi: bill.dovizCinsi,
    odenecekTutar: bill.toplamlar ? bill.toplamlar.odenecekTutar : planTotal(odemePlani),
    odemePlani,
  };
}

/** What accountBalances reads of a cash flow as the device mirrors it (the amount in minor units). */
export function balanceFlowOf(flow: Pick<CashFlow, '_id' | 'tip' | 'dovizCinsi' | 'tarih' | 'miktar' | 'fatura'>): BalanceFlow {
  return {
    id: flow._id,
    tip: flow.tip,
    dovizCinsi: flow.dovizCinsi,
    tarih: flow.tarih,
    miktar: flow.miktar,
    fatura: flow.fatura ?? null,
  };
}
