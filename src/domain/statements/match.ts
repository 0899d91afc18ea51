// Matching a statement's line to what the books already know (docs/areas/bank-statements.md §3):
// `matchStatementLine`, one pure function the device and the server share. Five rules, the first
// that applies wins: (1) the text names an open item of exactly the amount; (2) the counterparty's
// IBAN is an account's and one of its open items has the amount; (3) the text names an item within
// the tolerance; (4) several open items of one account add up to the amount; (5) unmatched. A
// match also says which existing cash flow to link (same account, amount and date ±3 days) instead
// of recording a second one.

import type { BillDirection } from '../kinds/bill';
import type { CashFlowType } from '../kinds/cash-flow';
import { daysBetween } from '../calendar';
import type { Currency } from '../currency';
import type { InstrumentDirection, InstrumentState } from '../instrument-catalogue';
import { textKey } from '../text-key';
import type { MatchReason, MatchState } from './catalogue';
import type { ParsedStatementLine } from './statement';

/** A bill as the matcher reads it (`fatura`'s own fields), with what is still open of it (`kalan`, minor units). */
export interface MatchBill {
  _id: string;
  tip: BillDirection;
  faturaProformaNo: string;
  tarih: string;
  dovizCinsi: Currency;
  cariHesap: string;
  /** What is still to be paid (the plan's unpaid part, account-balance.ts), minor units; 0 when paid. */
  kalan: number;
}

/** A bank order (`bankaTalimat`): open while no payment is recorded from it (`nakitAkis` null). */
export interface MatchBankOrder {
  _id: string;
  ref: string;
  tarih: string;
  miktar: number;
  dovizCinsi: Currency;
  cariHesap: string;
  fatura: string | null;
  nakitAkis: string | null;
}

/** A cheque or note (`cekSenet`): open while the bank has yet to collect or pay it. */
export interface MatchInstrument {
  _id: string;
  seriNo: string;
  yon: InstrumentDirection;
  durum: InstrumentState;
  vadeTarihi: string;
  miktar: number;
  dovizCinsi: Currency;
  cariHesap: string;
}

/** A cash flow (`nakitAkis`) already recorded, not yet linked to a statement's line. */
export interface MatchCashFlow {
  _id: string;
  tip: CashFlowType;
  tarih: string;
  miktar: number;
  dovizCinsi: Currency;
  cariHesap: string;
  fatura: string | null;
}

/** An account (`cariHesap`) with its bank accounts' IBANs. */
export interface MatchAccount {
  _id: string;
  unvan: string;
  bankalar: readonly { iban?: string }[];
}

/** What the books hold that a line may be: the company's open items, its unlinked cash flows and its accounts. */
export interface OpenItems {
  faturalar: readonly MatchBill[];
  talimatlar: readonly MatchBankOrder[];
  cekSenetler: readonly MatchInstrument[];
  nakitAkislari: readonly MatchCashFlow[];
  cariler: readonly MatchAccount[];
}

/** What the matcher reads of a line (`ekstreSatiri`). */
export type MatchLine = Pick<ParsedStatementLine, 'tarih' | 'tutar' | 'aciklama' | 'referans' | 'bankaReferansi' | 'karsiTaraf'> & {
  dovizCinsi: Currency;
};

export interface MatchOptions {
  /** The company's `ekstreToleransi`, minor units of the line's currency (default 100: 1.00). */
  tolerans?: number;
  /** Cash flows already linked (to other lines of this statement): not offered again. */
  bagliNakitAkislari?: ReadonlySet<string>;
}

export const DEFAULT_TOLERANCE = 100;
/** An existing cash flow is the line's when its date is within this many days of the line's. */
export const CASH_FLOW_DAYS = 3;

export { MATCH_STATES, type MatchState } from './catalogue';

export { MATCH_REASONS, type MatchReason } from './catalogue';

export type MatchCollection = 'fatura' | 'bankaTalimat' | 'cekSenet';

/** One item a line pays or collects, and how much of the line goes to it (minor units, positive). */
export interface MatchPart {
  koleksiyon: MatchCollection;
  _id: string;
  /** The bill a bank order pays (null for a bill, a cheque, an order naming none). */
  fatura: string | null;
  tutar: number;
}

/** One way to book the line: its account, the items, the difference and the cash flow to link. */
export interface MatchCandidate {
  cariHesap: string;
  parcalar: MatchPart[];
  /** The line less its parts, signed like the line's money (negative: the bank kept it, a charge): booked as a bank charge. */
  fark: number;
  /** An existing cash flow of the account, type, amount and date ±3 days to link instead of recording one; null: record one. */
  nakitAkis: string | null;
}

export interface StatementMatch {
  durum: MatchState;
  /** The rule that decided, 1–5. */
  kural: 1 | 2 | 3 | 4 | 5;
  neden: MatchReason;
  /** A collection (money in) or a payment (money out). */
  tip: CashFlowType;
  /** Matched: the one; suggested: the alternatives, the most likely first; unmatched: none. */
  adaylar: MatchCandidate[];
  /** Unmatched: the account guessed from the counterparty's IBAN, else its name; null when neither. */
  cariHesapTahmini: string | null;
  /** Unmatched: an existing cash flow of that amount and type within ±3 days (of the guessed account when there is one) to link. */
  nakitAkis: string | null;
}

interface Item {
  koleksiyon: MatchCollection;
  _id: string;
  cariHesap: string;
  dovizCinsi: Currency;
  tip: CashFlowType;
  tarih: string;
  /** What is open of it, minor units. */
  tutar: number;
  fatura: string | null;
  /** Its number (bill number, order ref, serial) compacted (`compact`). */
  anahtar: string;
}

interface Index {
  byKey: Map<string, Item[]>;
  byAccount: Map<string, Item[]>;
  accountsByIban: Map<string, string[]>;
  accountNames: { _id: string; key: string }[];
  flowsByAccount: Map<string, MatchCashFlow[]>;
  flowsByAmount: Map<string, MatchCashFlow[]>;
}

/** The longest run of words a number may be written in (`FT 2026 0012`). */
const MAX_WORDS = 4;
/** A number shorter than this is not looked for in a text (`12` is in every description). */
const MIN_KEY = 3;
/** How many of an account's open items the split looks at (the oldest), and how many steps it may take. */
const SPLIT_ITEMS = 30;
const SPLIT_STEPS = 20_000;
/** A name is matched by its first characters: banks cut a counterparty's name. */
const MIN_NAME = 6;

/**
 * A text in the spelling banks write it in: textKey's, with the accents dropped (banks' systems write
 * `KORFEZ KUMANYA LTD STI` for `Körfez Kumanya Ltd. Şti.`).
 */
function plain(value: string): string {
  // Printable ASCII (most numbers, most banks' text) has no accent to drop: its lower case is textKey's letters.
  if (/^[\x20-\x7e]*$/.test(value)) return value.toLowerCase();
  return textKey(value).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** A number or a name in one spelling of letters and digits only: `FT-2026/0012` → `ft20260012`, `Körfez Ltd. Şti.` → `korfezltdsti`. */
export function compact(value: string): string {
  return plain(value).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The runs of one to MAX_WORDS consecutive words of a text, each compacted: the numbers it may name. */
export function textKeys(text: string): Set<string> {
  const words = plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const keys = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    let key = '';
    let taken = 0;
    for (let end = start; end < words.length && taken < MAX_WORDS; end++) {
      key += words[end]!;
      taken++;
      if (key.length >= MIN_KEY) keys.add(key);
    }
  }
  return keys;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const OPEN_INSTRUMENT: Record<InstrumentDirection, readonly InstrumentState[]> = {
  alinan: ['portfoyde', 'tahsile-verildi'],
  verilen: ['verildi'],
};

function itemsOf(open: OpenItems): Item[] {
  const items: Item[] = [];
  for (const bill of open.faturalar) {
    if (bill.kalan <= 0) continue;
    items.push({
      koleksiyon: 'fatura',
      _id: bill._id,
      cariHesap: bill.cariHesap,
      dovizCinsi: bill.dovizCinsi,
      tip: bill.tip === 'giden' ? 'tahsilat' : 'odeme',
      tarih: bill.tarih,
      tutar: bill.kalan,
      fatura: null,
      anahtar: compact(bill.faturaProformaNo),
    });
  }
  for (const order of open.talimatlar) {
    if (order.nakitAkis) continue;
    items.push({
      koleksiyon: 'bankaTalimat',
      _id: order._id,
      cariHesap: order.cariHesap,
      dovizCinsi: order.dovizCinsi,
      tip: 'odeme',
      tarih: order.tarih,
      tutar: order.miktar,
      fatura: order.fatura,
      anahtar: compact(order.ref),
    });
  }
  for (const instrument of open.cekSenetler) {
    if (!OPEN_INSTRUMENT[instrument.yon].includes(instrument.durum)) continue;
    items.push({
      koleksiyon: 'cekSenet',
      _id: instrument._id,
      cariHesap: instrument.cariHesap,
      dovizCinsi: instrument.dovizCinsi,
      tip: instrument.yon === 'alinan' ? 'tahsilat' : 'odeme',
      tarih: instrument.vadeTarihi,
      tutar: instrument.miktar,
      fatura: null,
      anahtar: compact(instrument.seriNo),
    });
  }
  return items;
}

const indexes = new WeakMap<OpenItems, Index>();

/**
 * The books indexed for matching: items by their number and by account, accounts by IBAN and name,
 * cash flows by account and by amount. Built once per `OpenItems` object (kept while it lives), so a
 * statement's 2,000 lines against 10,000 items cost one pass over the items.
 */
function indexOf(open: OpenItems): Index {
  const cached = indexes.get(open);
  if (cached) return cached;
  const index: Index = {
    byKey: new Map(),
    byAccount: new Map(),
    accountsByIban: new Map(),
    accountNames: [],
    flowsByAccount: new Map(),
    flowsByAmount: new Map(),
  };
  for (const item of itemsOf(open)) {
    if (item.anahtar.length >= MIN_KEY) push(index.byKey, item.anahtar, item);
    push(index.byAccount, item.cariHesap, item);
  }
  for (const list of index.byAccount.values()) list.sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : 0));
  for (const account of open.cariler) {
    for (const bank of account.bankalar) {
      const iban = (bank.iban ?? '').replace(/\s+/g, '').toUpperCase();
      if (iban !== '') push(index.accountsByIban, iban, account._id);
    }
    const key = compact(account.unvan);
    if (key.length >= MIN_NAME) index.accountNames.push({ _id: account._id, key });
  }
  for (const flow of open.nakitAkislari) {
    push(index.flowsByAccount, `${flow.cariHesap}|${flow.tip}|${flow.dovizCinsi}|${flow.miktar}`, flow);
    push(index.flowsByAmount, `${flow.tip}|${flow.dovizCinsi}|${flow.miktar}`, flow);
  }
  indexes.set(open, index);
  return index;
}

const magnitude = (amount: number) => (amount < 0 ? -BigInt(amount) : BigInt(amount));

/** The accounts a counterparty's name may be: an account's name starting the other (banks cut names). */
function accountsByName(index: Index, name: string): string[] {
  const key = compact(name);
  if (key.length < MIN_NAME) return [];
  return index.accountNames.filter((account) => account.key.startsWith(key) || key.startsWith(account.key)).map((account) => account._id);
}

/** Items of several that are one payment: a bill whose bank order is among them is that order's. */
function withoutPaidByOrder(items: readonly Item[]): Item[] {
  const orderBills = new Set(items.filter((item) => item.koleksiyon === 'bankaTalimat' && item.fatura).map((item) => item.fatura));
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = `${item.koleksiyon}|${item._id}`;
    if (seen.has(id) || (item.koleksiyon === 'fatura' && orderBills.has(item._id))) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The cash flow to link for a candidate (docs/areas/bank-statements.md §3): a flow of the account,
 * the line's type and currency, of the line's amount (or of the part's, when one item), dated within
 * ±3 days of the line; the one naming the item's bill first, then the nearest in date.
 */
function flowToLink(
  index: Index,
  line: MatchLine,
  tip: CashFlowType,
  cariHesap: string | null,
  parts: readonly MatchPart[],
  used: ReadonlySet<string>,
): string | null {
  const amounts = new Set([magnitude(line.tutar).toString()]);
  if (parts.length === 1) amounts.add(String(parts[0]!.tutar));
  const bills = new Set(parts.map((part) => (part.koleksiyon === 'fatura' ? part._id : part.fatura)).filter(Boolean));
  let best: { id: string; names: boolean; days: number } | null = null;
  for (const amount of amounts) {
    const flows =
      cariHesap === null
        ? index.flowsByAmount.get(`${tip}|${line.dovizCinsi}|${amount}`)
        : index.flowsByAccount.get(`${cariHesap}|${tip}|${line.dovizCinsi}|${amount}`);
    for (const flow of flows ?? []) {
      if (used.has(flow._id)) continue;
      const days = daysBetween(line.tarih, flow.tarih);
      const distance = days < 0 ? -days : days;
      if (distance > CASH_FLOW_DAYS) continue;
      const names = flow.fatura !== null && bills.has(flow.fatura);
      if (!best || (names && !best.names) || (names === best.names && distance < best.days)) best = { id: flow._id, names, days: distance };
    }
  }
  return best?.id ?? null;
}

function part(item: Item, tutar: number | bigint = item.tutar): MatchPart {
  return { koleksiyon: item.koleksiyon, _id: item._id, fatura: item.fatura, tutar: Number(tutar) };
}

/** A candidate of some items of one account: the difference is the line less the parts, signed like the line's money. */
function candidate(index: Index, line: MatchLine, tip: CashFlowType, items: readonly Item[], used: ReadonlySet<string>): MatchCandidate {
  const parcalar = items.map((item) => part(item));
  let total = 0n;
  for (const item of items) total += BigInt(item.tutar);
  const difference = magnitude(line.tutar) - total;
  const cariHesap = items[0]!.cariHesap;
  return {
    cariHesap,
    parcalar,
    fark: Number(tip === 'tahsilat' ? difference : -difference),
    nakitAkis: flowToLink(index, line, tip, cariHesap, parcalar, used),
  };
}

/**
 * Items of one account that add up exactly to `target`, at least two: looked for among the oldest
 * SPLIT_ITEMS (oldest first, so the oldest bills are paid first), in at most SPLIT_STEPS steps.
 */
function exactSplit(items: readonly Item[], target: bigint): Item[] | null {
  const pool = items.slice(0, SPLIT_ITEMS);
  let steps = 0;
  const chosen: Item[] = [];
  const search = (from: number, left: bigint): boolean => {
    if (left === 0n) return chosen.length >= 2;
    for (let i = from; i < pool.length; i++) {
      steps++;
      if (steps > SPLIT_STEPS) return false;
      const item = pool[i]!;
      const amount = BigInt(item.tutar);
      if (amount > left) continue;
      chosen.push(item);
      if (search(i + 1, left - amount)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0, target) ? [...chosen] : null;
}

/**
 * A statement's line matched against the books (docs/areas/bank-statements.md §3), the first rule
 * that applies wins. Only items of the line's currency and direction count: money in is a
 * collection (customers' bills `giden`, received cheques and notes), money out a payment
 * (suppliers' bills `gelen`, bank orders, issued cheques).
 *
 * 1. The text (description and references) names an open bill's number, a bank order's ref or a
 *    cheque's serial, and that item's open amount is the line's: matched (two or more such items:
 *    suggested; a bill whose named bank order is also named counts once, as the order).
 * 2. The counterparty's IBAN is an account's bank account and exactly one of its open items has
 *    the amount: matched; two or more: suggested, the user picks.
 * 3. A named item's amount is within the tolerance (`ekstreToleransi`, default 1.00) of the line's:
 *    suggested, the difference (`fark`) booked as a bank charge.
 * 4. Open items of one account (the IBAN's, else those the text names, else the counterparty's
 *    name's) add up exactly to the amount, two or more: suggested as a split.
 * 5. Otherwise unmatched, with the account guessed from the IBAN or the name for a new cash flow.
 *
 * Every candidate names the existing cash flow to link instead of recording a second one (the same
 * account, type, currency and amount, dated ±3 days); an unmatched line names one of the guessed
 * account (or, without a guess, of any account) the same way.
 */
export function matchStatementLine(line: MatchLine, open: OpenItems, options: MatchOptions = {}): StatementMatch {
  const index = indexOf(open);
  const used = options.bagliNakitAkislari ?? new Set<string>();
  const tolerance = BigInt(options.tolerans ?? DEFAULT_TOLERANCE);
  const tip: CashFlowType = line.tutar >= 0 ? 'tahsilat' : 'odeme';
  const amount = magnitude(line.tutar);
  const fits = (item: Item) => item.tip === tip && item.dovizCinsi === line.dovizCinsi;
  const matched = (kural: StatementMatch['kural'], neden: MatchReason, adaylar: MatchCandidate[]): StatementMatch => ({
    durum: adaylar.length === 1 && (kural === 1 || kural === 2) ? 'eslesti' : 'onerildi',
    kural,
    neden,
    tip,
    adaylar,
    cariHesapTahmini: null,
    nakitAkis: null,
  });

  // The items the text names.
  const named: Item[] = [];
  for (const key of textKeys(`${line.aciklama} ${line.referans} ${line.bankaReferansi}`)) {
    for (const item of index.byKey.get(key) ?? []) if (fits(item)) named.push(item);
  }
  const namedItems = withoutPaidByOrder(named);

  // 1. Named, of exactly the amount.
  const exact = namedItems.filter((item) => BigInt(item.tutar) === amount);
  if (exact.length > 0)
    return matched(
      1,
      'referans',
      exact.map((item) => candidate(index, line, tip, [item], used)),
    );

  // 2. The counterparty's IBAN is an account's, and its open items of the amount.
  const iban = line.karsiTaraf.iban.replace(/\s+/g, '').toUpperCase();
  const ibanAccounts = iban === '' ? [] : (index.accountsByIban.get(iban) ?? []);
  const accountItems = (account: string) => (index.byAccount.get(account) ?? []).filter(fits);
  if (ibanAccounts.length > 0) {
    const same = withoutPaidByOrder(ibanAccounts.flatMap(accountItems).filter((item) => BigInt(item.tutar) === amount));
    if (same.length > 0)
      return matched(
        2,
        'iban',
        same.map((item) => candidate(index, line, tip, [item], used)),
      );
  }

  // 3. Named, within the tolerance: the nearest first.
  const near = namedItems
    .map((item) => ({ item, gap: magnitude(Number(BigInt(item.tutar) - amount)) }))
    .filter(({ gap }) => gap <= tolerance)
    .sort((a, b) => (a.gap < b.gap ? -1 : a.gap > b.gap ? 1 : 0));
  if (near.length > 0)
    return matched(
      3,
      'tolerans',
      near.map(({ item }) => candidate(index, line, tip, [item], used)),
    );

  // 4. A split over several open items of one account.
  const nameAccounts = line.karsiTaraf.ad ? accountsByName(index, line.karsiTaraf.ad) : [];
  const namedAccounts = [...new Set(namedItems.map((item) => item.cariHesap))];
  const splitAccounts = ibanAccounts.length > 0 ? ibanAccounts : namedAccounts.length > 0 ? namedAccounts : nameAccounts;
  const splits: MatchCandidate[] = [];
  for (const account of splitAccounts) {
    // The items the text names first (the customer said which bills), then the account's oldest.
    const own = namedItems.filter((item) => item.cariHesap === account);
    const pool = withoutPaidByOrder([...own, ...accountItems(account)]);
    const split = exactSplit(own, amount) ?? exactSplit(pool, amount);
    if (split) splits.push(candidate(index, line, tip, split, used));
  }
  if (splits.length > 0) return matched(4, 'bolme', splits);

  // 5. Unmatched: the account guessed, and a cash flow already recorded to link.
  const guess = ibanAccounts[0] ?? nameAccounts[0] ?? null;
  return {
    durum: 'eslesmedi',
    kural: 5,
    neden: 'yok',
    tip,
    adaylar: [],
    cariHesapTahmini: guess,
    nakitAkis: flowToLink(index, line, tip, guess, [], used),
  };
}

/**
 * Every line of a statement matched in order (docs/areas/bank-statements.md §3): a cash flow a line
 * links (its first candidate's) is not offered to a later line.
 */
export function matchStatementLines(lines: readonly MatchLine[], open: OpenItems, options: MatchOptions = {}): StatementMatch[] {
  const used = new Set(options.bagliNakitAkislari ?? []);
  return lines.map((line) => {
    const result = matchStatementLine(line, open, { ...options, bagliNakitAkislari: used });
    const linked = result.adaylar[0]?.nakitAkis ?? result.nakitAkis;
    if (linked) used.add(linked);
    return result;
  });
}
