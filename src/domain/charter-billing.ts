import type { HireLineKind } from './hire-statement';

// What a charter's figures become in the books (docs/areas/operations.md §7): each hire invoice a
// `giden` bill to the charterer, or, when its total is negative, a payment to the charterer; a
// voyage's laytime a demurrage bill or a despatch payment. The bill engine takes no negative line
// (a line's price is above zero), so a statement's deductions are netted into the positive lines,
// in the statement's order, each named on the line it reduces: the bill's lines then add up to the
// invoice's total to the cent, and the statement (the bill's file) shows every line as computed.

/** A deduction netted into a bill line: the statement line's kind and the part of it taken there (> 0). */
export interface NettedDeduction<T extends string = HireLineKind> {
  tur: T;
  tutar: bigint;
}

/** A bill line a hire invoice makes: a positive statement line less the deductions netted into it. */
export interface HireBillLine<T extends string = HireLineKind> {
  tur: T;
  aciklama: string;
  /** The statement line's own amount (minor units, > 0). */
  brut: bigint;
  /** What the bill charges: `brut` less `dusulen`, above zero. */
  tutar: bigint;
  dusulen: NettedDeduction<T>[];
}

/** A statement's line as netting reads it (a hire invoice's, or a voyage's demurrage and despatch). */
export interface StatementLine<T extends string> {
  tur: T;
  aciklama: string;
  tutar: bigint;
}

/** How a figure is settled: a bill when the charterer owes (> 0), a payment to the charterer when the owners owe (< 0), nothing at 0. */
export type Settlement = 'fatura' | 'odeme' | 'yok';

export function settlementOf(total: bigint): Settlement {
  if (total > 0n) return 'fatura';
  return total < 0n ? 'odeme' : 'yok';
}

/**
 * The bill lines of a hire invoice whose total is above zero: each positive line in the statement's
 * order, the negative lines taken from them in order (a deduction larger than a line's rest goes on to
 * the next line), lines left at zero dropped. Σ tutar = the invoice's total. A RangeError for an
 * invoice whose total is not above zero (it is paid, not billed).
 */
export function hireInvoiceBillLines<T extends string = HireLineKind>(invoice: {
  kalemler: readonly StatementLine<T>[];
  toplam: bigint;
}): HireBillLine<T>[] {
  if (invoice.toplam <= 0n) throw new RangeError(`hire invoice total ${invoice.toplam} is not billed`);
  const lines: HireBillLine<T>[] = invoice.kalemler
    .filter((line) => line.tutar > 0n)
    .map((line) => ({ tur: line.tur, aciklama: line.aciklama, brut: line.tutar, tutar: line.tutar, dusulen: [] }));
  let at = 0;
  for (const deduction of invoice.kalemler) {
    let rest = -deduction.tutar;
    while (rest > 0n) {
      const line = lines[at]!;
      const taken = rest < line.tutar ? rest : line.tutar;
      line.tutar -= taken;
      line.dusulen.push({ tur: deduction.tur, tutar: taken });
      rest -= taken;
      if (line.tutar === 0n) at++;
    }
  }
  return lines.filter((line) => line.tutar > 0n);
}

/** The figure a voyage's laytime settles (minor units): demurrage less despatch, what the charterer owes (negative: despatch the owners pay). */
export function laytimeBalance(result: { demurrage: bigint; despatch: bigint }): bigint {
  return result.demurrage - result.despatch;
}
