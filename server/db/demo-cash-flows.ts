import type { BillDirection, BillKind } from '../../src/domain/bill';
import { FLOW_TYPE_OF_DIRECTION, PAYMENT_METHODS, type CashFlowInput } from '../../src/domain/cash-flow';
import { localDate } from '../../src/domain/calendar';
import type { Currency } from '../../src/domain/currency';
import { SCALES, toMajor } from '../../src/domain/money';

// Payments and collections against the demo bills (issue 11): every fifth bill paid row by row on
// its due dates, every fifth partly paid (its first row, or half of a one-row plan), the rest left
// open (those due before today are overdue); one bill over-paid (what exceeds it is the account's
// credit) and one advance per company that names no bill. Nothing is paid after the day of the
// seed: a row that falls due later stays open. Deterministic: the same bills and day give the same
// cash flows.

/** What the generator reads of a demo bill (amounts in minor units). */
export interface DemoPaidBill {
  id: string;
  tip: BillDirection;
  faturaTip: BillKind;
  sirket: string;
  cariHesap: string;
  dovizCinsi: Currency;
  faturaProformaNo: string;
  odemePlani: readonly { tarih: string; miktar: number }[];
}

/** The bodies of one company's demo cash flows, as `POST /api/finans/nakit-akis` takes them. */
export function demoCashFlowBodies(bills: readonly DemoPaidBill[], fileId: string, today = localDate()): CashFlowInput[] {
  const bodies: CashFlowInput[] = [];
  let methods = 0;
  let overPaid = false;
  const body = (bill: DemoPaidBill, tarih: string, minor: bigint, aciklama: string, fatura: string | null = bill.id): CashFlowInput => ({
    tip: FLOW_TYPE_OF_DIRECTION[bill.tip],
    tarih,
    miktar: toMajor(minor, SCALES.amount),
    dovizCinsi: bill.dovizCinsi,
    sirket: bill.sirket,
    cariHesap: bill.cariHesap,
    fatura,
    odemeYontemi: PAYMENT_METHODS[methods++ % PAYMENT_METHODS.length] ?? 'havale',
    aciklama,
    dekontFile: fileId,
  });
  bills.forEach((bill, index) => {
    const [first] = bill.odemePlani;
    if (!first) return;
    const label = bill.faturaProformaNo;
    if (index % 5 === 0 || index % 5 === 3) {
      // Paid in full, row by row up to today; the first eligible bill gets 10 % more on its last row.
      bill.odemePlani.forEach((row, rowIndex) => {
        if (row.tarih > today) return;
        let amount = BigInt(row.miktar);
        const last = rowIndex === bill.odemePlani.length - 1;
        if (last && !overPaid && bill.faturaTip === 'fatura') {
          amount += amount / 10n;
          overPaid = true;
        }
        if (amount > 0n) bodies.push(body(bill, row.tarih, amount, `${label} ödemesi ${rowIndex + 1}`));
      });
    } else if (index % 5 === 1) {
      // Partly paid: the first row, or half of a one-row plan.
      const amount = bill.odemePlani.length > 1 ? BigInt(first.miktar) : BigInt(first.miktar) / 2n;
      if (amount >= 100n && first.tarih <= today) bodies.push(body(bill, first.tarih, amount, `${label} kısmi ödeme`));
    }
  });
  // An advance: a payment that names no bill, to the first bill's account.
  const [firstBill] = bills;
  if (firstBill) bodies.push(body(firstBill, firstBill.odemePlani[0]?.tarih ?? '2026-01-01', 500000n, 'Avans', null));
  return bodies;
}
