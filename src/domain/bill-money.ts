import { billPaymentState, type BillPaymentState } from './bill-math';

/**
 * What is still due on a bill by its plan and the payments naming it that the device has (docs/architecture.md §7: the
 * same allocation the server makes), amounts in minor units as the device keeps them. Without
 * payments every row is due.
 */
export function planState(
  plan: readonly { tarih: string; miktar: number }[],
  payments: readonly { tarih: string; miktar: number }[] = [],
): BillPaymentState {
  return billPaymentState(
    plan.map((row) => ({ tarih: row.tarih, miktar: row.miktar })),
    payments.map((payment) => ({ tarih: payment.tarih, miktar: payment.miktar })),
  );
}
