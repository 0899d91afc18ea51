// What accepting a statement line books, and the bank's balance against the books
// (docs/areas/bank-statements.md §8). Pure, in integer minor units, shared by the device and the
// server: the split of a line over several bills, the bank charge of a tolerance match, and the
// comparison of each statement's closing balance with the books' balance of that bank account.

import { decimalText, SCALES } from '../money';

/** An open item a line may pay: its id and what is left to pay on it (minor units, > 0). */
export interface SplitItem {
  id: string;
  kalan: number;
}

/** One part of a split: the item and the amount the line pays on it. */
export interface SplitPart {
  id: string;
  tutar: number;
}

export interface SplitAllocation {
  parts: SplitPart[];
  /** What the line brings beyond the items' open amounts (0 when they add up to it). */
  artan: number;
  /** What the items still have open after the line (0 when the line covers them all). */
  eksik: number;
}

/**
 * Spreads a line's amount (its absolute value) over items in the order given (the user's, else
 * oldest first): each item gets what is left of the line, at most its open amount. An item the line
 * does not reach gets no part. Rule 4's suggestion adds up exactly: `artan` and `eksik` are 0.
 */
export function allocateSplit(amount: number, items: readonly SplitItem[]): SplitAllocation {
  if (!Number.isSafeInteger(amount)) throw new Error('allocateSplit: the amount is not an integer of minor units');
  const line = BigInt(amount);
  let left = line < 0n ? -line : line;
  const parts: SplitPart[] = [];
  let open = 0n;
  for (const item of items) {
    if (!Number.isSafeInteger(item.kalan) || item.kalan <= 0) continue;
    const kalan = BigInt(item.kalan);
    const paid = left < kalan ? left : kalan;
    open += kalan - paid;
    if (paid > 0n) parts.push({ id: item.id, tutar: Number(paid) });
    left -= paid;
  }
  return { parts, artan: Number(left), eksik: Number(open) };
}

/** Whether the user's choice of items settles the line exactly (a split may be accepted). */
export function splitSettles(amount: number, items: readonly SplitItem[]): boolean {
  const allocation = allocateSplit(amount, items);
  return allocation.parts.length > 0 && allocation.artan === 0 && allocation.eksik === 0;
}

export interface BankChargeBooking {
  /** The cash flow of the item: its full open amount, so that the bill turns paid. */
  akis: number;
  /**
   * The bank's difference: > 0 a charge the bank kept (a payment under the charge's budget code),
   * < 0 money the bank gave beyond the item (an income), 0 none.
   */
  masraf: number;
}

/**
 * Rule 3's booking. `line` is the line's signed amount, `item` the named item's open amount
 * (positive). Money in: the customer paid the item in full and the bank kept `item − line`. Money
 * out: we paid the item and the bank took `|line| − item` on top. Either way the item's flow is the
 * item's amount and the charge is what the bank kept.
 */
export function bankChargeBooking(line: number, item: number): BankChargeBooking {
  if (!Number.isSafeInteger(line) || !Number.isSafeInteger(item) || item <= 0)
    throw new Error('bankChargeBooking: integer minor units expected');
  return { akis: item, masraf: chargeOf(line, item) };
}

function chargeOf(line: number, item: number): number {
  return Number(line >= 0 ? BigInt(item) - BigInt(line) : -BigInt(line) - BigInt(item));
}

/** A cash flow as the books see a bank account's movement. */
export interface BookFlow {
  tarih: string;
  tip: 'tahsilat' | 'odeme';
  miktar: number;
}

/** A statement's balances as the reconciliation needs them. */
export interface BookStatement {
  _id: string;
  hesap: string;
  acilisTarihi: string | null;
  acilisBakiyesi: number | null;
  kapanisTarihi: string | null;
  kapanisBakiyesi: number | null;
}

export interface BalanceAgainstBooks {
  hesap: string;
  tarih: string;
  /** The bank's closing balance on the statement. */
  banka: number;
  /** The books' balance of that bank account on that date. */
  defter: number;
  /** banka − defter: 0 when the bank and the books agree. */
  fark: number;
}

/**
 * The books' balance of a bank account on a date: its first statement's opening balance (the
 * balance the books take over from the bank, read as the balance at the start of its day, as the
 * demo's and most Turkish banks' statements write it) plus the collections and less the payments
 * recorded from that day up to and including `tarih`.
 */
export function booksBalance(anchor: { tarih: string; bakiye: number }, flows: readonly BookFlow[], tarih: string): number {
  let balance = BigInt(anchor.bakiye);
  for (const flow of flows) {
    if (flow.tarih < anchor.tarih || flow.tarih > tarih) continue;
    balance += flow.tip === 'tahsilat' ? BigInt(flow.miktar) : -BigInt(flow.miktar);
  }
  return Number(balance);
}

/**
 * For each bank account and each statement closing date: the bank's closing balance against the
 * books' balance (booksBalance, anchored at that account's earliest statement with an opening
 * balance), and their difference. `flowsOf` gives the cash flows that move that account. Statements
 * without a closing balance, and accounts without an opening one, are left out. Newest first.
 */
export function balancesAgainstBooks(
  statements: readonly BookStatement[],
  flowsOf: (hesap: string) => readonly BookFlow[],
): BalanceAgainstBooks[] {
  const byAccount = new Map<string, BookStatement[]>();
  for (const statement of statements) byAccount.set(statement.hesap, [...(byAccount.get(statement.hesap) ?? []), statement]);
  const rows: BalanceAgainstBooks[] = [];
  for (const [hesap, list] of byAccount) {
    const opened = list
      .filter((s) => s.acilisTarihi !== null && s.acilisBakiyesi !== null)
      .sort((a, b) => (a.acilisTarihi! < b.acilisTarihi! ? -1 : a.acilisTarihi! > b.acilisTarihi! ? 1 : 0))[0];
    if (!opened) continue;
    const anchor = { tarih: opened.acilisTarihi!, bakiye: opened.acilisBakiyesi! };
    const flows = flowsOf(hesap);
    const dates = new Map<string, number>();
    for (const s of list) if (s.kapanisTarihi !== null && s.kapanisBakiyesi !== null) dates.set(s.kapanisTarihi, s.kapanisBakiyesi);
    for (const [tarih, banka] of dates) {
      const defter = booksBalance(anchor, flows, tarih);
      rows.push({ hesap, tarih, banka, defter, fark: Number(BigInt(banka) - BigInt(defter)) });
    }
  }
  return rows.sort((a, b) => (a.tarih < b.tarih ? 1 : a.tarih > b.tarih ? -1 : a.hesap.localeCompare(b.hesap)));
}

/** What the user accepts for a line: the account and bill each part pays, and its amount (minor units, > 0). */
export interface AcceptPart {
  cariHesap: string;
  fatura: string;
  tutar: number;
}

/** The line as accepting it needs it. */
export interface AcceptLine {
  sirket: string;
  tarih: string;
  tutar: number;
  dovizCinsi: string;
  aciklama: string;
  referans: string;
}

/** A cash flow's write fields as accepting a line records it (minor units; the receipt is added by the caller). */
export interface AcceptFlow {
  tip: 'tahsilat' | 'odeme';
  tarih: string;
  miktar: number;
  dovizCinsi: string;
  sirket: string;
  cariHesap: string;
  fatura: string | null;
  odemeYontemi: 'havale';
  aciklama: string;
}

/**
 * The cash flows accepting a line records (docs/areas/bank-statements.md §8): one bank transfer
 * (`havale`) per part, on the line's date and in its currency, a collection for money in and a
 * payment for money out, described by the line's text. The parts must add up to the line's amount
 * (a split allocated by allocateSplit, or one item of the line's amount), else nothing.
 */
export function acceptanceFlows(line: AcceptLine, parts: readonly AcceptPart[]): AcceptFlow[] {
  const total = parts.reduce((sum, part) => sum + BigInt(part.tutar), 0n);
  const amount = BigInt(line.tutar);
  if (parts.length === 0 || total !== (amount < 0n ? -amount : amount) || parts.some((part) => !part.cariHesap || part.tutar <= 0))
    return [];
  const aciklama = [line.referans, line.aciklama].filter(Boolean).join(' ').slice(0, 2000);
  return parts.map((part) => ({
    tip: line.tutar < 0 ? 'odeme' : 'tahsilat',
    tarih: line.tarih,
    miktar: part.tutar,
    dovizCinsi: line.dovizCinsi,
    sirket: line.sirket,
    cariHesap: part.cariHesap,
    fatura: part.fatura || null,
    odemeYontemi: 'havale',
    aciklama,
  }));
}

/** Where a company's bank charges are booked, chosen once: the bank's supplier account and the budget code. */
export interface ChargeSetting {
  cariHesap: string;
  butceKodu: string;
}

/** The bank's charge as a bill of one line (no VAT) under the chosen budget code, and its payment. */
export interface BankChargeWrites {
  fatura: {
    tip: 'gelen';
    faturaTip: 'fatura';
    faturaProformaNo: string;
    tarih: string;
    dovizCinsi: string;
    sirket: string;
    cariHesap: string;
    butceKodu: string;
    /** The charge, minor units: the line's unit price and the one plan row. */
    tutar: number;
    aciklama: string;
  };
  /** Its payment; `fatura` is set to the bill's id by the caller once the bill is made. */
  odeme: AcceptFlow;
}

/**
 * Rule 3's bank charge booked (docs/areas/bank-statements.md §8): a charge the bank kept (`masraf` > 0,
 * bankChargeBooking) becomes a bill of the bank's account under the chosen budget code — a cash flow
 * names no budget code, a bill's line does — numbered by the line (`MASRAF-` and its bank reference or
 * statement line), and its payment by bank transfer on the line's date, so that the bill is paid and
 * the expense sits under its code. Nothing for no charge or money the bank gave.
 */
export function bankChargeWrites(
  line: AcceptLine & { bankaReferansi?: string; sira?: number; ekstreNo?: string },
  masraf: number,
  setting: ChargeSetting,
): BankChargeWrites | null {
  if (masraf <= 0 || !setting.cariHesap || !setting.butceKodu) return null;
  const key = line.bankaReferansi || line.referans || `${line.ekstreNo ?? ''}-${line.sira ?? ''}-${line.tarih}`;
  const aciklama = `Banka masrafı: ${[line.referans, line.aciklama].filter(Boolean).join(' ')}`.slice(0, 2000);
  return {
    fatura: {
      tip: 'gelen',
      faturaTip: 'fatura',
      faturaProformaNo: `MASRAF-${key}`.slice(0, 60),
      tarih: line.tarih,
      dovizCinsi: line.dovizCinsi,
      sirket: line.sirket,
      cariHesap: setting.cariHesap,
      butceKodu: setting.butceKodu,
      tutar: masraf,
      aciklama,
    },
    odeme: {
      tip: 'odeme',
      tarih: line.tarih,
      miktar: masraf,
      dovizCinsi: line.dovizCinsi,
      sirket: line.sirket,
      cariHesap: setting.cariHesap,
      fatura: null,
      odemeYontemi: 'havale',
      aciklama,
    },
  };
}

/**
 * A bank charge's bill as the bill form's body (`fatura`'s write fields, figures as decimal text): one
 * line of the charge under the chosen budget code, no VAT, one plan row of the charge on its date.
 */
export function bankChargeBillInput(writes: BankChargeWrites, adi: string) {
  const { tutar, butceKodu, ...head } = writes.fatura;
  const amount = decimalText(tutar, SCALES.amount);
  return {
    ...head,
    kalemler: [{ butceKodu, adi, miktar: '1', birim: 'adet' as const, birimFiyat: amount, kdv: '0' }],
    odemePlani: [{ tarih: head.tarih, miktar: amount }],
    taksitSayisi: '1',
    eFaturaUuid: '',
  };
}

/** A bill a hand split may pay: its number and date, and what is still open of it (minor units, > 0). */
export interface SplitBill {
  id: string;
  faturaProformaNo: string;
  tarih: string;
  kalan: number;
}

/** What a hand split reads of a bill: its direction, currency, total to pay and what is paid (minor units). */
export interface SplitSourceBill {
  _id: string;
  tip: 'gelen' | 'giden';
  dovizCinsi: string;
  faturaProformaNo: string;
  tarih: string;
  odenecek: number;
  odenen: number;
}

/**
 * The bills of one account a line may be split over (docs/areas/bank-statements.md §8): of the
 * line's currency, our sales for money in and our purchases for money out, with something still
 * open; the oldest first.
 */
export function splitBillsForLine(line: { tutar: number; dovizCinsi: string }, bills: readonly SplitSourceBill[]): SplitBill[] {
  const tip = line.tutar < 0 ? 'gelen' : 'giden';
  return bills
    .filter((bill) => bill.tip === tip && bill.dovizCinsi === line.dovizCinsi)
    .map((bill) => ({
      id: bill._id,
      faturaProformaNo: bill.faturaProformaNo,
      tarih: bill.tarih,
      kalan: Number(BigInt(bill.odenecek) - BigInt(bill.odenen)),
    }))
    .filter((bill) => bill.kalan > 0)
    .sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : a.faturaProformaNo.localeCompare(b.faturaProformaNo)));
}

/** A hand split's running figures: the picked bills' open amounts added up, and what of the line is left (negative: picked too much). */
export interface SplitProgress {
  secilen: number;
  kalan: number;
}

export function splitProgress(amount: number, picked: readonly SplitItem[]): SplitProgress {
  const line = BigInt(amount);
  let sum = 0n;
  for (const item of picked) sum += BigInt(item.kalan);
  return { secilen: Number(sum), kalan: Number((line < 0n ? -line : line) - sum) };
}

/** A bank order (`bankaTalimat`) as accepting a line reads it. */
export interface AcceptOrder {
  ref: string;
  aciklama: string;
  sirket: string;
  cariHesap: string;
  fatura: string | null;
  miktar: number;
  dovizCinsi: string;
  nakitAkis: string | null;
}

/**
 * What accepting a line as a bank order's payment does (docs/areas/bank-statements.md §8): an
 * order whose payment is recorded already links the line to that cash flow (`bagla`), never a
 * second one; otherwise its payment is recorded as the order's detail page records it — a payment
 * (`odeme`) by bank transfer of the order's amount to its account, for its bill, described by its
 * ref — dated the line's day (`kaydet`). Only money out of the order's currency and amount
 * (minor units) is an order's payment: anything else is null.
 */
export function bankOrderAcceptance(
  line: Pick<AcceptLine, 'tarih' | 'tutar' | 'dovizCinsi'>,
  order: AcceptOrder,
): { bagla: string } | { kaydet: AcceptFlow } | null {
  if (line.tutar >= 0 || line.dovizCinsi !== order.dovizCinsi || -BigInt(line.tutar) !== BigInt(order.miktar)) return null;
  if (order.nakitAkis) return { bagla: order.nakitAkis };
  return {
    kaydet: {
      tip: 'odeme',
      tarih: line.tarih,
      miktar: order.miktar,
      dovizCinsi: order.dovizCinsi,
      sirket: order.sirket,
      cariHesap: order.cariHesap,
      fatura: order.fatura,
      odemeYontemi: 'havale',
      aciklama: order.aciklama ? `${order.ref} — ${order.aciklama}` : order.ref,
    },
  };
}

/** A cheque or note (`cekSenet`) as accepting a line reads it. */
export interface AcceptInstrument {
  yon: 'alinan' | 'verilen';
  durum: string;
  seriNo: string;
  miktar: number;
  dovizCinsi: string;
}

/** A move of a cheque or note as accepting a line appends it (src/domain/instruments.ts `Movement`). */
export interface AcceptMove {
  tarih: string;
  durum: 'tahsile-verildi' | 'tahsil-edildi' | 'odendi';
  iban: string;
  aciklama: string;
}

/**
 * The moves that settle a cheque or note at the bank on a line's day (docs/areas/cheques.md §2,
 * MODULES §9): a received one in the portfolio is given to our bank for collection and collected
 * (two moves of one write), one given for collection is collected, an issued one is paid — each
 * at the line's bank account (`hesap`, the IBAN), dated the line's day. These moves touch only the
 * bank (the receipt or the issue booked the account's cash flow). Only money in for a received
 * one and money out for an issued one, of its currency and amount, settles it; anything else
 * (another state, direction, amount or currency) is null.
 */
export function instrumentSettlement(
  line: Pick<AcceptLine, 'tarih' | 'tutar' | 'dovizCinsi' | 'referans'> & { hesap: string },
  instrument: AcceptInstrument,
): AcceptMove[] | null {
  const magnitude = line.tutar < 0 ? -BigInt(line.tutar) : BigInt(line.tutar);
  if (line.dovizCinsi !== instrument.dovizCinsi || magnitude !== BigInt(instrument.miktar) || line.tutar === 0) return null;
  const aciklama = [line.referans, instrument.seriNo].filter(Boolean).join(' ').slice(0, 500);
  const move = (durum: AcceptMove['durum']): AcceptMove => ({ tarih: line.tarih, durum, iban: line.hesap, aciklama });
  if (instrument.yon === 'alinan' && line.tutar > 0) {
    if (instrument.durum === 'portfoyde') return [move('tahsile-verildi'), move('tahsil-edildi')];
    if (instrument.durum === 'tahsile-verildi') return [move('tahsil-edildi')];
    return null;
  }
  if (instrument.yon === 'verilen' && line.tutar < 0 && instrument.durum === 'verildi') return [move('odendi')];
  return null;
}
