import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIban, formatMoney, formatPhone } from '../../src/ui/format';

describe('formatted values', () => {
  it('shows money from minor units in Turkish format with the currency', () => {
    expect(formatMoney(123456789, 'TL')).toBe('1.234.567,89 TL');
    expect(formatMoney(5, 'USD')).toBe('0,05 USD');
    expect(formatMoney(100, 'EURO')).toBe('1,00 EURO');
    expect(formatMoney(-250075, 'GBP')).toBe('-2.500,75 GBP');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(99999, 'all')).toBe('999,99');
  });

  it('keeps amounts beyond float precision exact', () => {
    // 2^53 + 1 minor units: a float division by 100 would lose the last digit.
    expect(formatMoney(9007199254740993n, 'TL')).toBe('90.071.992.547.409,93 TL');
    // 0.29 * 100 is 28.999… as a float; minor units never go through that.
    expect(formatMoney(29, 'TL')).toBe('0,29 TL');
  });

  it('shows dates as day.month.year', () => {
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 1, 3, 23, 59))).toBe('03.02.2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(new Date(2026, 11, 31, 9, 5))).toBe('31.12.2026 09:05');
  });

  it('shows an IBAN in groups of four', () => {
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('')).toBe('');
  });

  it('shows Turkish phone numbers in the usual groups and leaves others as typed', () => {
    expect(formatPhone('05321234567')).toBe('0532 123 45 67');
    expect(formatPhone('5321234567')).toBe('0532 123 45 67');
    expect(formatPhone('+90 532 123 4567')).toBe('+90 532 123 45 67');
    expect(formatPhone('(0216) 555-12-34')).toBe('0216 555 12 34');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
  });
});
