import { describe, expect, it } from 'vitest';
import { hireInvoiceBillLines, laytimeBalance, settlementOf } from '../../src/domain/charter-billing';
import type { HireLineMinor } from '../../src/domain/hire-statement';

// docs/areas/operations.md §7: a hire invoice's bill lines, worked by hand.

const line = (tur: HireLineMinor['tur'], tutar: bigint): HireLineMinor => ({ tur, aciklama: tur, tutar });
const sum = (lines: { tutar: bigint }[]) => lines.reduce((total, item) => total + item.tutar, 0n);

describe('hireInvoiceBillLines', () => {
  it('nets the deductions into the hire line and keeps the other positive lines whole', () => {
    // 150,000.00 hire − 3,750.00 commission + 500.00 C/V/E − 2,708.33 off-hire + 67.71 commission back
    // − 10,000.00 off-hire fuel = 134,109.38.
    const kalemler = [
      line('kira', 15_000_000n),
      line('adres-komisyonu', -375_000n),
      line('cve', 50_000n),
      line('off-hire', -270_833n),
      line('off-hire-komisyonu', 6_771n),
      line('off-hire-yakiti', -1_000_000n),
    ];
    const lines = hireInvoiceBillLines({ kalemler, toplam: 13_410_938n });
    // The hire: 150,000.00 − 3,750.00 − 2,708.33 − 10,000.00 = 133,541.67.
    expect(lines).toEqual([
      {
        tur: 'kira',
        aciklama: 'kira',
        brut: 15_000_000n,
        tutar: 13_354_167n,
        dusulen: [
          { tur: 'adres-komisyonu', tutar: 375_000n },
          { tur: 'off-hire', tutar: 270_833n },
          { tur: 'off-hire-yakiti', tutar: 1_000_000n },
        ],
      },
      { tur: 'cve', aciklama: 'cve', brut: 50_000n, tutar: 50_000n, dusulen: [] },
      { tur: 'off-hire-komisyonu', aciklama: 'off-hire-komisyonu', brut: 6_771n, tutar: 6_771n, dusulen: [] },
    ]);
    expect(sum(lines)).toBe(13_410_938n);
  });

  it('carries a deduction larger than a line on to the next line and drops a line left at zero', () => {
    // The last invoice: 1,000.00 hire + 5,000.00 ILOHC − 2,000.00 redelivery bunkers − 300.00 owners'
    // expense = 3,700.00. The bunkers take the hire whole (1,000.00) and 1,000.00 of the ILOHC.
    const kalemler = [line('kira', 100_000n), line('ilohc', 500_000n), line('iade-yakiti', -200_000n), line('armator-masrafi', -30_000n)];
    const lines = hireInvoiceBillLines({ kalemler, toplam: 370_000n });
    expect(lines).toEqual([
      {
        tur: 'ilohc',
        aciklama: 'ilohc',
        brut: 500_000n,
        tutar: 370_000n,
        dusulen: [
          { tur: 'iade-yakiti', tutar: 100_000n },
          { tur: 'armator-masrafi', tutar: 30_000n },
        ],
      },
    ]);
    expect(sum(lines)).toBe(370_000n);
  });

  it('bills no invoice whose total is not above zero', () => {
    expect(() => hireInvoiceBillLines({ kalemler: [line('kira', 100n), line('iade-yakiti', -100n)], toplam: 0n })).toThrow(RangeError);
  });
});

describe('settlementOf and laytimeBalance', () => {
  it('bills what the charterer owes and pays what the owners owe', () => {
    expect(settlementOf(1n)).toBe('fatura');
    expect(settlementOf(-1n)).toBe('odeme');
    expect(settlementOf(0n)).toBe('yok');
    // 2,000.00 demurrage at one port, 500.00 despatch at the other: the charterer owes 1,500.00.
    expect(laytimeBalance({ demurrage: 200_000n, despatch: 50_000n })).toBe(150_000n);
    expect(laytimeBalance({ demurrage: 0n, despatch: 50_000n })).toBe(-50_000n);
  });
});
