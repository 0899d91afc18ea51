import { describe, expect, it } from 'vitest';
import type { Currency } from '../../src/domain/currency';
import { tlColumn } from '../../src/ui/tl-equivalent';

// The lists' TL column (docs/areas/exchange-rates.md): each row's amount at its date's rate, in kuruş; a row
// without a rate has no TL figure (undefined, shown as "Kur yok" and sorted last), never 0.

interface Row {
  tarih: string;
  dovizCinsi: Currency;
  miktar: number;
}

const column = tlColumn<Row>({
  header: 'TL karşılığı',
  rates: [
    { tarih: '2026-11-24', dovizCinsi: 'USD', dovizAlis: 341000 },
    { tarih: '2026-11-24', dovizCinsi: 'EURO', dovizAlis: 395123 },
  ],
  date: (row) => row.tarih,
  minor: (row) => row.miktar,
});
const tlOf = (row: Row) => (column as { accessorFn: (row: Row, index: number) => unknown }).accessorFn(row, 0);

describe('tlColumn', () => {
  it('converts at the rate of the day before the document, rounded to the kuruş', () => {
    // 1.000,00 USD × 34,1000 = 34.100,00 TL; 12,34 EUR × 39,5123 = 487,58 TL.
    expect(tlOf({ tarih: '2026-11-25', dovizCinsi: 'USD', miktar: 100000 })).toBe(3410000);
    expect(tlOf({ tarih: '2026-11-25', dovizCinsi: 'EURO', miktar: 1234 })).toBe(48758);
    expect(tlOf({ tarih: '2026-11-25', dovizCinsi: 'TL', miktar: 1234 })).toBe(1234);
  });
  it('has no figure without a rate', () => {
    expect(tlOf({ tarih: '2026-11-24', dovizCinsi: 'USD', miktar: 100000 })).toBeUndefined();
    expect(tlOf({ tarih: '2026-11-25', dovizCinsi: 'GBP', miktar: 100000 })).toBeUndefined();
  });
});
