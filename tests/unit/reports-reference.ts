// The finance reports as they were before the speed work of issue 14 (the old code, verbatim but
// for names): tests/unit/reports-reference.test.ts checks that the faster reports give exactly
// what these gave, ties and order included, on random books.
//
// The oracle stands alone: it imports the domain's types and its two lists (account types,
// currencies) but none of the code it checks. The allocation of payments to plan rows, the
// balances, the filters, the orders and the date arithmetic are written here again, plainly.
import type { AccountType } from '../../src/domain/account';
import { ACCOUNT_TYPES } from '../../src/domain/account';
import type { BillDirection } from '../../src/domain/bill';
import type { PaymentFigures, PlanFigures } from '../../src/domain/bill-math';
import type { CashFlowType } from '../../src/domain/cash-flow';
import { CURRENCIES, type Currency } from '../../src/domain/currency';
import type { PlanRowCover } from '../../src/domain/plan-rows-covered';
import type { DueInstalment, DueInstalments, DueTotals, WeekTotal } from '../../src/domain/reports/due-instalments';
import type { ReportAccount, ReportBill, ReportData, ReportFlow, ReportFilter } from '../../src/domain/reports/inputs';
import type { AgingBucket, AgingRow, Statement, StatementLine, StatementTotals } from '../../src/domain/reports/statement';
import type { TrialBalanceRow, TrialBalanceTotals } from '../../src/domain/reports/trial-balance';

// ---- Figures of the oracle's own ----

const inCompany = (record: { sirket: string }, filter: Pick<ReportFilter, 'sirket'>) =>
  filter.sirket === '' || record.sirket === filter.sirket;
const inCurrency = (record: { dovizCinsi: Currency }, filter: Pick<ReportFilter, 'currency'>) =>
  filter.currency === 'all' || record.dovizCinsi === filter.currency;
const compareCurrencies = (a: Currency, b: Currency) => CURRENCIES.indexOf(a) - CURRENCIES.indexOf(b);

/** By date, then by a tie-breaker text, both in code-unit order. */
const byDateThen =
  <T>(date: (item: T) => string, tie: (item: T) => string) =>
  (a: T, b: T): number => {
    if (date(a) !== date(b)) return date(a) < date(b) ? -1 : 1;
    return tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0;
  };

/** The account's name, or its id when the account is unknown. */
function accountNames(accounts: readonly ReportAccount[]): (id: string) => string {
  const names = new Map(accounts.map((account) => [account.id, account.unvan]));
  return (id) => names.get(id) ?? id;
}

/** A flow's account type: the account's, else as its first bill says, else as the flow's type says. */
function accountTypes(data: Pick<ReportData, 'accounts' | 'bills'>): (flow: Pick<ReportFlow, 'cariHesap' | 'tip'>) => AccountType {
  return (flow) => {
    const account = data.accounts.find((candidate) => candidate.id === flow.cariHesap);
    if (account) return account.cariTip;
    const bill = data.bills.find((candidate) => candidate.cariHesap === flow.cariHesap);
    if (bill) return bill.tip === 'gelen' ? 'tedarikci' : 'musteri';
    return flow.tip === 'odeme' ? 'tedarikci' : 'musteri';
  };
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
const dayNumber = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
};
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The Monday of a date's week. */
function weekStart(date: string): string {
  const at = new Date(dayNumber(date) * 86_400_000);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date((dayNumber(date) - sinceMonday) * 86_400_000).toISOString().slice(0, 10);
}

function agingBucket(due: string, asOf: string): AgingBucket {
  const late = daysBetween(due, asOf);
  return late <= 0 ? 'notDue' : late <= 30 ? 'd1to30' : late <= 60 ? 'd31to60' : late <= 90 ? 'd61to90' : 'over90';
}

/** Items in date order, equal dates in their given order. */
const inDateOrder = <T extends { tarih: string }>(items: readonly T[]): { item: T; index: number }[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.tarih !== b.item.tarih ? (a.item.tarih < b.item.tarih ? -1 : 1) : a.index - b.index));

/**
 * First in, first out (docs/areas/reports.md): the payments in date order fill the plan's rows in due-date order;
 * a row is paid once covered; what is left over is `fazla`.
 */
function allocate(plan: readonly PlanFigures[], payments: readonly PaymentFigures[]): { rows: PlanRowCover[]; fazla: bigint } {
  const due = inDateOrder(plan);
  const covered = plan.map(() => 0n);
  let next = 0;
  let fazla = 0n;
  for (const { item: payment } of inDateOrder(payments)) {
    let left = BigInt(payment.miktar);
    while (left > 0n && next < due.length) {
      const { item: row, index } = due[next]!;
      const need = BigInt(row.miktar) - covered[index]!;
      const take = need < left ? need : left;
      covered[index] = covered[index]! + take;
      left -= take;
      if (take === need) next += 1;
    }
    fazla += left;
  }
  const rows = plan.map((row, index) => ({
    tarih: row.tarih,
    miktar: row.miktar,
    odenen: Number(covered[index]),
    durum: covered[index]! >= BigInt(row.miktar) ? ('odendi' as const) : ('odenmedi' as const),
  }));
  return { rows, fazla };
}

interface CurrencyBalance {
  dovizCinsi: Currency;
  fatura: number;
  odenen: number;
  bakiye: number;
  odenecekTaksit: number | null;
  odemeTarihi: string | null;
  avans: number;
}

/**
 * One account's balance per currency (docs/areas/reports.md): its bills' totals (proformas left out), the flows
 * of its side (those paying a proforma in its currency left out), credit (flows naming no bill of
 * theirs in their currency, and what exceeds a bill's plan), and the earliest unpaid row.
 */
function balances(cariTip: AccountType, bills: readonly ReportBill[], flows: readonly ReportFlow[]): CurrencyBalance[] {
  const counted: CashFlowType = cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';
  const sums = new Map<Currency, { fatura: bigint; odenen: bigint; avans: bigint; next: { tarih: string; miktar: number } | null }>();
  const sumOf = (currency: Currency) => {
    if (!sums.has(currency)) sums.set(currency, { fatura: 0n, odenen: 0n, avans: 0n, next: null });
    return sums.get(currency)!;
  };
  const paymentsOf = new Map<string, PaymentFigures[]>();
  for (const flow of flows) {
    if (flow.tip !== counted) continue;
    const bill = flow.fatura === null ? undefined : bills.find((candidate) => candidate.id === flow.fatura);
    const pays = bill !== undefined && bill.dovizCinsi === flow.dovizCinsi;
    if (pays) paymentsOf.set(bill.id, [...(paymentsOf.get(bill.id) ?? []), { miktar: flow.miktar, tarih: flow.tarih }]);
    if (pays && bill.faturaTip === 'proforma') continue;
    const sum = sumOf(flow.dovizCinsi);
    sum.odenen += BigInt(flow.miktar);
    if (!pays) sum.avans += BigInt(flow.miktar);
  }
  for (const bill of bills) {
    if (bill.faturaTip === 'proforma') continue;
    const { rows, fazla } = allocate(bill.odemePlani, paymentsOf.get(bill.id) ?? []);
    const sum = sumOf(bill.dovizCinsi);
    sum.fatura += BigInt(bill.odenecekTutar);
    sum.avans += fazla;
    for (const row of rows) {
      if (row.durum === 'odendi') continue;
      if (sum.next === null || row.tarih < sum.next.tarih)
        sum.next = { tarih: row.tarih, miktar: Number(BigInt(row.miktar) - BigInt(row.odenen)) };
    }
  }
  return CURRENCIES.filter((currency) => sums.has(currency)).map((dovizCinsi) => {
    const sum = sums.get(dovizCinsi)!;
    return {
      dovizCinsi,
      fatura: Number(sum.fatura),
      odenen: Number(sum.odenen),
      bakiye: Number(sum.fatura - sum.odenen),
      odenecekTaksit: sum.next ? sum.next.miktar : null,
      odemeTarihi: sum.next ? sum.next.tarih : null,
      avans: Number(sum.avans),
    };
  });
}

const planRowsCovered = (plan: readonly PlanFigures[], payments: readonly PaymentFigures[]): PlanRowCover[] =>
  allocate(plan, payments).rows;

// ---- The reports ----

/**
 * Each account's balances as of `asOf` (account-balance.ts: the one allocation of docs/architecture.md §7), from the
 * bills and flows of the chosen company dated on or before it. An account's direction decides
 * which bills are its (gelen for a supplier, giden for a customer) and which flows count.
 */
function balancesAsOf(
  cariTip: AccountType,
  data: ReportData,
  filter: Pick<ReportFilter, 'sirket'>,
  asOf: string,
): Map<string, CurrencyBalance[]> {
  const direction: BillDirection = cariTip === 'tedarikci' ? 'gelen' : 'giden';
  const billsOf = new Map<string, ReportBill[]>();
  const flowsOf = new Map<string, ReportFlow[]>();
  const typeOf = accountTypes(data);
  for (const bill of data.bills) {
    if (bill.tip !== direction || !inCompany(bill, filter) || bill.tarih > asOf) continue;
    const list = billsOf.get(bill.cariHesap);
    if (list) list.push(bill);
    else billsOf.set(bill.cariHesap, [bill]);
  }
  const counted: CashFlowType = cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';
  for (const flow of data.flows) {
    if (flow.tip !== counted || typeOf(flow) !== cariTip || !inCompany(flow, filter) || flow.tarih > asOf) continue;
    const list = flowsOf.get(flow.cariHesap);
    if (list) list.push(flow);
    else flowsOf.set(flow.cariHesap, [flow]);
  }
  const result = new Map<string, CurrencyBalance[]>();
  for (const id of new Set([...billsOf.keys(), ...flowsOf.keys()])) {
    result.set(id, balances(cariTip, billsOf.get(id) ?? [], flowsOf.get(id) ?? []));
  }
  return result;
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

/** One account in one currency: its running balance, what came before the period, its aging. */
interface Slot {
  cariHesap: string;
  dovizCinsi: Currency;
  unvan: string;
  running: bigint;
  opened: boolean;
  openFatura: bigint;
  openOdenen: bigint;
  aging: Record<AgingBucket, bigint> | null;
}

/** A bill or payment of the statement, its amount converted once and its order's keys made once. */
interface Event {
  slot: Slot;
  tarih: string;
  /** 0 a bill, 1 a payment: bills before payments on the same day. */
  rank: 0 | 1;
  belge: string;
  /** The amount as the record has it, and as BigInt. */
  miktar: number;
  big: bigint;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Events of one day: bills first, then by number. */
const compareInDay = (a: Event, b: Event): number => (a.rank !== b.rank ? (a.rank < b.rank ? -1 : 1) : byText(a.belge, b.belge));

/** One currency's totals, summed as the lines are made. */
interface CurrencyTotal {
  present: boolean;
  acilis: bigint;
  fatura: bigint;
  odenen: bigint;
  aging: Record<AgingBucket, bigint>;
}

export function referenceStatement(
  cariTip: AccountType,
  data: ReportData,
  filter: ReportFilter,
  account = '',
): Pick<Statement, 'lines' | 'aging' | 'totals'> {
  const supplier = cariTip === 'tedarikci';
  const direction = supplier ? 'gelen' : 'giden';
  const counted = supplier ? 'odeme' : 'tahsilat';
  const nameOf = accountNames(data.accounts);
  const mine = (record: { cariHesap: string; sirket: string; dovizCinsi: Currency }) =>
    (account === '' || record.cariHesap === account) && inCompany(record, filter) && inCurrency(record, filter);
  const billsById = new Map<string, ReportBill>();
  for (const bill of data.bills) billsById.set(bill.id, bill);
  const typeOf = accountTypes(data);

  const slotsOf = new Map<string, Partial<Record<Currency, Slot>>>();
  const slotOf = (cariHesap: string, dovizCinsi: Currency): Slot => {
    let slots = slotsOf.get(cariHesap);
    if (!slots) {
      slots = {};
      slotsOf.set(cariHesap, slots);
    }
    let slot = slots[dovizCinsi];
    if (!slot) {
      slot = { cariHesap, dovizCinsi, unvan: nameOf(cariHesap), running: 0n, opened: false, openFatura: 0n, openOdenen: 0n, aging: null };
      slots[dovizCinsi] = slot;
    }
    return slot;
  };
  const totalsOf = new Map<Currency, CurrencyTotal>(
    CURRENCIES.map((dovizCinsi) => [dovizCinsi, { present: false, acilis: 0n, fatura: 0n, odenen: 0n, aging: emptyBuckets() }]),
  );

  const billEvents: Event[] = [];
  const billsIn: ReportBill[] = [];
  /** Each bill's payments dated by `to`: its allocation as of `to`, as balancesAsOf makes it. */
  const paymentsOf = new Map<ReportBill, PaymentFigures[]>();
  for (const bill of data.bills) {
    if (bill.tip !== direction || bill.faturaTip !== 'fatura' || !mine(bill) || bill.tarih > filter.to) continue;
    billsIn.push(bill);
    paymentsOf.set(bill, []);
    billEvents.push({
      slot: slotOf(bill.cariHesap, bill.dovizCinsi),
      tarih: bill.tarih,
      rank: 0,
      belge: bill.faturaProformaNo,
      miktar: bill.odenecekTutar,
      big: BigInt(bill.odenecekTutar),
    });
  }
  const flowEvents: Event[] = [];
  for (const flow of data.flows) {
    if (flow.tip !== counted || flow.tarih > filter.to || !mine(flow) || typeOf(flow) !== cariTip) continue;
    const named = flow.fatura === null ? undefined : billsById.get(flow.fatura);
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
    if (named && named.cariHesap === flow.cariHesap && named.dovizCinsi === flow.dovizCinsi)
      paymentsOf.get(named)?.push({ miktar: flow.miktar, tarih: flow.tarih });
    flowEvents.push({
      slot: slotOf(flow.cariHesap, flow.dovizCinsi),
      tarih: flow.tarih,
      rank: 1,
      belge: named?.faturaProformaNo ?? '',
      miktar: flow.miktar,
      big: BigInt(flow.miktar),
    });
  }

  // Aging: the unpaid part of every plan row still open on `to`, by how late it is then.
  const agingSlots: Slot[] = [];
  for (const bill of billsIn) {
    for (const row of planRowsCovered(bill.odemePlani, paymentsOf.get(bill) ?? [])) {
      if (row.durum === 'odendi') continue;
      const slot = slotOf(bill.cariHesap, bill.dovizCinsi);
      if (!slot.aging) {
        slot.aging = emptyBuckets();
        agingSlots.push(slot);
      }
      const left = BigInt(row.miktar) - BigInt(row.odenen);
      const bucket = agingBucket(row.tarih, filter.to);
      slot.aging[bucket] += left;
      const total = totalsOf.get(bill.dovizCinsi)!;
      total.present = true;
      total.aging[bucket] += left;
    }
  }

  // In date order (bills before payments on a day, then by number): grouped by day, each day sorted.
  const days = new Map<string, Event[]>();
  for (const list of [billEvents, flowEvents]) {
    for (const event of list) {
      const day = days.get(event.tarih);
      if (day) day.push(event);
      else days.set(event.tarih, [event]);
    }
  }
  const events: Event[] = [];
  for (const tarih of [...days.keys()].sort(byText)) {
    const day = days.get(tarih)!;
    day.sort(compareInDay);
    for (const event of day) events.push(event);
  }

  const lines: StatementLine[] = [];
  for (const event of events) {
    const slot = event.slot;
    const bill = event.rank === 0;
    if (bill) slot.running += event.big;
    else slot.running -= event.big;
    const total = totalsOf.get(slot.dovizCinsi)!;
    total.present = true;
    if (event.tarih < filter.from) {
      slot.opened = true;
      if (bill) slot.openFatura += event.big;
      else slot.openOdenen += event.big;
      if (bill) total.acilis += event.big;
      else total.acilis -= event.big;
      continue;
    }
    if (bill) total.fatura += event.big;
    else total.odenen += event.big;
    const fatura = bill ? event.miktar : 0;
    const odenen = bill ? 0 : event.miktar;
    lines.push({
      cariHesap: slot.cariHesap,
      dovizCinsi: slot.dovizCinsi,
      tarih: event.tarih,
      kind: bill ? 'fatura' : 'odeme',
      belge: event.belge,
      fatura,
      odenen,
      unvan: slot.unvan,
      borc: supplier ? odenen : fatura,
      alacak: supplier ? fatura : odenen,
      bakiye: Number(slot.running),
    });
  }

  const openingLines: StatementLine[] = [];
  for (const slots of slotsOf.values()) {
    for (const slot of Object.values(slots)) {
      if (!slot.opened) continue;
      const bakiye = slot.openFatura - slot.openOdenen;
      // A positive opening is billed, a negative one paid ahead.
      const billed = bakiye >= 0n ? Number(bakiye) : 0;
      const paid = bakiye >= 0n ? 0 : Number(-bakiye);
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
  return { lines: [...openingLines, ...lines], aging, totals };
}

const byName = new Intl.Collator('tr').compare;

export function referenceTrialBalance(data: ReportData, filter: ReportFilter): { rows: TrialBalanceRow[]; totals: TrialBalanceTotals[] } {
  const nameOf = accountNames(data.accounts);
  const rows: TrialBalanceRow[] = [];
  for (const cariTip of ACCOUNT_TYPES) {
    for (const [cariHesap, currencies] of balancesAsOf(cariTip, data, filter, filter.to)) {
      for (const currency of currencies) {
        if (!inCurrency(currency, filter)) continue;
        rows.push({ cariHesap, unvan: nameOf(cariHesap), cariTip, ...currency });
      }
    }
  }
  rows.sort((a, b) =>
    a.cariTip !== b.cariTip
      ? a.cariTip === 'tedarikci'
        ? -1
        : 1
      : a.dovizCinsi !== b.dovizCinsi
        ? compareCurrencies(a.dovizCinsi, b.dovizCinsi)
        : byName(a.unvan, b.unvan),
  );
  // One pass: per side and currency.
  const sums = new Map<string, { fatura: bigint; odenen: bigint; bakiye: bigint; avans: bigint }>();
  for (const row of rows) {
    const key = `${row.cariTip}|${row.dovizCinsi}`;
    const sum = sums.get(key);
    if (sum) {
      sum.fatura += BigInt(row.fatura);
      sum.odenen += BigInt(row.odenen);
      sum.bakiye += BigInt(row.bakiye);
      sum.avans += BigInt(row.avans);
    } else {
      sums.set(key, { fatura: BigInt(row.fatura), odenen: BigInt(row.odenen), bakiye: BigInt(row.bakiye), avans: BigInt(row.avans) });
    }
  }
  const totals: TrialBalanceTotals[] = [];
  for (const cariTip of ACCOUNT_TYPES) {
    for (const dovizCinsi of CURRENCIES) {
      const sum = sums.get(`${cariTip}|${dovizCinsi}`);
      if (sum)
        totals.push({
          cariTip,
          dovizCinsi,
          fatura: Number(sum.fatura),
          odenen: Number(sum.odenen),
          bakiye: Number(sum.bakiye),
          avans: Number(sum.avans),
        });
    }
  }
  return { rows, totals };
}

function referencePlanRowsAsOf(
  cariTip: AccountType,
  data: Pick<ReportData, 'accounts' | 'bills' | 'flows'>,
  filter: Pick<ReportFilter, 'sirket'>,
  asOf: string,
  bills: readonly ReportBill[],
): Map<string, PlanRowCover[]> {
  const counted: CashFlowType = cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';
  const typeOf = accountTypes(data);
  const wanted = new Map<string, ReportBill>();
  for (const bill of bills) wanted.set(bill.id, bill);
  const paymentsOf = new Map<string, PaymentFigures[]>();
  for (const flow of data.flows) {
    if (flow.fatura === null || flow.tip !== counted) continue;
    const bill = wanted.get(flow.fatura);
    if (!bill || bill.cariHesap !== flow.cariHesap || bill.dovizCinsi !== flow.dovizCinsi) continue;
    if (flow.tarih > asOf || !inCompany(flow, filter) || typeOf(flow) !== cariTip) continue;
    const list = paymentsOf.get(bill.id);
    if (list) list.push({ miktar: flow.miktar, tarih: flow.tarih });
    else paymentsOf.set(bill.id, [{ miktar: flow.miktar, tarih: flow.tarih }]);
  }
  const rows = new Map<string, PlanRowCover[]>();
  for (const bill of wanted.values()) rows.set(bill.id, planRowsCovered(bill.odemePlani, paymentsOf.get(bill.id) ?? NO_PAYMENTS));
  return rows;
}

const NO_PAYMENTS: readonly PaymentFigures[] = [];

export function referenceDueInstalments(cariTip: AccountType, data: ReportData, filter: ReportFilter, today: string): DueInstalments {
  const direction = cariTip === 'tedarikci' ? 'gelen' : 'giden';
  const nameOf = accountNames(data.accounts);
  const bills = data.bills.filter(
    (bill) => bill.tip === direction && bill.faturaTip === 'fatura' && inCompany(bill, filter) && inCurrency(bill, filter),
  );
  // What is unpaid now: every payment recorded so far counts, whatever its date.
  const plans = referencePlanRowsAsOf(cariTip, data, filter, '9999-12-31', bills);
  /** Each row with its tie-breaker after its date, made once. */
  const keyed: { row: DueInstalment; tie: string }[] = [];
  for (const bill of bills) {
    const plan = plans.get(bill.id);
    if (!plan) continue;
    const unvan = nameOf(bill.cariHesap);
    for (const row of plan) {
      if (row.durum === 'odendi' || row.tarih > filter.to) continue;
      const late = daysBetween(row.tarih, today);
      const line: DueInstalment = {
        billId: bill.id,
        belge: bill.faturaProformaNo,
        cariHesap: bill.cariHesap,
        unvan,
        dovizCinsi: bill.dovizCinsi,
        tarih: row.tarih,
        hafta: weekStart(row.tarih),
        miktar: row.miktar,
        odenen: row.odenen,
        kalan: Number(BigInt(row.miktar) - BigInt(row.odenen)),
        gecikme: late > 0 ? late : 0,
        overdue: late > 0,
      };
      keyed.push({ row: line, tie: `${unvan}|${line.belge}|${line.billId}` });
    }
  }
  keyed.sort((a, b) => {
    if (a.row.tarih !== b.row.tarih) return a.row.tarih < b.row.tarih ? -1 : 1;
    return a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0;
  });
  const rows = keyed.map((entry) => entry.row);
  const thisWeek = weekStart(today);
  const weeks = new Map<string, Map<Currency, { hafta: string; dovizCinsi: Currency; kalan: bigint; overdue: boolean }>>();
  const sums = new Map<Currency, { kalan: bigint; overdue: bigint; thisWeek: bigint }>();
  for (const row of rows) {
    const kalan = BigInt(row.kalan);
    let byCurrency = weeks.get(row.hafta);
    if (!byCurrency) {
      byCurrency = new Map();
      weeks.set(row.hafta, byCurrency);
    }
    const week = byCurrency.get(row.dovizCinsi);
    if (week) {
      week.kalan += kalan;
      week.overdue ||= row.overdue;
    } else {
      byCurrency.set(row.dovizCinsi, { hafta: row.hafta, dovizCinsi: row.dovizCinsi, kalan, overdue: row.overdue });
    }
    let sum = sums.get(row.dovizCinsi);
    if (!sum) {
      sum = { kalan: 0n, overdue: 0n, thisWeek: 0n };
      sums.set(row.dovizCinsi, sum);
    }
    sum.kalan += kalan;
    if (row.overdue) sum.overdue += kalan;
    else if (row.hafta === thisWeek) sum.thisWeek += kalan;
  }
  const totals: DueTotals[] = [];
  for (const dovizCinsi of CURRENCIES) {
    const sum = sums.get(dovizCinsi);
    if (!sum) continue;
    totals.push({ dovizCinsi, kalan: Number(sum.kalan), overdue: Number(sum.overdue), thisWeek: Number(sum.thisWeek) });
  }
  // Rows are in date order, so weeks come in order of their Monday; within a week, by currency.
  const weekTotals: WeekTotal[] = [];
  for (const byCurrency of weeks.values()) {
    for (const dovizCinsi of CURRENCIES) {
      const week = byCurrency.get(dovizCinsi);
      if (week) weekTotals.push({ hafta: week.hafta, dovizCinsi, kalan: Number(week.kalan), overdue: week.overdue });
    }
  }
  return { rows, weeks: weekTotals, totals };
}
