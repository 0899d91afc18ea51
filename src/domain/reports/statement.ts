import type { AccountType } from '../account';
import type { Currency } from '../currency';
import { CURRENCIES } from '../currency';
import type { PaymentFigures } from '../bill-math';
import { planRowsCovered } from '../plan-rows-covered';
import {
  accountNames,
  accountTypes,
  byDateThen,
  inCompany,
  inCurrency,
  type ReportBill,
  type ReportData,
  type ReportFilter,
} from './inputs';
import { daysBetween } from './period';

// Reports 1 and 2 (SPEC §2 tedarikci-cari-raporlari, musteri-cari-raporlari): an account
// statement per currency. What the account billed increases its balance, what was paid or
// collected decreases it, so the balance is always fatura − odenen (account-balance.ts): what we
// owe a supplier, what a customer owes us. Borç and alacak are named the way Turkish ledgers
// name them for each side: a supplier's bill is alacak and our payment borç; a customer's bill is
// borç and the collection alacak.

export interface StatementLine {
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
}

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
  lines: StatementLine[];
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
const bucketsTotal = (buckets: Record<AgingBucket, bigint>) => buckets.notDue + buckets.d1to30 + buckets.d31to60 + buckets.d61to90 + buckets.over90;

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

/**
 * The statement of one account (`account`) or of all accounts of a side (`''`), in the period:
 * an opening line per account and currency with what was billed and paid before `from`, then each
 * bill and payment in date order (bills before payments on the same day) with the running
 * balance; and the aging of the plan rows still unpaid on `to` (allocation as of `to`, §5).
 * Proformas and payments of proformas count nowhere (§5).
 */
export function accountStatement(cariTip: AccountType, data: ReportData, filter: ReportFilter, account = ''): Statement {
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
    billEvents.push({ slot: slotOf(bill.cariHesap, bill.dovizCinsi), tarih: bill.tarih, rank: 0, belge: bill.faturaProformaNo, miktar: bill.odenecekTutar, big: BigInt(bill.odenecekTutar) });
  }
  const flowEvents: Event[] = [];
  for (const flow of data.flows) {
    if (flow.tip !== counted || flow.tarih > filter.to || !mine(flow) || typeOf(flow) !== cariTip) continue;
    const named = flow.fatura === null ? undefined : billsById.get(flow.fatura);
    // countsInBalance as accountBalances sees the book on `to`: a payment of a proforma on it (of
    // the company, dated by `to`) in the proforma's currency counts nowhere.
    if (named && named.faturaTip === 'proforma' && named.dovizCinsi === flow.dovizCinsi && named.tarih <= filter.to && inCompany(named, filter)) continue;
    if (named && named.cariHesap === flow.cariHesap && named.dovizCinsi === flow.dovizCinsi) paymentsOf.get(named)?.push({ miktar: flow.miktar, tarih: flow.tarih });
    flowEvents.push({ slot: slotOf(flow.cariHesap, flow.dovizCinsi), tarih: flow.tarih, rank: 1, belge: named?.faturaProformaNo ?? '', miktar: flow.miktar, big: BigInt(flow.miktar) });
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
  openingLines.sort(byDateThen((line) => line.dovizCinsi, (line) => `${line.unvan}|${line.cariHesap}`));

  const aging: AgingRow[] = agingSlots
    .map((slot) => {
      const buckets = slot.aging ?? emptyBuckets();
      return { cariHesap: slot.cariHesap, unvan: slot.unvan, dovizCinsi: slot.dovizCinsi, buckets: numbers(buckets), total: Number(bucketsTotal(buckets)) };
    })
    .sort(byDateThen((row) => row.dovizCinsi, (row) => row.unvan));

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
