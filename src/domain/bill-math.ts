import { addMonths, isCalendarDate } from './calendar';
import { divRound, MAX_SCALED, pow10, SCALES, sumScaled } from './money';

// The money engine of bills (docs/architecture.md §7), one for the form, the device and the server.
// Every figure is an integer (see money.ts): a line's `miktar` in thousandths, `birimFiyat` in
// ten-thousandths, `iskonto` and `kdv` in thousandths of a percent, amounts in kuruş / cents.
// Products are taken in BigInt and rounded once, half away from zero, to the cent.

/** What the engine reads of a line, as integers at their scales. */
export interface LineFigures {
  /** Thousandths (2.5 → 2500). */
  miktar: number;
  /** Ten-thousandths (12.3456 → 123456). */
  birimFiyat: number;
  /** Thousandths of a percent (12.5 % → 12500); 0 when there is no discount. */
  iskonto: number;
  /** Thousandths of a percent (20 % → 20000). */
  kdv: number;
  /**
   * The whole percent of the line's KDV the buyer withholds (tevkifat, docs/areas/e-invoice.md): 0, or 20–100
   * in tens (70 for 7/10). A line without it withholds nothing, and its amounts carry no `tevkifatTutari`.
   */
  tevkifatOrani?: number;
}

/** A line's amounts in minor units. */
export interface LineAmounts {
  /** miktar × birimFiyat. */
  brut: number;
  /** brut × iskonto %. */
  iskontoTutari: number;
  /** brut − iskontoTutari. */
  net: number;
  /** net × kdv %. */
  kdvTutari: number;
  /** net + kdvTutari. */
  tutar: number;
  /** kdvTutari × tevkifatOrani %: the KDV the buyer withholds; present when the line gives a rate. */
  tevkifatTutari?: number;
}

/** A bill's totals in minor units (docs/areas/bills.md `toplamlar`, without what payments add). */
export interface BillTotals {
  araToplam: number;
  toplamIskontoTutar: number;
  indirimliTutar: number;
  toplamKdvTutar: number;
  /** Σ the lines' withheld KDV; present when a line gives a withholding rate (docs/areas/e-invoice.md). */
  toplamTevkifatTutar?: number;
  odenecekTutar: number;
}

/** From a product of a quantity and a unit price (3 + 4 places) to cents (2 places). */
const PRODUCT_TO_MINOR = (pow10(SCALES.quantity) * pow10(SCALES.unitPrice)) / pow10(SCALES.amount);
/** A percentage at 3 places is a fraction with 5 places (100 % = 100000). */
const PERCENT_DIVISOR = pow10(SCALES.percent) * 100n;

interface LineBig {
  brut: bigint;
  iskontoTutari: bigint;
  net: bigint;
  kdvTutari: bigint;
  tutar: bigint;
  tevkifatTutari: bigint;
}

/** The withholding rates a line may carry (whole percents): none, or 2/10 to 10/10. */
export const WITHHOLDING_RATES = [0, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

/** A withholding rate as the tax office writes it: 70 → '7/10'. */
export const withholdingLabel = (rate: number) => `${String(rate).slice(0, -1)}/10`;

function lineBig(line: LineFigures): LineBig {
  const brut = divRound(BigInt(line.miktar) * BigInt(line.birimFiyat), PRODUCT_TO_MINOR);
  const iskontoTutari = divRound(brut * BigInt(line.iskonto), PERCENT_DIVISOR);
  const net = brut - iskontoTutari;
  const kdvTutari = divRound(net * BigInt(line.kdv), PERCENT_DIVISOR);
  const tevkifatTutari = divRound(kdvTutari * BigInt(line.tevkifatOrani ?? 0), 100n);
  return { brut, iskontoTutari, net, kdvTutari, tutar: net + kdvTutari, tevkifatTutari };
}

const fits = (value: bigint) => value <= MAX_SCALED && value >= -MAX_SCALED;

/**
 * A line's amounts, each rounded half away from zero to the cent: gross = miktar × birimFiyat,
 * discount = gross × iskonto %, net = gross − discount, KDV = net × kdv %, total = net + KDV, and
 * when the line gives a withholding rate, withheld = KDV × tevkifatOrani % (the total keeps it: the
 * buyer pays it to the tax office, not to the seller; the bill's odenecekTutar takes it off).
 * Throws a RangeError when a figure is too large to be exact (see `lineTooLarge`).
 */
export function lineAmounts(line: LineFigures): LineAmounts {
  const big = lineBig(line);
  if (!fits(big.brut) || !fits(big.tutar)) throw new RangeError('line amount too large');
  return {
    brut: Number(big.brut),
    iskontoTutari: Number(big.iskontoTutari),
    net: Number(big.net),
    kdvTutari: Number(big.kdvTutari),
    tutar: Number(big.tutar),
    ...(line.tevkifatOrani === undefined ? {} : { tevkifatTutari: Number(big.tevkifatTutari) }),
  };
}

/** Whether a line's gross or total leaves the exact range (422 `tooLarge`). */
export function lineTooLarge(line: LineFigures): boolean {
  const big = lineBig(line);
  return !fits(big.brut) || !fits(big.tutar);
}

/** Whether a bill's totals leave the exact range (422 `tooLarge`), its lines being in range. */
export function totalsTooLarge(lines: readonly LineFigures[]): boolean {
  if (lines.some(lineTooLarge)) return true;
  const bigs = lines.map(lineBig);
  return !fits(sumScaled(bigs.map((b) => b.brut))) || !fits(sumScaled(bigs.map((b) => b.tutar)));
}

/**
 * A bill's totals: the sums of its lines' rounded amounts (docs/architecture.md §7), so a total always equals the sum
 * of the lines the bill shows. odenecekTutar = indirimliTutar + toplamKdvTutar − toplamTevkifatTutar
 * (docs/areas/e-invoice.md; the withheld total is given when a line gives a rate, and is 0 without withholding).
 */
export function billTotals(lines: readonly LineFigures[]): BillTotals {
  const bigs = lines.map(lineBig);
  const araToplam = sumScaled(bigs.map((b) => b.brut));
  const toplamIskontoTutar = sumScaled(bigs.map((b) => b.iskontoTutari));
  const indirimliTutar = sumScaled(bigs.map((b) => b.net));
  const toplamKdvTutar = sumScaled(bigs.map((b) => b.kdvTutari));
  const toplamTevkifatTutar = sumScaled(bigs.map((b) => b.tevkifatTutari));
  const odenecekTutar = indirimliTutar + toplamKdvTutar - toplamTevkifatTutar;
  if (!fits(araToplam) || !fits(odenecekTutar)) throw new RangeError('bill total too large');
  return {
    araToplam: Number(araToplam),
    toplamIskontoTutar: Number(toplamIskontoTutar),
    indirimliTutar: Number(indirimliTutar),
    toplamKdvTutar: Number(toplamKdvTutar),
    ...(lines.some((line) => line.tevkifatOrani !== undefined) ? { toplamTevkifatTutar: Number(toplamTevkifatTutar) } : {}),
    odenecekTutar: Number(odenecekTutar),
  };
}

/** A row of a payment plan: a due date and an amount in minor units. */
export interface PlanFigures {
  tarih: string;
  miktar: number;
}

/**
 * The plan the form proposes (docs/architecture.md §7): `count` monthly rows from the bill date (the first on the
 * date itself, the day clamped to shorter months), each the total divided evenly, and the last
 * taking the remainder, so the rows add up to `total` exactly (1,000.00 in 3: 333.33, 333.33,
 * 333.34; 0.05 in 2: 0.02, 0.03).
 */
export function proposePlan(total: number, count: number, tarih: string): PlanFigures[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('a plan has at least one row');
  const whole = BigInt(total);
  const share = whole / BigInt(count);
  const rows: PlanFigures[] = [];
  let given = 0n;
  const lastIndex = BigInt(count) - 1n;
  for (let i = 0; i < count; i++) {
    const last = BigInt(i) === lastIndex;
    const miktar = last ? whole - given : share;
    given += miktar;
    rows.push({ tarih: addMonths(tarih, i), miktar: Number(miktar) });
  }
  return rows;
}

/**
 * The row "add instalment" appends to a plan edited by hand (docs/architecture.md §7): due a month after the last row
 * (or, while that row's date is not a date yet, `count` months after the bill date), for what the
 * plan still lacks (`remainder`; nothing when the plan already adds up, is over, or cannot be
 * summed yet). The date is '' when neither date is valid: the form asks for it.
 */
export function appendedPlanRow(lastTarih: string | null, billTarih: string, count: number, remainder: number | null): PlanFigures {
  const tarih =
    lastTarih !== null && isCalendarDate(lastTarih)
      ? addMonths(lastTarih, 1)
      : isCalendarDate(billTarih)
        ? addMonths(billTarih, count)
        : '';
  return { tarih, miktar: remainder !== null && remainder > 0 ? remainder : 0 };
}

/** The exact sum of a plan's rows in minor units. */
export function planTotal(rows: readonly Pick<PlanFigures, 'miktar'>[]): number {
  return Number(sumScaled(rows.map((row) => row.miktar)));
}

/** What the plan still lacks (positive) or has too much (negative) against `total`. */
export function planRemainder(rows: readonly Pick<PlanFigures, 'miktar'>[], total: number): number {
  return Number(BigInt(total) - sumScaled(rows.map((row) => row.miktar)));
}

/** One row = peşin (lump sum), more = taksit (docs/architecture.md §7: derived, never contradicted). */
export function paymentTypeOf(rowCount: number): 'pesin' | 'taksit' {
  return rowCount > 1 ? 'taksit' : 'pesin';
}

/** A payment of a bill as the engine reads it: an amount in minor units and its date. */
export interface PaymentFigures {
  miktar: number;
  tarih: string;
  /** The payment's id, when the caller wants to know which payments cover which row. */
  id?: string;
}

/** The part of one payment that went to one plan row. */
export interface Allocation {
  /** The payment's id ('' when the caller gave none). */
  payment: string;
  tarih: string;
  miktar: number;
}

export type PaidState = 'odendi' | 'odenmedi';

/** A plan row with what its bill's payments cover of it. */
export interface PlanRowState extends PlanFigures {
  /** Allocated to this row, at most its amount. */
  odenen: number;
  /** `odendi` when covered in full. */
  durum: PaidState;
  /** The date of the payment that completed the row; null while it is not paid (or is zero). */
  odendigiTarih: string | null;
  /** The payments that cover it, in the order they were applied. */
  allocations: Allocation[];
}

/** What a bill's payments make of it (docs/architecture.md §7): derived, never stored on the bill. */
export interface BillPaymentState {
  /** The plan's rows in their own order, each with what covers it. */
  rows: PlanRowState[];
  /** Σ payments allocated to the plan (at most the plan's total). */
  odenmisTutar: number;
  /** `odendi` when every row is. */
  durum: PaidState;
  /** The next unpaid row's unpaid part; null when everything is paid. */
  odenecekTaksit: number | null;
  /** The next unpaid row's due date; null when everything is paid. */
  odemeTarihi: string | null;
  /** What the payments exceed the plan by: the account's credit (avans) in this currency. */
  fazla: number;
}

/**
 * How far a bill (or a plan row) is paid, for the screens: `odendi` when covered, `kismen` (partly
 * paid) when something is paid but not all, else `odenmedi`. Derived from the paid state and what
 * is paid; the stored and API `durum` stays `odendi` / `odenmedi` (docs/architecture.md §8).
 */
export type PaymentProgress = PaidState | 'kismen';

export function paymentProgress(durum: PaidState, odenen: number | bigint): PaymentProgress {
  if (durum === 'odendi') return 'odendi';
  return BigInt(odenen) > 0n ? 'kismen' : 'odenmedi';
}

/** Items in due-date order, ties in their own order, with their index. */
export const byDate = <T extends { tarih: string }>(items: readonly T[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.tarih < b.item.tarih ? -1 : a.item.tarih > b.item.tarih ? 1 : a.index < b.index ? -1 : 1));

/**
 * Allocates a bill's payments to its plan rows first in, first out (docs/architecture.md §7): payments in date order
 * fill the rows in due-date order (ties in their given order); a row is paid when covered; the
 * bill is paid when every row is. What exceeds the plan is returned as `fazla` (credit).
 */
export function billPaymentState(plan: readonly PlanFigures[], payments: readonly PaymentFigures[]): BillPaymentState {
  const due = byDate(plan);
  const covered = plan.map(() => 0n);
  const completedOn: (string | null)[] = plan.map(() => null);
  const allocations: Allocation[][] = plan.map(() => []);
  let cursor = 0;
  let fazla = 0n;
  let allocated = 0n;
  for (const { item: payment } of byDate(payments)) {
    let left = BigInt(payment.miktar);
    while (left > 0n && cursor < due.length) {
      const entry = due[cursor];
      if (!entry) break;
      const need = BigInt(entry.item.miktar) - (covered[entry.index] ?? 0n);
      const take = need < left ? need : left;
      covered[entry.index] = (covered[entry.index] ?? 0n) + take;
      allocated += take;
      left -= take;
      if (take > 0n) allocations[entry.index]?.push({ payment: payment.id ?? '', tarih: payment.tarih, miktar: Number(take) });
      if (take === need) {
        if (take > 0n) completedOn[entry.index] = payment.tarih;
        cursor++;
      }
    }
    fazla += left;
  }
  const rows: PlanRowState[] = plan.map((row, index) => {
    const odenen = covered[index] ?? 0n;
    return {
      tarih: row.tarih,
      miktar: row.miktar,
      odenen: Number(odenen),
      durum: odenen >= BigInt(row.miktar) ? 'odendi' : 'odenmedi',
      odendigiTarih: completedOn[index] ?? null,
      allocations: allocations[index] ?? [],
    };
  });
  const next = due.find(({ index }) => rows[index]?.durum === 'odenmedi');
  const nextRow = next ? rows[next.index] : undefined;
  return {
    rows,
    odenmisTutar: Number(allocated),
    durum: nextRow ? 'odenmedi' : 'odendi',
    odenecekTaksit: nextRow ? Number(BigInt(nextRow.miktar) - BigInt(nextRow.odenen)) : null,
    odemeTarihi: nextRow ? nextRow.tarih : null,
    fazla: Number(fazla),
  };
}
