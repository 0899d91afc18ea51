import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../src/domain/audit';
import type { ErrorBody } from '../../src/domain/validation';
import { queryInstant } from '../../server/http/query-date';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// Issue 32 item 16: `GET /api/audit?from=275760-09-13` was a 500 (a date JavaScript reads but the
// database does not); the period's bounds are real calendar dates in a sane range.

describe('a query date', () => {
  it('is a real day or moment from 1900 to 9999', () => {
    expect(queryInstant('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(queryInstant('2025-03-01T12:30:15.250Z')?.toISOString()).toBe('2025-03-01T12:30:15.250Z');
    expect(queryInstant('2025-03-01T12:30+03:00')?.toISOString()).toBe('2025-03-01T09:30:00.000Z');
    for (const wrong of [
      '275760-09-13',
      '+002025-01-01',
      '1899-12-31',
      '2025-02-29',
      '2025-13-01',
      '2025-04-31',
      '2025-01-01T24:00Z',
      '2025-01-01T10:60Z',
      'not-a-date',
    ]) {
      expect(queryInstant(wrong), wrong).toBeUndefined();
    }
  });
});

describe.each(backends)('the audit list’s period on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  it('a date past what the database stores (from=275760-09-13) is 422 invalidDate, not a 500', async () => {
    const response = await admin.get<ErrorBody>('/api/audit?from=275760-09-13');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'validationFailed', errors: [{ path: 'from', message: 'invalidDate' }] });
  });

  it('a day that does not exist, or one out of range, is 422 on its field', async () => {
    for (const [query, path] of [
      ['from=2025-02-30', 'from'],
      ['to=2025-13-01', 'to'],
      ['from=0001-01-01', 'from'],
      ['to=-001000-01-01', 'to'],
      ['from=2025-01-01T25:00:00Z', 'from'],
    ] as const) {
      const response = await admin.get<ErrorBody>(`/api/audit?${query}`);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 422,
        body: { message: 'validationFailed', errors: [{ path, message: 'invalidDate' }] },
      });
    }
  });

  it('real days and moments filter the list; text that is no date at all stays 400', async () => {
    const made = await admin.post('/api/finans/butce-kodu', { kod: '998', adi: 'Tarih Sorgusu', tip: 'gider', durum: 'aktif' });
    expect(made.status).toBe(201);
    const all = await admin.get<AuditListResponse>('/api/audit?from=1900-01-01&to=9999-12-31');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBeGreaterThan(0);
    const none = await admin.get<AuditListResponse>('/api/audit?from=9999-12-31T23:59:59.999Z');
    expect(none.body.totalCount).toBe(0);
    expect((await admin.get('/api/audit?from=yesterday')).status).toBe(400);
  });
});
