import { describe, expect, it } from 'vitest';
import {
  firstFreePeriod,
  gatherJobs,
  MAX_JOBS,
  openJobs,
  reportPrefill,
  weeksOfMonth,
  type ReportContent,
} from '../../src/domain/work-report';

// A new work report's start (docs/areas/work-reports.md §2), checked by hand against a calendar: the first period
// without a report, the jobs and defects carried over, and a month's weekly jobs gathered.

const job = (baslik: string, durum: 'planlandi' | 'devam' | 'tamamlandi', aciklama = '') => ({ baslik, durum, aciklama });

describe('firstFreePeriod', () => {
  // Sunday 6 December 2026 is in 2026-W49.
  it('opens on the current week when the ship has no report of it', () => {
    expect(firstFreePeriod('haftalik', '2026-12-06', ['2026-W48', '2026-W47'])).toBe('2026-W49');
  });
  it('opens on the next week when the current one is taken, then on the nearest earlier gap', () => {
    expect(firstFreePeriod('haftalik', '2026-12-06', ['2026-W49'])).toBe('2026-W50');
    expect(firstFreePeriod('haftalik', '2026-12-06', ['2026-W50', '2026-W49', '2026-W48'])).toBe('2026-W47');
  });
  it('crosses a year and works for months', () => {
    expect(firstFreePeriod('haftalik', '2026-12-31', ['2026-W53'])).toBe('2027-W01');
    expect(firstFreePeriod('aylik', '2026-12-06', ['2026-12', '2027-01'])).toBe('2026-11');
  });
  it('falls back on the current period when all fourteen offered are taken', () => {
    // 2025-12 … 2026-12 and 2027-01.
    const all = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`).concat('2025-12', '2027-01');
    expect(firstFreePeriod('aylik', '2026-12-06', all)).toBe('2026-12');
  });
});

describe('weeksOfMonth', () => {
  it('takes the weeks whose Thursday is in the month', () => {
    // November 2026: Thursday 5, 12, 19, 26 (W45–W48); W44's Thursday is 29 October.
    expect(weeksOfMonth('2026-11')).toEqual(['2026-W45', '2026-W46', '2026-W47', '2026-W48']);
    // December 2026: Thursday 3 … 31: W49–W53.
    expect(weeksOfMonth('2026-12')).toEqual(['2026-W49', '2026-W50', '2026-W51', '2026-W52', '2026-W53']);
    // January 2027: its first Thursday is the 7th (2027-W01).
    expect(weeksOfMonth('2027-01')[0]).toBe('2027-W01');
  });
});

describe('carrying over', () => {
  it('keeps only the open jobs, as copies', () => {
    const isler = [job('Boya', 'tamamlandi'), job('Pompa', 'devam', 'conta bekleniyor'), job('Filtre', 'planlandi')];
    const open = openJobs(isler);
    expect(open).toEqual([job('Pompa', 'devam', 'conta bekleniyor'), job('Filtre', 'planlandi')]);
    open[0]!.durum = 'tamamlandi';
    expect(isler[1]!.durum).toBe('devam');
  });

  it('gathers jobs by title, case and spaces ignored: first order, latest state and note', () => {
    expect(
      gatherJobs([
        [job('Ana makine bakımı', 'planlandi', 'W45'), job('Boya', 'devam')],
        [job(' ana makine BAKIMI ', 'devam', ''), job('Filtre', 'tamamlandi')],
        [job('Ana makine bakımı', 'tamamlandi', 'bitti')],
      ]),
    ).toEqual([job('Ana makine bakımı', 'tamamlandi', 'bitti'), job('Boya', 'devam'), job('Filtre', 'tamamlandi')]);
  });

  const weekly: ReportContent[] = [
    { donem: '2026-W44', isler: [job('Eski iş', 'devam')], arizalar: 'Ekim arızası' },
    { donem: '2026-W45', isler: [job('Pompa', 'planlandi'), job('Boya', 'tamamlandi')], arizalar: 'Jeneratör 2 yağ kaçağı' },
    { donem: '2026-W47', isler: [job('Pompa', 'tamamlandi'), job('Filtre', 'devam')], arizalar: 'Radar arızası' },
  ];

  it('a weekly report starts with the previous week’s open jobs and defects', () => {
    expect(reportPrefill('haftalik', '2026-W48', weekly, [], MAX_JOBS)).toEqual({
      isler: [job('Filtre', 'devam')],
      arizalar: 'Radar arızası',
    });
    // The report before W46 is W45's, not the later W47's.
    expect(reportPrefill('haftalik', '2026-W46', weekly, [], MAX_JOBS)).toEqual({
      isler: [job('Pompa', 'planlandi')],
      arizalar: 'Jeneratör 2 yağ kaçağı',
    });
    expect(reportPrefill('haftalik', '2026-W40', weekly, [], MAX_JOBS)).toEqual({ isler: [], arizalar: '' });
  });

  it('a monthly report gathers the month’s weekly jobs after the previous month’s open ones, with the last week’s defects', () => {
    const monthly: ReportContent[] = [
      { donem: '2026-10', isler: [job('Boya', 'devam'), job('Kazan', 'planlandi'), job('Halat', 'tamamlandi')], arizalar: 'Ekim' },
    ];
    expect(reportPrefill('aylik', '2026-11', monthly, weekly, MAX_JOBS)).toEqual({
      // October's open Boya and Kazan, then W45 and W47's (W44 is October's): Boya done in W45, Pompa done in W47.
      isler: [job('Boya', 'tamamlandi'), job('Kazan', 'planlandi'), job('Pompa', 'tamamlandi'), job('Filtre', 'devam')],
      arizalar: 'Radar arızası',
    });
    // No weekly report in December: October's (the latest monthly before it) open jobs and defects.
    expect(reportPrefill('aylik', '2026-12', monthly, weekly, MAX_JOBS)).toEqual({
      isler: [job('Boya', 'devam'), job('Kazan', 'planlandi')],
      arizalar: 'Ekim',
    });
    expect(reportPrefill('aylik', '2026-11', monthly, weekly, 2).isler).toHaveLength(2);
  });
});
