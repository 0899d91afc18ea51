import type { BillFields } from '../../src/domain/bill';
import { lineAmounts } from '../../src/domain/bill-math';
import { toMajor } from '../../src/domain/money';
import type { Currency } from '../../src/domain/currency';

// The demo budgets (docs/areas/inspections.md, KPI002): for each ship, each year its demo bills
// reach and each expense code they book, a budget near what was spent — some codes a little over,
// some under — in the currency most of that code's bills are in, so that the budget performance
// figure shows a real percentage.

/** Budget ÷ spend per code, in percent, taken in turn: spent 3–12 % over or under budget. */
const BUDGET_PERCENTS = [105, 97, 110, 92, 103, 112, 95, 100] as const;

/** A budget's write body (major units, as the API takes it). */
export interface DemoBudgetBody {
  sirket: string;
  yil: number;
  butceKodu: string;
  tutar: number;
  dovizCinsi: Currency;
  aciklama: string;
}

/** Budgets for `sirket` from its incoming demo bills (their lines' net amounts, minor units). */
export function demoBudgetBodies(sirket: string, bills: readonly BillFields[]): DemoBudgetBody[] {
  // spend[year|code][currency] = net minor units, and how many lines.
  const spend = new Map<string, Map<Currency, { net: bigint; lines: number }>>();
  for (const bill of bills) {
    if (bill.tip !== 'gelen') continue;
    for (const line of bill.kalemler) {
      const key = `${bill.tarih.slice(0, 4)}|${line.butceKodu}`;
      const byCurrency = spend.get(key) ?? new Map<Currency, { net: bigint; lines: number }>();
      const entry = byCurrency.get(bill.dovizCinsi) ?? { net: 0n, lines: 0 };
      entry.net += BigInt(lineAmounts(line).net);
      entry.lines += 1;
      byCurrency.set(bill.dovizCinsi, entry);
      spend.set(key, byCurrency);
    }
  }
  const bodies: DemoBudgetBody[] = [];
  let turn = 0;
  for (const [key, byCurrency] of [...spend].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [year, code] = key.split('|') as [string, string];
    const [currency, { net }] = [...byCurrency].sort(([, a], [, b]) => b.lines - a.lines)[0]!;
    if (net <= 0n || code === '') continue;
    const percent = BigInt(BUDGET_PERCENTS[turn++ % BUDGET_PERCENTS.length]!);
    // Rounded to a whole hundred of the currency, as budgets are written.
    const budget = ((net * percent) / 100n / 10_000n + 1n) * 10_000n;
    bodies.push({
      sirket,
      yil: Number(year),
      butceKodu: code,
      tutar: toMajor(budget, 2),
      dovizCinsi: currency,
      aciklama: `${year} bütçesi`,
    });
  }
  return bodies;
}
