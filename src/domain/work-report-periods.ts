// Work reports' periods and jobs (isRaporu; docs/areas/work-reports.md): an ISO week `2026-W48` or a month
// `2026-11`, and the jobs' progress. Pure rules, no schema: the kind's definition
// (src/domain/kinds/work-report.ts) reads them, and the sync engine reads the definition.

import { addDays, isCalendarDate } from './calendar';

export const WORK_REPORT_KINDS = ['haftalik', 'aylik'] as const;
export type WorkReportKind = (typeof WORK_REPORT_KINDS)[number];

export const JOB_STATES = ['planlandi', 'devam', 'tamamlandi'] as const;
export type JobState = (typeof JOB_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Periods

const WEEK = /^(\d{4})-W(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Days since 1970-01-01 of a calendar date (UTC, no time zone). */
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** ISO weekday, Monday 1 … Sunday 7. */
const weekday = (date: string) => ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;

/** The ISO week `YYYY-Www` a calendar date falls in (the week's year is its Thursday's). */
export function isoWeekOf(date: string): string {
  const thursday = addDays(date, 4 - weekday(date));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((dayNumber(thursday) - dayNumber(`${pad(year, 4)}-01-01`)) / 7) + 1;
  return `${pad(year, 4)}-W${pad(week)}`;
}

/** The number of ISO weeks of `year`: 53 when its 28 December is in week 53, else 52. */
export function isoWeeksInYear(year: number): number {
  return Number(isoWeekOf(`${pad(year, 4)}-12-28`).slice(6));
}

/** The Monday of an ISO week `YYYY-Www` (which must be valid). */
export function weekStart(week: string): string {
  const match = WEEK.exec(week);
  if (!match) throw new RangeError(`not an ISO week: ${week}`);
  const jan4 = `${match[1]}-01-04`;
  return addDays(jan4, 1 - weekday(jan4) + (Number(match[2]) - 1) * 7);
}

/** The month `YYYY-MM` of a calendar date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Whether `donem` is a real period of the kind: an ISO week `2026-W48` (01–52/53) or a month `2026-11`. */
export function isPeriodOf(tur: WorkReportKind, donem: string): boolean {
  if (tur === 'haftalik') {
    const match = WEEK.exec(donem);
    if (!match) return false;
    const [year, week] = [Number(match[1]), Number(match[2])];
    return year >= 1 && week >= 1 && week <= isoWeeksInYear(year);
  }
  const match = MONTH.exec(donem);
  return match !== null && Number(match[1]) >= 1 && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The period of the kind that a calendar date falls in: the form's default is today's. */
export function periodOf(tur: WorkReportKind, date: string): string {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return tur === 'haftalik' ? isoWeekOf(date) : monthOf(date);
}

/** The first and last day of a valid period. */
export function periodRange(tur: WorkReportKind, donem: string): { bas: string; son: string } {
  if (tur === 'haftalik') {
    const bas = weekStart(donem);
    return { bas, son: addDays(bas, 6) };
  }
  const bas = `${donem}-01`;
  const next =
    Number(donem.slice(5, 7)) === 12
      ? `${pad(Number(donem.slice(0, 4)) + 1, 4)}-01-01`
      : `${donem.slice(0, 5)}${pad(Number(donem.slice(5, 7)) + 1)}-01`;
  return { bas, son: addDays(next, -1) };
}

/** The period `steps` periods after a valid one (negative: before): the demo data's and the picker's step. */
export function shiftPeriod(tur: WorkReportKind, donem: string, steps: number): string {
  if (tur === 'haftalik') return isoWeekOf(addDays(weekStart(donem), steps * 7));
  const index = Number(donem.slice(0, 4)) * 12 + Number(donem.slice(5, 7)) - 1 + steps;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

// ---------------------------------------------------------------------------------------------
// Jobs

/** How many of the jobs are done, of how many. */
export function jobProgress(isler: readonly { durum: JobState }[]): { done: number; total: number } {
  return { done: isler.filter((job) => job.durum === 'tamamlandi').length, total: isler.length };
}

/** Whether a report names open defects (its `arizalar` text is not blank). */
export function hasOpenDefects(report: { arizalar: string }): boolean {
  return report.arizalar.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// A new report's start (docs/areas/work-reports.md §2): its period and what it carries over

/** What a new report reads of the ship's earlier reports. */
export interface ReportContent {
  donem: string;
  isler: readonly { baslik: string; durum: JobState; aciklama: string }[];
  arizalar: string;
}

/** A job as a new report starts with it (a copy). */
export type StartingJob = { baslik: string; durum: JobState; aciklama: string };

/**
 * The period a new report opens on: the current one when the ship has no report of it, else the
 * next one, else the nearest earlier one of the twelve before it without a report (the picker's
 * choices); the current one when all are taken (the clash is then said at save).
 */
export function firstFreePeriod(tur: WorkReportKind, today: string, taken: Iterable<string>): string {
  const current = periodOf(tur, today);
  const used = new Set(taken);
  const candidates = [
    current,
    shiftPeriod(tur, current, 1),
    ...Array.from({ length: 12 }, (_, index) => shiftPeriod(tur, current, -1 - index)),
  ];
  return candidates.find((donem) => !used.has(donem)) ?? current;
}

/** The ISO weeks that belong to a month: those whose Thursday falls in it (as the week's year is its Thursday's). */
export function weeksOfMonth(month: string): string[] {
  const { bas, son } = periodRange('aylik', month);
  const weeks: string[] = [];
  for (let week = isoWeekOf(bas); ; week = shiftPeriod('haftalik', week, 1)) {
    const thursday = addDays(weekStart(week), 3);
    if (thursday > son) break;
    if (thursday >= bas) weeks.push(week);
  }
  return weeks;
}

/**
 * Jobs gathered from reports in period order, one per title (case and surrounding spaces
 * ignored): in the order first listed, with the latest state and the latest non-empty note.
 */
export function gatherJobs(lists: readonly (readonly StartingJob[])[]): StartingJob[] {
  const byTitle = new Map<string, StartingJob>();
  for (const list of lists) {
    for (const job of list) {
      const key = job.baslik.trim().toLocaleLowerCase('tr');
      const seen = byTitle.get(key);
      if (seen) {
        seen.durum = job.durum;
        if (job.aciklama.trim()) seen.aciklama = job.aciklama;
      } else {
        byTitle.set(key, { baslik: job.baslik.trim(), durum: job.durum, aciklama: job.aciklama });
      }
    }
  }
  return [...byTitle.values()];
}

/** The jobs a report leaves open (planned or in progress), copied: the next report carries them over. */
export function openJobs(isler: ReportContent['isler']): StartingJob[] {
  return isler.filter((job) => job.durum !== 'tamamlandi').map((job) => ({ ...job }));
}

/**
 * What a new report of a ship starts with (docs/areas/work-reports.md §2): the previous report's (of the kind, the
 * latest period before `donem`) open jobs and its open defects; a monthly report also gathers the
 * month's weekly reports' jobs (gatherJobs, after the carried-over ones) and takes the open defects
 * of the month's last weekly report. `own`: the ship's reports of the kind; `weekly`:
 * its weekly reports (read for a monthly one only). At most `max` jobs.
 */
export function reportPrefill(
  tur: WorkReportKind,
  donem: string,
  own: readonly ReportContent[],
  weekly: readonly ReportContent[],
  max: number,
): { isler: StartingJob[]; arizalar: string } {
  const previous = own.filter((report) => report.donem < donem).sort((a, b) => b.donem.localeCompare(a.donem))[0];
  const carried = previous ? openJobs(previous.isler) : [];
  if (tur === 'haftalik') return { isler: carried.slice(0, max), arizalar: previous?.arizalar ?? '' };
  const weeks = new Set(weeksOfMonth(donem));
  const month = weekly.filter((report) => weeks.has(report.donem)).sort((a, b) => a.donem.localeCompare(b.donem));
  const defects = month.at(-1)?.arizalar;
  return {
    isler: gatherJobs([carried, ...month.map((report) => report.isler)]).slice(0, max),
    arizalar: defects ?? previous?.arizalar ?? '',
  };
}
