import { describe, expect, it } from 'vitest';
import {
  dateForInput,
  dateFromInput,
  dateTimeForInput,
  dateTimeFromInput,
  decimalForInput,
  decimalFromInput,
  formatApproximate,
  formatDate,
  formatFigure,
  formatDateTime,
  formatIban,
  formatMoney,
  formatPhone,
} from '../../src/ui/format';
import { parseDecimal, SCALES } from '../../src/domain/money';
import { isInFuture } from '../../src/domain/calendar';

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

  it('shows a chart’s float values to a tenth in the language’s number format (the MRV charts)', () => {
    expect(formatApproximate(1155.75, 1, 'tr')).toBe('1.155,8');
    expect(formatApproximate(1155.75, 1, 'en')).toBe('1,155.8');
    expect(formatApproximate(12000, 1, 'en')).toBe('12,000');
    expect(formatApproximate(0.04, 1, 'tr')).toBe('0');
    expect(formatApproximate(-2.25, 1, 'en')).toBe('-2.2');
  });

  it('shows dates as day.month.year', () => {
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 1, 3, 23, 59))).toBe('03.02.2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(new Date(Date.UTC(2026, 11, 31, 9, 5)))).toBe('31.12.2026 09:05 UTC');
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

describe('decimal inputs', () => {
  /** What the schema makes of text typed in `locale`: the integer at `scale`, or the error key. */
  const read = (typed: string, locale: string, scale: number = SCALES.amount) => {
    const parsed = parseDecimal(decimalFromInput(typed, locale), scale);
    return parsed.ok ? parsed.value : parsed.error;
  };

  it('in Turkish a dot groups thousands and a comma is the decimal mark: 18.500 is eighteen thousand five hundred', () => {
    expect(read('18.500', 'tr')).toBe(1850000); // 18 500,00 — never 18,50
    expect(read('42.000', 'tr')).toBe(4200000);
    expect(read('12.345,67', 'tr')).toBe(1234567);
    expect(read('0,85', 'tr')).toBe(85);
    expect(read('0,85', 'tr', SCALES.unitPrice)).toBe(8500);
    expect(read('1.234.567,8', 'tr')).toBe(123456780);
    expect(read('31.623,63', 'tr')).toBe(3162363);
    expect(read('12,5', 'tr')).toBe(1250);
    expect(read('1500', 'tr')).toBe(150000);
    expect(read(' 1 500,25 ', 'tr')).toBe(150025);
    expect(decimalFromInput('18.500', 'tr')).toBe('18500');
  });

  it('in English a comma groups thousands and a dot is the decimal mark', () => {
    expect(read('18,500', 'en')).toBe(1850000);
    expect(read('18,500.5', 'en')).toBe(1850050);
    expect(read('12,345.67', 'en')).toBe(1234567);
    expect(read('0.85', 'en')).toBe(85);
    expect(read('1,234,567.8', 'en')).toBe(123456780);
    expect(decimalFromInput('18,500.5', 'en')).toBe('18500.5');
  });

  it('refuses what is not written the language’s way, rather than read a wrong amount', () => {
    // The other language's decimal mark is a group of the wrong size, not a decimal.
    expect(read('12.5', 'tr')).toBe('invalid');
    expect(read('0,85', 'en')).toBe('invalid');
    // English-style text in Turkish, and the reverse.
    expect(read('12,345.67', 'tr')).toBe('invalid');
    expect(read('12.345,67', 'en')).toBe('invalid');
    expect(read('1.23,4', 'tr')).toBe('invalid');
    expect(read('12,34,5', 'tr')).toBe('invalid');
    expect(read('1.2.3', 'tr')).toBe('invalid');
    expect(read(',5', 'tr')).toBe('invalid');
    expect(read('1,2.3', 'en')).toBe('invalid');
    expect(read('12,345', 'tr')).toBe('tooManyDecimals');
  });

  it('shows a plain decimal grouped in the language’s way, and reads back what it shows', () => {
    expect(decimalForInput('18500', 'tr')).toBe('18.500');
    expect(decimalForInput('31623.63', 'tr')).toBe('31.623,63');
    expect(decimalForInput('31623.63', 'en')).toBe('31,623.63');
    expect(decimalForInput('1234567.5', 'tr')).toBe('1.234.567,5');
    expect(decimalForInput('100', 'en')).toBe('100');
    expect(decimalForInput('', 'tr')).toBe('');
    for (const locale of ['tr', 'en']) {
      for (const canonical of ['0.07', '1234.56', '-3.5', '100', '18500', '1234567.891', '']) {
        expect(decimalFromInput(decimalForInput(canonical, locale), locale)).toBe(canonical);
      }
    }
  });
});

describe('date inputs', () => {
  it('reads a date typed the Turkish way, or as the calendar date itself', () => {
    expect(dateFromInput('24.11.2026')).toBe('2026-11-24');
    expect(dateFromInput('4.1.2026')).toBe('2026-01-04');
    expect(dateFromInput('24/11/2026')).toBe('2026-11-24');
    expect(dateFromInput(' 24-11-2026 ')).toBe('2026-11-24');
    expect(dateFromInput('2026-11-24')).toBe('2026-11-24');
    expect(dateFromInput('29.02.2028')).toBe('2028-02-29');
  });

  it('leaves what is not a real date as typed, for the schema to refuse', () => {
    expect(dateFromInput('30.02.2026')).toBe('30.02.2026');
    expect(dateFromInput('29.02.2026')).toBe('29.02.2026');
    expect(dateFromInput('24.13.2026')).toBe('24.13.2026');
    expect(dateFromInput('24.11.26')).toBe('24.11.26');
    expect(dateFromInput('11/24/2026')).toBe('11/24/2026');
    expect(dateFromInput('')).toBe('');
  });

  it('shows a calendar date the Turkish way, and reads back what it shows', () => {
    expect(dateForInput('2026-01-04')).toBe('04.01.2026');
    expect(dateForInput('')).toBe('');
    expect(dateForInput('24.1')).toBe('24.1');
    for (const date of ['2026-01-04', '2028-02-29', '1999-12-31']) expect(dateFromInput(dateForInput(date))).toBe(date);
  });
});

describe('figures that are not money', () => {
  it('are shown the Turkish way, at their own precision', () => {
    expect(formatFigure(2500, SCALES.quantity)).toBe('2,5');
    expect(formatFigure(1234567125, SCALES.quantity)).toBe('1.234.567,125');
    expect(formatFigure(12345600, SCALES.unitPrice, 2)).toBe('1.234,56');
    expect(formatFigure(3333350, SCALES.unitPrice, 2)).toBe('333,335');
    expect(formatFigure(10000000, SCALES.unitPrice, 2)).toBe('1.000,00');
    expect(formatFigure(12500, SCALES.percent)).toBe('12,5');
    expect(formatFigure(20000, SCALES.percent)).toBe('20');
    expect(formatFigure(0, SCALES.percent)).toBe('0');
    expect(formatFigure(1, SCALES.quantity)).toBe('0,001');
    expect(formatFigure(-3500, SCALES.quantity)).toBe('-3,5');
  });
});

describe('a date in the future (a warning on a bulletin or a ship report, issue 47)', () => {
  const now = new Date(2026, 2, 15, 23, 30);

  it('counts a calendar date from the day after today, on the device’s calendar', () => {
    expect(isInFuture('2026-03-15', now)).toBe(false);
    expect(isInFuture('2026-03-14', now)).toBe(false);
    expect(isInFuture('2026-03-16', now)).toBe(true);
    expect(isInFuture('2027-01-01', now)).toBe(true);
  });

  it('counts an instant once past now, and nothing for an empty value', () => {
    expect(isInFuture(new Date(now.getTime() + 60_000).toISOString(), now)).toBe(true);
    expect(isInFuture(new Date(now.getTime() - 60_000).toISOString(), now)).toBe(false);
    expect(isInFuture('', now)).toBe(false);
  });
});

describe('one number format per language (issue 47, docs/decisions.md §2 item 10)', () => {
  it('shows money and figures in Turkish as 1.155,75 and in English as 1,155.75', () => {
    expect(formatMoney(115575, 'USD', 'tr')).toBe('1.155,75 USD');
    expect(formatMoney(115575, 'USD', 'en')).toBe('1,155.75 USD');
    expect(formatMoney(123456789, 'TL', 'en')).toBe('1,234,567.89 TL');
    expect(formatMoney(-250075, 'GBP', 'en')).toBe('-2,500.75 GBP');
    expect(formatMoney(5, null, 'en')).toBe('0.05');
    expect(formatMoney(9007199254740993n, 'TL', 'en')).toBe('90,071,992,547,409.93 TL');
    expect(formatFigure(1234567125, SCALES.quantity, 0, 'en')).toBe('1,234,567.125');
    expect(formatFigure(12345600, SCALES.unitPrice, 2, 'en')).toBe('1,234.56');
    expect(formatFigure(12500, SCALES.percent, 0, 'en')).toBe('12.5');
  });

  it('reads back exactly, to the minor unit, what it shows in either language', () => {
    const amounts = [0, 1, 29, 99, 100, 115575, 123456789, 100000000000000, 999999999999999, 1234567];
    for (const locale of ['tr', 'en']) {
      for (const minor of amounts) {
        // What is shown is what is typed: the input reads it back to the same integer.
        const parsed = parseDecimal(decimalFromInput(formatMoney(minor, null, locale), locale), SCALES.amount);
        expect(parsed).toEqual({ ok: true, value: minor });
      }
      for (const scaled of [1, 2500, 1234567125, 999999999999]) {
        const parsed = parseDecimal(decimalFromInput(formatFigure(scaled, SCALES.quantity, 0, locale), locale), SCALES.quantity);
        expect(parsed).toEqual({ ok: true, value: scaled });
      }
    }
  });

  it('a typed 1,155.75 in English and 1.155,75 in Turkish are the same 115575 minor units', () => {
    expect(parseDecimal(decimalFromInput('1,155.75', 'en'), SCALES.amount)).toEqual({ ok: true, value: 115575 });
    expect(parseDecimal(decimalFromInput('1.155,75', 'tr'), SCALES.amount)).toEqual({ ok: true, value: 115575 });
    // 0.29 is 28.999… as a float times 100; the text is read as digits, never so.
    expect(parseDecimal(decimalFromInput('0.29', 'en'), SCALES.amount)).toEqual({ ok: true, value: 29 });
    expect(decimalForInput(decimalFromInput('1,155.75', 'en'), 'en')).toBe('1,155.75');
  });
});

describe('one time base (issue 47, docs/decisions.md §2 item 11)', () => {
  /** Runs `check` with the device in another time zone (Node reads TZ again when it changes). */
  const inZone = (zone: string, check: () => void) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      check();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  };

  it('shows a time in UTC with its base, whatever the device’s time zone', () => {
    for (const zone of ['Europe/Istanbul', 'America/New_York', 'UTC']) {
      inZone(zone, () => {
        expect(formatDateTime('2026-12-06T06:00:00.000Z')).toBe('06.12.2026 06:00 UTC');
        expect(formatDateTime('2026-12-31T23:30:00.000Z')).toBe('31.12.2026 23:30 UTC');
        expect(formatDateTime(Date.UTC(2027, 0, 1, 0, 5))).toBe('01.01.2027 00:05 UTC');
      });
    }
    expect(formatDateTime('not a time')).toBe('');
  });

  it('shows a port’s local time with its offset when the record carries one', () => {
    expect(formatDateTime('2026-12-06T06:00:00.000Z', { offsetMinutes: 180 })).toBe('06.12.2026 09:00 LT +03:00');
    expect(formatDateTime('2026-12-06T02:00:00.000Z', { offsetMinutes: -300 })).toBe('05.12.2026 21:00 LT -05:00');
    expect(formatDateTime('2026-12-31T20:00:00.000Z', { offsetMinutes: 330 })).toBe('01.01.2027 01:30 LT +05:30');
    expect(formatDateTime('2026-12-06T06:00:00.000Z', { offsetMinutes: 0 })).toBe('06.12.2026 06:00 LT +00:00');
  });

  it('stores a date-time typed in a field labelled UTC as that UTC time, in any device zone', () => {
    inZone('Europe/Istanbul', () => {
      expect(dateTimeFromInput('06.12.2026 06:00')).toBe('2026-12-06T06:00:00.000Z');
      expect(dateTimeFromInput('6/12/2026 6:00')).toBe('2026-12-06T06:00:00.000Z');
      expect(dateTimeFromInput(' 31-12-2026 23.59 ')).toBe('2026-12-31T23:59:00.000Z');
      expect(dateTimeFromInput('2026-12-06T06:00')).toBe('2026-12-06T06:00:00.000Z');
      expect(dateTimeForInput('2026-12-06T06:00:00.000Z')).toBe('06.12.2026 06:00');
      for (const instant of ['2026-12-06T06:00:00.000Z', '2028-02-29T00:00:00.000Z', '1999-12-31T23:59:00.000Z']) {
        expect(dateTimeFromInput(dateTimeForInput(instant))).toBe(instant);
      }
    });
  });

  it('leaves what is not a real date and time as typed, for the schema to refuse', () => {
    expect(dateTimeFromInput('30.02.2026 06:00')).toBe('30.02.2026 06:00');
    expect(dateTimeFromInput('06.12.2026 24:00')).toBe('06.12.2026 24:00');
    expect(dateTimeFromInput('06.12.2026 06:60')).toBe('06.12.2026 06:60');
    expect(dateTimeFromInput('06.12.2026')).toBe('06.12.2026');
    expect(dateTimeFromInput('06.12.2026 06:')).toBe('06.12.2026 06:');
    expect(dateTimeFromInput('01.01.0050 06:00')).toBe('01.01.0050 06:00');
    expect(dateTimeFromInput('')).toBe('');
    expect(dateTimeForInput('06.12.2026 06:')).toBe('06.12.2026 06:');
    expect(dateTimeForInput('')).toBe('');
  });
});
