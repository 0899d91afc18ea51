import { billPaymentState, type BillPaymentState } from './bill-math';
import { parseDecimal, SCALES } from './money';

/** A figure the device keeps in major units (a JSON number) as minor units, without float arithmetic. */
export function minorOf(major: number): number {
  const parsed = parseDecimal(major, SCALES.amount);
  return parsed.ok ? parsed.value : 0;
}

/**
 * What is still due on a bill by its plan and the payments naming it that the device has (§5: the
 * same allocation the server makes). Without payments every row is due.
 */
export function planState(
  plan: readonly { tarih: string; miktar: number }[],
  payments: readonly { tarih: string; miktar: number }[] = [],
): BillPaymentState {
  return billPaymentState(
    plan.map((row) => ({ tarih: row.tarih, miktar: minorOf(row.miktar) })),
    payments.map((payment) => ({ tarih: payment.tarih, miktar: minorOf(payment.miktar) })),
  );
}
