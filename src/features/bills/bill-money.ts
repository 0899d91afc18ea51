import { billPaymentState, type BillPaymentState } from '../../domain/bill-math';
import { parseDecimal, SCALES } from '../../domain/money';

/** A figure the device keeps in major units (a JSON number) as minor units, without float arithmetic. */
export function minorOf(major: number): number {
  const parsed = parseDecimal(major, SCALES.amount);
  return parsed.ok ? parsed.value : 0;
}

/** What is due on a bill by its plan alone: what a screen shows until its payments are read. */
export function planState(plan: readonly { tarih: string; miktar: number }[]): BillPaymentState {
  return billPaymentState(
    plan.map((row) => ({ tarih: row.tarih, miktar: minorOf(row.miktar) })),
    [],
  );
}
