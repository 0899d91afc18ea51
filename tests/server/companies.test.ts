import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanySummary } from '../../src/domain/company';
import type { ErrorBody } from '../../src/domain/validation';
import { DEMO_COMPANIES } from '../../server/db/demo-data';
import { ADMIN, DEMO, DUMMY_UUID, backends, startServer, type TestClient, type TestServer } from './helpers';

const collator = new Intl.Collator('tr');

/** IMO number: 7 digits, the last is Σ digit × (7..2) mod 10. */
function isValidImo(imo: string): boolean {
  if (!/^\d{7}$/.test(imo)) return false;
  const digits = [...imo].map(Number);
  const sum = digits.slice(0, 6).reduce((total, digit, i) => total + digit * (7 - i), 0);
  return sum % 10 === digits[6];
}

/** IBAN mod-97 check (ISO 13616). */
function isValidTrIban(iban: string): boolean {
  if (!/^TR\d{24}$/.test(iban)) return false;
  const numeric = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(numeric) % 97n === 1n;
}

describe.each(backends)('companies on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
  });
  afterAll(() => server?.close());

  it('an administrator sees every company, sorted by name in Turkish order', async () => {
    const response = await admin.get<CompanySummary[]>('/api/sirket');
    expect(response.status).toBe(200);
    const names = response.body.map((c) => c.isim);
    expect(names).toHaveLength(DEMO_COMPANIES.length);
    expect(names).toEqual([...names].sort(collator.compare));
    // Ç sorts after C and before D in Turkish, not after Z as a byte order would put it.
    expect(names.indexOf('Çanakkale Boğaz Gemicilik A.Ş.')).toBeLessThan(names.indexOf('Ege Gemi İşletmeciliği Ltd. Şti.'));
    for (const row of response.body) expect(Object.keys(row).sort()).toEqual(['_id', 'gemi', 'isim', 'tip']);
  });

  it('returns the full company by id', async () => {
    const list = await admin.get<CompanySummary[]>('/api/sirket');
    const first = list.body[0];
    if (!first) throw new Error('no companies seeded');
    const response = await admin.get<Company>(`/api/sirket/${first._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: first._id,
      isim: first.isim,
      tip: first.tip,
      gemi: first.gemi,
      adres: expect.any(String),
      bankalar: expect.any(Array),
    });
    // A demo company keeps its own currency's account and a dollar one for the crew's wages.
    expect(response.body.bankalar.length).toBeGreaterThan(0);
    for (const bank of response.body.bankalar)
      expect(bank).toEqual(expect.objectContaining({ iban: expect.any(String), swiftCode: expect.any(String) }));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [DUMMY_UUID, 'not-a-uuid', '1']) {
      const response = await admin.get<ErrorBody>(`/api/sirket/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'notFound' });
    }
  });

  it('the demo user sees only the two companies granted to them', async () => {
    const all = (await admin.get<CompanySummary[]>('/api/sirket')).body;
    const visible = (await demo.get<CompanySummary[]>('/api/sirket')).body;
    const granted = DEMO_COMPANIES.slice(0, 2)
      .map((c) => c.isim)
      .sort(collator.compare);
    expect(visible.map((c) => c.isim)).toEqual(granted);

    for (const company of visible) expect((await demo.get(`/api/sirket/${company._id}`)).status).toBe(200);
    const hidden = all.filter((c) => !granted.includes(c.isim));
    expect(hidden.length).toBeGreaterThan(0);
    for (const company of hidden) {
      const response = await demo.get<ErrorBody>(`/api/sirket/${company._id}`);
      expect(response.status).toBe(404);
    }
  });

  it('demo companies carry valid IMO numbers and Turkish IBANs, and differ in type', async () => {
    const types = new Set(DEMO_COMPANIES.map((c) => c.tip));
    expect(types.size).toBeGreaterThanOrEqual(3);
    for (const company of DEMO_COMPANIES) {
      expect(isValidImo(company.gemi.imo)).toBe(true);
      for (const bank of company.bankalar) expect(isValidTrIban(bank.iban ?? '')).toBe(true);
    }
  });
});
