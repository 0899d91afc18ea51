import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../src/domain/company';
import type { ErrorBody } from '../../src/domain/validation';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from './helpers';

// A company's tax office and VKN (docs/areas/e-invoice.md): optional, the VKN's check digit must hold.

const BASE = '/api/sirket';

const company = (overrides: Record<string, unknown> = {}) => ({
  isim: 'Vergili Armatörlük A.Ş.',
  tip: 'Armatör',
  adres: '',
  gemi: { adi: 'M/V Vergi', imo: '9375123', bayrak: 'Türkiye' },
  bankalar: [],
  ...overrides,
});

describe.each(backends)('a company tax number on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  it('keeps the tax office and a valid VKN, both optional', async () => {
    const created = await admin.post<Company>(BASE, company({ vergiDairesi: ' Beşiktaş ', vergiNumarasi: '481 023 4573' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ vergiDairesi: 'Beşiktaş', vergiNumarasi: '4810234573' });
    expect((await admin.get<Company>(`${BASE}/${created.body._id}`)).body).toMatchObject({ vergiNumarasi: '4810234573' });

    const without = await admin.post<Company>(BASE, company({ isim: 'Vergisiz A.Ş.' }));
    expect(without.status).toBe(201);
    expect(without.body).not.toHaveProperty('vergiNumarasi');
    expect(without.body).not.toHaveProperty('vergiDairesi');

    const cleared = await admin.put<Company>(`${BASE}/${created.body._id}`, company({ vergiNumarasi: '' }));
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('vergiNumarasi');
  });

  it('refuses a VKN whose check digit does not hold (422 invalidVkn)', async () => {
    for (const vergiNumarasi of ['4810234574', '12345', '48102345730']) {
      const response = await admin.post<ErrorBody>(BASE, company({ vergiNumarasi }));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'vergiNumarasi', message: 'invalidVkn' })]),
      );
    }
  });
});
