import { billPaymentState, byDate, type PaymentFigures, type PlanFigures, type PlanRowState } from './bill-math';

// The reports' fast path to a bill's plan rows (docs/areas/reports.md). A module of its own, beside the
// money engine, so that the bill and cash-flow screens, which never need it, do not load it.

/** A plan row with what covers it, as billPaymentState gives it, without the allocations. */
export type PlanRowCover = Pick<PlanRowState, 'tarih' | 'miktar' | 'odenen' | 'durum'>;

/** billPaymentState's rows, without their allocation records, and its overflow. */
function allocated(plan: readonly PlanFigures[], payments: readonly PaymentFigures[]): PlanCover {
  const state = billPaymentState(plan, payments);
  return { rows: state.rows.map(({ tarih, miktar, odenen, durum }) => ({ tarih, miktar, odenen, durum })), fazla: BigInt(state.fazla) };
}

/** A bill's plan rows with what covers them, and what its payments exceed the plan by. */
export interface PlanCover {
  rows: PlanRowCover[];
  /** billPaymentState's `fazla`: the account's credit from this bill. */
  fazla: bigint;
}

/**
 * Each plan row's `odenen` and `durum` exactly as billPaymentState(plan, payments).rows has them,
 * for reports that need no allocations: with no negative amount, payments fill the rows in
 * due-date order whatever order they come in, so only their sum counts (no sorting of payments,
 * no allocation records). With a negative amount anywhere, billPaymentState itself answers.
 */
export function planRowsCovered(plan: readonly PlanFigures[], payments: readonly PaymentFigures[]): PlanRowCover[] {
  return planCovered(plan, payments).rows;
}

/**
 * planRowsCovered's rows and billPaymentState's `fazla`: with no negative amount, what is left of
 * the payments' sum once every row is filled.
 */
export function planCovered(plan: readonly PlanFigures[], payments: readonly PaymentFigures[]): PlanCover {
  let left = 0n;
  for (const payment of payments) {
    if (payment.miktar < 0) return allocated(plan, payments);
    left += BigInt(payment.miktar);
  }
  let sorted = true;
  let previous: string | null = null;
  for (const row of plan) {
    if (row.miktar < 0) return allocated(plan, payments);
    if (previous !== null && row.tarih < previous) sorted = false;
    previous = row.tarih;
  }
  const covered: bigint[] = plan.map(() => 0n);
  const fill = (item: PlanFigures, index: number) => {
    const need = BigInt(item.miktar);
    const take = need < left ? need : left;
    covered[index] = take;
    left -= take;
  };
  if (sorted) {
    for (let index = 0; index < plan.length && left > 0n; index++) fill(plan[index]!, index);
  } else {
    for (const { item, index } of byDate(plan)) {
      if (left <= 0n) break;
      fill(item, index);
    }
  }
  const rows = plan.map((row, index): PlanRowCover => {
    const odenen = covered[index] ?? 0n;
    return { tarih: row.tarih, miktar: row.miktar, odenen: Number(odenen), durum: odenen >= BigInt(row.miktar) ? 'odendi' : 'odenmedi' };
  });
  return { rows, fazla: left };
}

/**
 * Calls `visit` for each row planRowsCovered marks unpaid, in the plan's order, with what covers
 * it; returns planCovered's `fazla`. For reports that read the open rows alone: the plain case
 * (no negative amount, rows in date order) makes no row objects and no arrays.
 */
export function forEachOpenRow(
  plan: readonly PlanFigures[],
  payments: readonly PaymentFigures[],
  visit: (row: PlanFigures, odenen: bigint) => void,
): bigint {
  // Indexed loops: an unoptimized `for…of` makes an object per step, and this runs once per bill.
  let left = 0n;
  let plain = true;
  for (let at = 0; at < payments.length; at++) {
    const miktar = payments[at]!.miktar;
    if (miktar < 0) plain = false;
    left += BigInt(miktar);
  }
  let previous: string | null = null;
  for (let at = 0; at < plan.length; at++) {
    const row = plan[at]!;
    if (row.miktar < 0 || (previous !== null && row.tarih < previous)) plain = false;
    previous = row.tarih;
  }
  if (!plain) {
    const cover = planCovered(plan, payments);
    cover.rows.forEach((row, index) => {
      if (row.durum === 'odenmedi') visit(plan[index]!, BigInt(row.odenen));
    });
    return cover.fazla;
  }
  // As planCovered fills them: each row in turn takes what is left, up to its amount. With
  // nothing paid, every row with an amount is open and nothing is covered.
  if (left === 0n) {
    for (let at = 0; at < plan.length; at++) if (plan[at]!.miktar > 0) visit(plan[at]!, 0n);
    return left;
  }
  for (let at = 0; at < plan.length; at++) {
    const row = plan[at]!;
    const need = BigInt(row.miktar);
    const take = need < left ? need : left;
    left -= take;
    if (take < need) visit(row, take);
  }
  return left;
}
