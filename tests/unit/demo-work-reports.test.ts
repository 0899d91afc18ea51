import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { demoWorkReportBodies } from '../../server/db/demo-work-reports';
import { jobProgress, periodOf, workReportSchema } from '../../src/domain/work-report';

// The demo ships' work reports: valid, one per ship, kind and period, all before today's period, and
// few (the first pull carries them).

describe('demo work reports', () => {
  const today = '2026-11-27';
  const ships = ['0190c5f4-0000-7000-8000-000000000001', '0190c5f4-0000-7000-8000-000000000002'];
  const bodies = ships.flatMap((sirket, index) => demoWorkReportBodies(sirket, index, today));

  it('are the four weeks and two months before today’s, valid, one per ship, kind and period', () => {
    for (const body of bodies) expect(v.safeParse(workReportSchema, body).issues).toBeUndefined();
    const keys = bodies.map((body) => `${body.sirket} ${body.tur} ${body.donem}`);
    expect(new Set(keys).size).toBe(keys.length);
    const first = bodies.filter((body) => body.sirket === ships[0]);
    expect(first.filter((body) => body.tur === 'haftalik').map((body) => body.donem)).toEqual([
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
    ]);
    expect(first.filter((body) => body.tur === 'aylik').map((body) => body.donem)).toEqual(['2026-09', '2026-10']);
    for (const body of bodies) expect(body.donem < periodOf(body.tur, today)).toBe(true);
  });

  it('move the jobs on: the oldest report has every job done, the latest has work still open', () => {
    const weeks = bodies.filter((body) => body.sirket === ships[0] && body.tur === 'haftalik');
    const progress = weeks.map((body) => jobProgress(body.isler));
    expect(progress[0]).toEqual({ done: 3, total: 3 });
    expect(progress.at(-1)!.done).toBeLessThan(3);
    expect(weeks.at(-1)!.isler.some((job) => job.durum === 'devam')).toBe(true);
  });
});
