import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { referencesOf } from '../../src/domain/collection-declarations';
import {
  isoWeekOf,
  isoWeeksInYear,
  isPeriodOf,
  jobProgress,
  periodOf,
  periodRange,
  shiftPeriod,
  weekStart,
  workReportSchema,
} from '../../src/domain/work-report';

// Work reports (docs/areas/work-reports.md): the ISO week and month periods, checked by hand against a calendar,
// and the schema's rule that the period has the shape its kind asks for.

describe('work report periods', () => {
  it('finds the ISO week of a date, the week-year at the turn of the year included', () => {
    expect(isoWeekOf('2026-11-27')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48'); // Monday
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48'); // Sunday
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53'); // a Friday: the last week of 2026
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01'); // a Monday: the first week of 2025
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('counts 52 or 53 weeks a year and starts a week on its Monday', () => {
    expect([2020, 2024, 2025, 2026, 2027].map(isoWeeksInYear)).toEqual([53, 52, 52, 53, 52]);
    expect(weekStart('2026-W48')).toBe('2026-11-23');
    expect(weekStart('2026-W01')).toBe('2025-12-29');
    expect(periodRange('haftalik', '2026-W48')).toEqual({ bas: '2026-11-23', son: '2026-11-29' });
    expect(periodRange('aylik', '2026-02')).toEqual({ bas: '2026-02-01', son: '2026-02-28' });
    expect(periodRange('aylik', '2026-12')).toEqual({ bas: '2026-12-01', son: '2026-12-31' });
  });

  it('takes only the shape of its kind: an ISO week for weekly, a month for monthly', () => {
    expect(isPeriodOf('haftalik', '2026-W48')).toBe(true);
    expect(isPeriodOf('haftalik', '2026-W53')).toBe(true);
    expect(isPeriodOf('haftalik', '2025-W53')).toBe(false);
    expect(isPeriodOf('haftalik', '2026-W00')).toBe(false);
    expect(isPeriodOf('haftalik', '2026-W8')).toBe(false);
    expect(isPeriodOf('haftalik', '2026-11')).toBe(false);
    expect(isPeriodOf('aylik', '2026-11')).toBe(true);
    expect(isPeriodOf('aylik', '2026-13')).toBe(false);
    expect(isPeriodOf('aylik', '2026-00')).toBe(false);
    expect(isPeriodOf('aylik', '2026-W48')).toBe(false);
  });

  it('gives the current period and steps between periods', () => {
    expect(periodOf('haftalik', '2026-11-27')).toBe('2026-W48');
    expect(periodOf('aylik', '2026-11-27')).toBe('2026-11');
    expect(shiftPeriod('haftalik', '2026-W48', -1)).toBe('2026-W47');
    expect(shiftPeriod('haftalik', '2026-W53', 1)).toBe('2027-W01');
    expect(shiftPeriod('aylik', '2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('aylik', '2026-11', 2)).toBe('2027-01');
  });
});

describe('work report schema and jobs', () => {
  const body = {
    sirket: '0190c5f4-0000-7000-8000-000000000001',
    tur: 'haftalik',
    donem: '2026-W48',
    isler: [],
    arizalar: '',
    dosyalar: [],
  };
  const issues = (input: Record<string, unknown>) =>
    (v.safeParse(workReportSchema, { ...body, ...input }).issues ?? []).map((issue) => ({
      path: issue.path?.map((item) => item.key).join('.'),
      message: issue.message,
    }));

  it('refuses a period of the other kind’s shape on the period', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ donem: '2026-11' })).toEqual([{ path: 'donem', message: 'invalid' }]);
    expect(issues({ tur: 'aylik', donem: '2026-W48' })).toEqual([{ path: 'donem', message: 'invalid' }]);
    expect(issues({ tur: 'aylik', donem: '2026-11' })).toEqual([]);
    expect(issues({ donem: '' })).toEqual([{ path: 'donem', message: 'required' }]);
  });

  it('takes files as ids, uploaded files or files kept on the device, and names each for the outbox', () => {
    const uploaded = { _id: '0190c5f4-0000-7000-8000-0000000000aa', name: 'a.jpg', type: 'image/jpeg', size: 1, path: '/api/file/x' };
    const kept = { keptId: '0190c5f4-0000-7000-8000-0000000000bb', name: 'b.jpg', type: 'image/jpeg', size: 1 };
    const parsed = v.parse(workReportSchema, { ...body, dosyalar: [uploaded, kept] });
    expect(parsed.dosyalar).toEqual([uploaded._id, kept.keptId]);
    expect(referencesOf('isRaporu', { dosyalar: [uploaded, kept] })).toEqual([
      { target: 'file', id: uploaded._id },
      { target: 'file', id: kept.keptId },
    ]);
  });

  it('counts the jobs done of all', () => {
    expect(jobProgress([{ durum: 'tamamlandi' }, { durum: 'devam' }, { durum: 'planlandi' }, { durum: 'tamamlandi' }])).toEqual({
      done: 2,
      total: 4,
    });
    expect(jobProgress([])).toEqual({ done: 0, total: 0 });
  });
});
