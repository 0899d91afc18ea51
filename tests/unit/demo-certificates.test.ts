import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateSchema, certificateTracker } from '../../src/domain/certificates';
import { demoCertificateBodies } from '../../server/db/demo-certificates';

// The demo ships' certificates show every status on any day of the year (server/db/demo-certificates.ts).

describe('demo certificates', () => {
  // The seed runs on its day: the clock says `today`, so no survey of it is after today (issue 46).
  afterEach(() => vi.useRealTimers());
  it.each(['2026-11-27', '2026-01-31', '2026-02-28', '2028-02-29', '2026-08-31', '2027-03-01'])('show a mix of statuses on %s', (today) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T12:00:00`));
    const sirket = '00000000-0000-4000-8000-000000000001';
    const certificates = demoCertificateBodies(sirket, 0, 'Gemi İşletmecisi', today).map((body, n) => ({
      _id: String(n),
      ...v.parse(certificateSchema, body),
    }));
    expect(certificates.length).toBeGreaterThanOrEqual(15);
    const [row] = certificateTracker([{ _id: sirket, tip: 'Gemi İşletmecisi' }], certificates, today);
    const count = (durum: string) => row!.sertifikalar.filter((cell) => cell.durum === durum).length;
    expect(count('eksik')).toBe(1);
    expect(count('suresiDoldu')).toBe(1);
    expect(count('gecikti')).toBe(1);
    expect(count('pencerede')).toBeGreaterThanOrEqual(1);
    expect(count('yaklasiyor')).toBeGreaterThanOrEqual(1);
    expect(count('gecerli')).toBeGreaterThanOrEqual(8);
  });
});
