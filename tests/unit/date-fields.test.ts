import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIRST_YEAR, LAST_YEAR, isRecordDate, recordInstant } from '../../src/domain/calendar';
import { calendarDate, dateTime, optionalDateTime } from '../../src/domain/schema-fields';
import { validate } from '../../src/domain/validation';

// The one calendar check of every record's date and date-time field (issue 46 #5): a date that is not
// one (30 February, hour 24, year 0000) is `invalidDate`, never rolled over to another day.

describe('record dates', () => {
  it('are real calendar dates of the years 1900–2199', () => {
    expect([FIRST_YEAR, LAST_YEAR]).toEqual([1900, 2199]);
    for (const date of ['1900-01-01', '2024-02-29', '2026-12-31', '2199-12-31']) expect(isRecordDate(date)).toBe(true);
    for (const date of [
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
      '2026-13-01',
      '1899-12-31',
      '0000-01-01',
      '0026-01-01',
      '2200-01-01',
      '9999-12-31',
    ]) {
      expect(isRecordDate(date)).toBe(false);
      expect(validate(v.object({ tarih: calendarDate }), { tarih: date })).toEqual({
        ok: false,
        errors: [{ path: 'tarih', message: 'invalidDate' }],
      });
    }
  });
});

describe('record date-times', () => {
  it('are kept as UTC in toISOString’s form, whatever the offset', () => {
    expect(recordInstant('2026-03-01T09:30Z')).toBe('2026-03-01T09:30:00.000Z');
    expect(recordInstant('2026-03-01T12:30:15.5+03:00')).toBe('2026-03-01T09:30:15.500Z');
    expect(recordInstant('2026-01-01T01:00:00+03:00')).toBe('2025-12-31T22:00:00.000Z');
    expect(recordInstant('2026-12-31T22:00:00.123456-05:30')).toBe('2027-01-01T03:30:00.123Z');
    expect(recordInstant('2024-02-29T23:59:59Z')).toBe('2024-02-29T23:59:59.000Z');
  });

  it('refuse what is not a moment of the calendar and the clock, rather than roll it over', () => {
    for (const text of [
      '2026-02-30T12:00:00Z',
      '2026-04-31T00:00Z',
      '0000-01-01T00:00:00Z',
      '1899-12-31T23:00:00Z',
      '2200-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T12:60:00Z',
      '2026-01-01T12:00:60Z',
      '2026-01-01T12:00:00+15:00',
      '2026-01-01T12:00:00',
      '2026-01-01',
      '+002026-01-01T12:00:00Z',
      'yarın',
    ]) {
      expect(recordInstant(text), text).toBeUndefined();
      expect(validate(v.object({ zaman: dateTime }), { zaman: text })).toEqual({
        ok: false,
        errors: [{ path: 'zaman', message: 'invalidDate' }],
      });
    }
  });

  it('an optional one is null when absent or blank, and checked when given', () => {
    const schema = v.object({ eta: optionalDateTime });
    expect(validate(schema, {})).toEqual({ ok: true, value: { eta: null } });
    expect(validate(schema, { eta: '' })).toEqual({ ok: true, value: { eta: null } });
    expect(validate(schema, { eta: '2026-03-02T06:00+01:00' })).toEqual({ ok: true, value: { eta: '2026-03-02T05:00:00.000Z' } });
    expect(validate(schema, { eta: '2026-02-30T06:00Z' })).toEqual({ ok: false, errors: [{ path: 'eta', message: 'invalidDate' }] });
  });
});
