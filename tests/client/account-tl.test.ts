import { describe, expect, it } from 'vitest';
import { tlToday } from '../../src/domain/exchange-rates';

// The account list's and detail's TL equivalents (docs/areas/exchange-rates.md, `?tl=true`): a balance in TL at
// today's rate, the latest bulletin dated on or before today, in kuruş; no rate is no figure, never 0.

const rates = [
  { tarih: '2026-11-20', dovizCinsi: 'USD', dovizAlis: 421234 },
  { tarih: '2026-11-26', dovizCinsi: 'USD', dovizAlis: 423456 },
  { tarih: '2026-11-27', dovizCinsi: 'USD', dovizAlis: 424000 },
  { tarih: '2026-11-26', dovizCinsi: 'EURO', dovizAlis: 491111 },
];

describe('tlToday', () => {
  it('takes today’s bulletin once it is in', () => {
    // 1.234,56 USD × 42,4000 = 52.345,344 → 52.345,34 TL.
    expect(tlToday(rates, '2026-11-27', 'USD', 123456)).toEqual({ tl: 5234534, rate: { tarih: '2026-11-27', dovizAlis: 424000 } });
  });
  it('takes the last bulletin before today otherwise (a weekend, before 15:30)', () => {
    // 0,05 EUR × 49,1111 = 2,455555 → 2,46 TL (half away from zero); a debt paid ahead is negative.
    expect(tlToday(rates, '2026-11-28', 'EURO', 5)).toEqual({ tl: 246, rate: { tarih: '2026-11-26', dovizAlis: 491111 } });
    expect(tlToday(rates, '2026-11-28', 'EURO', -5)?.tl).toBe(-246);
    expect(tlToday(rates, '2026-11-25', 'USD', 100)?.rate.tarih).toBe('2026-11-20');
  });
  it('keeps a TL balance as it is', () => {
    expect(tlToday([], '2026-11-27', 'TL', 98765)).toEqual({ tl: 98765, rate: { tarih: '2026-11-27', dovizAlis: 10000 } });
  });
  it('has no figure without a rate, never 0', () => {
    expect(tlToday(rates, '2026-11-27', 'GBP', 100000)).toBeNull();
    expect(tlToday(rates, '2026-11-19', 'USD', 100000)).toBeNull();
  });
});
