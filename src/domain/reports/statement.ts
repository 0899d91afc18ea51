import type { AccountType } from '../account';
import type { Currency } from '../currency';
import { CURRENCIES } from '../currency';
import type { PaymentFigures } from '../bill-math';
import { forEachOpenRow } from '../plan-rows-covered';
import { accountNames, accountTypes, byDateThen, inCompany, inCurrency, type ReportData, type ReportFilter } from './inputs';
import { byText, positionsByText } from './order';
import { daysBetween } from './period';

// Reports 1 and 2 (docs/areas/reports.md tedarikci-cari-raporlari, musteri-cari-raporlari): an account
// statement per currency. What the account billed increases its balance, what was paid or
// collected decreases it, so the balance is always fatura − odenen (account-balance.ts): what we
// owe a supplier, what a customer owes us. Borç and alacak are named the way Turkish ledgers
// name them for each side: a supplier's bill is alacak and our payment borç; a customer's bill is
// borç and the collection alacak.

/** One line of a statement. A type, not an interface: the report hands each line over as its row's cells (a record of cells). */
export type StatementLine = {
  cariHesap: string;
  unvan: string;
  dovizCinsi: Currency;
  tarih: string;
  /** `acilis` the opening balance at the period's start; a bill; a payment or collection. */
  kind: 'acilis' | 'fatura' | 'odeme';
  /** The bill's number, or for a payment the number of the bill it names ('' when none). */
  belge: string;
  /** What the account billed (minor units). */
  fatura: number;
  /** What was paid or collected (minor units). */
  odenen: number;
  borc: number;
  alacak: number;
  /** The account's balance in this currency after this line: billed − paid so far. */
  bakiye: number;
};

export const AGING_BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of a plan row due on `due`, seen on `asOf`. */
export function agingBucket(due: string, asOf: string): AgingBucket {
  const late = daysBetween(due, asOf);
  if (late <= 0) return 'notDue';
  if (late <= 30) return 'd1to30';
  if (late <= 60) return 'd31to60';
  if (late <= 90) return 'd61to90';
  return 'over90';
}

export interface AgingRow {
  cariHesap: string;
  unvan: string;
  dovizCinsi: Currency;
  buckets: Record<AgingBucket, number>;
  total: number;
}

export interface StatementTotals {
  dovizCinsi: Currency;
  acilis: number;
  fatura: number;
  odenen: number;
  kapanis: number;
  aging: Record<AgingBucket, number>;
}

export interface Statement {
  /**
   * Every line in order: the opening lines, then each day's. A year's book has a hundred thousand;
   * they are made on first read (a screen that shows a page reads `linesUpTo` instead).
   */
  readonly lines: readonly StatementLine[];
  /** How many lines there are, without making them. */
  readonly lineCount: number;
  /** The first `end` lines (all of them when there are fewer), making only the days they need. */
  linesUpTo(end: number): readonly StatementLine[];
  aging: AgingRow[];
  /** Per currency present, in the order of CURRENCIES. */
  totals: StatementTotals[];
}

const emptyBuckets = (): Record<AgingBucket, bigint> => ({ notDue: 0n, d1to30: 0n, d31to60: 0n, d61to90: 0n, over90: 0n });
const numbers = (buckets: Record<AgingBucket, bigint>): Record<AgingBucket, number> => ({
  notDue: Number(buckets.notDue),
  d1to30: Number(buckets.d1to30),
  d31to60: Number(buckets.d31to60),
  d61to90: Number(buckets.d61to90),
  over90: Number(buckets.over90),
});
const bucketsTotal = (buckets: Record<AgingBucket, bigint>) =>
  buckets.notDue + buckets.d1to30 + buckets.d31to60 + buckets.d61to90 + buckets.over90;

/** One currency's totals, summed in the pass over the book (before any line is made). */
interface CurrencyTotal {
  present: boolean;
  acilis: bigint;
  fatura: bigint;
  odenen: bigint;
  aging: Record<AgingBucket, bigint>;
}

/** One account in one currency: its running balance, what came before the period, its aging. */
interface Slot {
  cariHesap: string;
  dovizCinsi: Currency;
  unvan: string;
  /** Its account, and its currency's totals. */
  account: AccountSlots;
  total: CurrencyTotal;
  running: bigint;
  opened: boolean;
  openFatura: bigint;
  openOdenen: bigint;
  aging: Record<AgingBucket, bigint> | null;
}

/** One account: whether its flows are of this statement's side, and its slots once it has any. */
interface AccountSlots {
  counts: boolean;
  slots: Partial<Record<Currency, Slot>> | null;
}

/**
 * The entries of one day, bills apart from payments (bills come first), as parallel lists: each
 * entry's slot, number (the sort reads these alone) and amount. Lines are made from them, in
 * order, when they are read.
 */
interface Day {
  billSlots: Slot[];
  billNumbers: string[];
  billAmounts: number[];
  paymentSlots: Slot[];
  paymentNumbers: string[];
  paymentAmounts: number[];
}

/**
 * The statement of one account (`account`) or of all accounts of a side (`''`), in the period:
 * an opening line per account and currency with what was billed and paid before `from`, then each
 * bill and payment in date order (bills before payments on the same day) with the running
 * balance; and the aging of the plan rows still unpaid on `to` (allocation as of `to`, docs/architecture.md §7).
 * Proformas and payments of proformas count nowhere (docs/architecture.md §7).
 */
export function accountStatement(cariTip: AccountType, data: ReportData, filter: ReportFilter, account = ''): Statement {
  const supplier = cariTip === 'tedarikci';
  const direction = supplier ? 'gelen' : 'giden';
  const counted = supplier ? 'odeme' : 'tahsilat';
  const nameOf = accountNames(data.accounts);
  const mine = (record: { cariHesap: string; sirket: string; dovizCinsi: Currency }) =>
    (account === '' || record.cariHesap === account) && inCompany(record, filter) && inCurrency(record, filter);
  const bills = data.bills;
  /** Each bill's position in data.bills: what a flow names is found once, then read by position. */
  const indexOf = new Map<string, number>();
  bills.forEach((bill, index) => indexOf.set(bill.id, index));
  const typeOf = accountTypes(data);
  const totalsOf = new Map<Currency, CurrencyTotal>(
    CURRENCIES.map((dovizCinsi) => [dovizCinsi, { present: false, acilis: 0n, fatura: 0n, odenen: 0n, aging: emptyBuckets() }]),
  );

  const accounts = new Map<string, AccountSlots>();
  const accountOf = (cariHesap: string): AccountSlots => {
    let entry = accounts.get(cariHesap);
    if (!entry) {
      // The flows read here are all of one type: an account's side decides for all of them.
      entry = { counts: typeOf({ cariHesap, tip: counted }) === cariTip, slots: null };
      accounts.set(cariHesap, entry);
    }
    return entry;
  };
  /** Accounts in the order of their first slot (the opening lines' order before their sort). */
  const slotted: Partial<Record<Currency, Slot>>[] = [];
  const slotOf = (entry: AccountSlots, cariHesap: string, dovizCinsi: Currency): Slot => {
    let slots = entry.slots;
    if (!slots) {
      slots = {};
      entry.slots = slots;
      slotted.push(slots);
    }
    let slot = slots[dovizCinsi];
    if (!slot) {
      const total = totalsOf.get(dovizCinsi)!;
      slot = {
        cariHesap,
        dovizCinsi,
        unvan: nameOf(cariHesap),
        account: entry,
        total,
        running: 0n,
        opened: false,
        openFatura: 0n,
        openOdenen: 0n,
        aging: null,
      };
      slots[dovizCinsi] = slot;
    }
    return slot;
  };

  const days = new Map<string, Day>();
  const dayOf = (tarih: string): Day => {
    let day = days.get(tarih);
    if (!day) {
      day = { billSlots: [], billNumbers: [], billAmounts: [], paymentSlots: [], paymentNumbers: [], paymentAmounts: [] };
      days.set(tarih, day);
    }
    return day;
  };
  /** The statement's lines: its entries in the period, and (below) its opening lines. */
  let entries = 0;
  /**
   * A bill (or a payment) of the statement. Before the period it only adds to its slot's opening;
   * in the period it is an entry of its day, and adds to its currency's billed or paid total (sums:
   * their order does not matter). The running balances follow the days' order, when lines are made.
   */
  const add = (slot: Slot, bill: boolean, tarih: string, belge: string, miktar: number) => {
    slot.total.present = true;
    const big = BigInt(miktar);
    if (tarih < filter.from) {
      slot.opened = true;
      if (bill) {
        slot.running += big;
        slot.openFatura += big;
        slot.total.acilis += big;
      } else {
        slot.running -= big;
        slot.openOdenen += big;
        slot.total.acilis -= big;
      }
      return;
    }
    entries++;
    const day = dayOf(tarih);
    if (bill) {
      slot.total.fatura += big;
      day.billSlots.push(slot);
      day.billNumbers.push(belge);
      day.billAmounts.push(miktar);
    } else {
      slot.total.odenen += big;
      day.paymentSlots.push(slot);
      day.paymentNumbers.push(belge);
      day.paymentAmounts.push(miktar);
    }
  };

  /** By position in data.bills: the slot of each bill of the statement, and its payments dated by `to`. */
  const slotOfBill = new Array<Slot | undefined>(bills.length);
  const paymentsOf = new Array<PaymentFigures[] | undefined>(bills.length);
  /** The positions of the statement's bills, in order. */
  const billsIn: number[] = [];
  bills.forEach((bill, index) => {
    if (bill.tip !== direction || bill.faturaTip !== 'fatura' || !mine(bill) || bill.tarih > filter.to) return;
    const slot = slotOf(accountOf(bill.cariHesap), bill.cariHesap, bill.dovizCinsi);
    slotOfBill[index] = slot;
    billsIn.push(index);
    add(slot, true, bill.tarih, bill.faturaProformaNo, bill.odenecekTutar);
  });
  // Indexed loops over the book: a report runs once per call, mostly before the engine optimizes it,
  // and an unoptimized `for…of` makes an object per step (tens of thousands here).
  const flows = data.flows;
  for (let at = 0; at < flows.length; at++) {
    const flow = flows[at]!;
    if (flow.tip !== counted || flow.tarih > filter.to || !mine(flow)) continue;
    const index = flow.fatura === null ? undefined : indexOf.get(flow.fatura);
    const named = index === undefined ? undefined : bills[index];
    // The payment of one of the statement's bills: that bill's account and slot.
    const billSlot =
      index !== undefined && named!.cariHesap === flow.cariHesap && named!.dovizCinsi === flow.dovizCinsi ? slotOfBill[index] : undefined;
    const entry = billSlot ? billSlot.account : accountOf(flow.cariHesap);
    if (!entry.counts) continue;
    // countsInBalance as accountBalances sees the book on `to`: a payment of a proforma on it (of
    // the company, dated by `to`) in the proforma's currency counts nowhere.
    if (
      named &&
      named.faturaTip === 'proforma' &&
      named.dovizCinsi === flow.dovizCinsi &&
      named.tarih <= filter.to &&
      inCompany(named, filter)
    )
      continue;
    if (billSlot) {
      const list = paymentsOf[index!];
      if (list) list.push(flow);
      else paymentsOf[index!] = [flow];
    }
    add(billSlot ?? slotOf(entry, flow.cariHesap, flow.dovizCinsi), false, flow.tarih, named?.faturaProformaNo ?? '', flow.miktar);
  }

  // Aging: the unpaid part of every plan row still open on `to`, by how late it is then.
  const agingSlots: Slot[] = [];
  const age = (slot: Slot, tarih: string, left: bigint) => {
    if (!slot.aging) {
      slot.aging = emptyBuckets();
      agingSlots.push(slot);
    }
    const bucket = agingBucket(tarih, filter.to);
    slot.aging[bucket] += left;
    slot.total.present = true;
    slot.total.aging[bucket] += left;
  };
  for (let at = 0; at < billsIn.length; at++) {
    const index = billsIn[at]!;
    const slot = slotOfBill[index]!;
    forEachOpenRow(bills[index]!.odemePlani, paymentsOf[index] ?? NO_PAYMENTS, (row, odenen) =>
      age(slot, row.tarih, BigInt(row.miktar) - odenen),
    );
  }

  // The lines in date order, bills before payments on a day, each by number (equal ones in their
  // given order), with the running balance of each line's account and currency after it: made a
  // day at a time, as far as they are read.
  const tarihler = [...days.keys()].sort(byText);
  let madeDays = 0;
  const line = (slot: Slot, tarih: string, bill: boolean, belge: string, miktar: number): StatementLine => {
    const fatura = bill ? miktar : 0;
    const odenen = bill ? 0 : miktar;
    return {
      cariHesap: slot.cariHesap,
      unvan: slot.unvan,
      dovizCinsi: slot.dovizCinsi,
      tarih,
      kind: bill ? 'fatura' : 'odeme',
      belge,
      fatura,
      odenen,
      borc: supplier ? odenen : fatura,
      alacak: supplier ? fatura : odenen,
      bakiye: Number(slot.running),
    };
  };
  const run = (
    made: StatementLine[],
    tarih: string,
    slots: readonly Slot[],
    numbers: readonly string[],
    amounts: readonly number[],
    bill: boolean,
  ) => {
    const order = positionsByText(numbers);
    for (let at = 0; at < order.length; at++) {
      const position = order[at]!;
      const slot = slots[position]!;
      const miktar = amounts[position]!;
      if (bill) slot.running += BigInt(miktar);
      else slot.running -= BigInt(miktar);
      made.push(line(slot, tarih, bill, numbers[position]!, miktar));
    }
  };

  const openingLines: StatementLine[] = [];
  for (const slots of slotted) {
    for (const slot of Object.values(slots)) {
      if (!slot.opened) continue;
      const bakiye = slot.openFatura - slot.openOdenen;
      // A positive opening is billed, a negative one paid ahead.
      const billed = bakiye >= 0n ? Number(bakiye) : 0;
      const paid = bakiye >= 0n ? 0 : Number(-bakiye);
      entries++;
      openingLines.push({
        cariHesap: slot.cariHesap,
        unvan: slot.unvan,
        dovizCinsi: slot.dovizCinsi,
        tarih: filter.from,
        kind: 'acilis',
        belge: '',
        fatura: 0,
        odenen: 0,
        borc: supplier ? paid : billed,
        alacak: supplier ? billed : paid,
        bakiye: Number(bakiye),
      });
    }
  }
  openingLines.sort(
    byDateThen(
      (line) => line.dovizCinsi,
      (line) => `${line.unvan}|${line.cariHesap}`,
    ),
  );

  const aging: AgingRow[] = agingSlots
    .map((slot) => {
      const buckets = slot.aging ?? emptyBuckets();
      return {
        cariHesap: slot.cariHesap,
        unvan: slot.unvan,
        dovizCinsi: slot.dovizCinsi,
        buckets: numbers(buckets),
        total: Number(bucketsTotal(buckets)),
      };
    })
    .sort(
      byDateThen(
        (row) => row.dovizCinsi,
        (row) => row.unvan,
      ),
    );

  const totals: StatementTotals[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const total = totalsOf.get(dovizCinsi)!;
    if (!total.present) continue;
    totals.push({
      dovizCinsi,
      acilis: Number(total.acilis),
      fatura: Number(total.fatura),
      odenen: Number(total.odenen),
      kapanis: Number(total.acilis + total.fatura - total.odenen),
      aging: numbers(total.aging),
    });
  }
  const made: StatementLine[] = openingLines;
  const lineCount = entries;
  const linesUpTo = (end: number): readonly StatementLine[] => {
    while (made.length < end && madeDays < tarihler.length) {
      const tarih = tarihler[madeDays++]!;
      const day = days.get(tarih)!;
      run(made, tarih, day.billSlots, day.billNumbers, day.billAmounts, true);
      run(made, tarih, day.paymentSlots, day.paymentNumbers, day.paymentAmounts, false);
    }
    return made;
  };
  return {
    get lines() {
      return linesUpTo(lineCount);
    },
    lineCount,
    linesUpTo,
    aging,
    totals,
  };
}

const NO_PAYMENTS: readonly PaymentFigures[] = [];
