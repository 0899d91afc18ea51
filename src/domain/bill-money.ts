import { billPaymentState, type BillPaymentState } from './bill-math';
import { toMinor } from './money';

/** An amount the device keeps in major units (a JSON number) as minor units: src/domain/money.ts `toMinor`. */
export function minorOf(major: number): number {
  return toMinor(major);
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
