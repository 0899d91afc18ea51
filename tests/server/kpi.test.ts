import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../src/domain/company';
import type { KpiReport, KpiResult } from '../../src/domain/kpi';
import type { BudgetRecord } from '../../src/domain/kinds/budget';
import type { ErrorBody } from '../../src/domain/validation';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Shipping KPIs over HTTP (docs/areas/inspections.md, KPI; MODULES §6): `GET /api/kpi` on a new ship
// whose records are worked out by hand, the budgets (`/api/finans/butce`) KPI002 reads, a period
// that ends before it starts as 422 with its path, and another company's ship refused.

const BUDGETS = '/api/finans/butce';
const YEAR = { baslangic: '2026-01-01', bitis: '2026-12-31' };
const query = (params: Record<string, string>) => `/api/kpi?${new URLSearchParams(params).toString()}`;
const figure = (kpiler: readonly KpiResult[], kod: string) => kpiler.find((kpi) => kpi.kod === kod);

describe.each(backends)('KPI on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let ship: Company;
  let hidden: string;
  let code: string;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    hidden = (await demoCompanyIds(admin))[2]!;
    ship = (
      await admin.post<Company>('/api/sirket', {
        isim: 'KPI Deneme Denizcilik A.Ş.',
        tip: 'Gemi Sahibi',
        gemi: { adi: 'M/V Gösterge', imo: '9412345', bayrak: 'Türkiye' },
      })
    ).body;
    code = (await budgetCodeIds(admin))['gider:740.02']!;
  });
  afterAll(() => server?.close());

  it('answers each figure of a new ship from its records, worked out by hand, and "no data" as null', async () => {
    const psc = { sirket: ship._id, tur: 'PSC', rejim: 'paris', riskProfili: 'SRS', liman: 'Rotterdam' };
    // Two PSC inspections: the first found two deficiencies and an observation (code 99, not
    // counted) and detained the ship; the second found nothing.
    const first = await admin.post('/api/denetim', {
      ...psc,
      tarih: '2026-03-10',
      planliKalkis: '2026-03-12',
      tutulma: { var: true, serbestBirakma: '2026-03-13' },
      eksiklikler: [
        { kod: '07105', aciklama: 'Fire door', aksiyonKodu: '30' },
        { kod: '11101', aciklama: 'Lifebuoy light', aksiyonKodu: '16' },
        { kod: '99999', aciklama: 'Observation', aksiyonKodu: '99' },
      ],
    });
    expect(first.status).toBe(201);
    expect((await admin.post('/api/denetim', { ...psc, tarih: '2026-08-20', eksiklikler: [] })).status).toBe(201);
    // A budget of 1,000.00 GBP on 740.02, and a bill of 950.00 GBP (no KDV) on it.
    const budget = await admin.post<BudgetRecord>(BUDGETS, {
      sirket: ship._id,
      yil: 2026,
      butceKodu: code,
      tutar: 1000,
      dovizCinsi: 'GBP',
    });
    expect(budget.status).toBe(201);
    expect(budget.body).toMatchObject({ sirket: ship._id, yil: 2026, butceKodu: code, tutar: 1000, dovizCinsi: 'GBP' });
    const account = await admin.post<{ _id: string }>(ACCOUNTS, supplier(ship._id));
    const file = await uploadPdf(admin, 'fatura.pdf');
    const refs = { sirket: ship._id, cariHesap: account.body._id, butceKodu: code, faturaFile: file._id };
    expect((await admin.post('/api/finans/fatura', simpleBill(refs, 950, { tarih: '2026-05-01' }))).status).toBe(201);

    const answer = await admin.get<KpiReport>(query({ sirket: ship._id, ...YEAR }));
    expect(answer.status).toBe(200);
    expect(answer.body.gemiler.map((row) => row.sirket)).toEqual([ship._id]);
    const kpiler = answer.body.gemiler[0]!.kpiler;
    // KPI026: 2 deficiencies ÷ 2 inspections = 1; rating 100 × (1 − 8) ÷ (0 − 8) = 87.5 → 88.
    expect(figure(kpiler, 'KPI026')).toMatchObject({ deger: 1, puan: 88 });
    // KPI014: 1 flawless of 2 = 0.5; rating 100 × (0.5 − 0.33) ÷ (1 − 0.33) = 25.37 → 25.
    expect(figure(kpiler, 'KPI014')).toMatchObject({ deger: 0.5, puan: 25 });
    expect(figure(kpiler, 'KPI027')).toMatchObject({ deger: 1 });
    // KPI002: |1,000.00 − 950.00| ÷ 1,000.00 × 100 = 5 %.
    expect(figure(kpiler, 'KPI002')).toMatchObject({ deger: 5, girdiler: { dovizCinsi: 'GBP', butce: 100000, gerceklesen: 95000 } });
    // No crew, no reports: no data, never 0.
    expect(figure(kpiler, 'KPI017')?.deger).toBeNull();
    expect(figure(kpiler, 'KPI005')?.deger).toBeNull();
    // The fleet (this one ship) is the formula over the same inputs.
    const fleet = answer.body.filo.kpiler;
    expect(figure(fleet, 'KPI026')?.deger).toBe(1);
    // A period before the inspections: no inspection, no data.
    const before = await admin.get<KpiReport>(query({ sirket: ship._id, baslangic: '2025-01-01', bitis: '2025-12-31' }));
    expect(figure(before.body.gemiler[0]!.kpiler, 'KPI026')?.deger).toBeNull();
  });

  it('refuses a second budget of a ship for the year and code, and a period that ends before it starts', async () => {
    const body = { sirket: ship._id, yil: 2027, butceKodu: code, tutar: 500, dovizCinsi: 'USD' };
    expect((await admin.post(BUDGETS, body)).status).toBe(201);
    const again = await admin.post<ErrorBody>(BUDGETS, body);
    expect(again.status).toBe(422);
    expect(again.body.errors).toContainEqual({ path: 'butceKodu', message: 'duplicateBudget' });

    const reversed = await admin.get<ErrorBody>(query({ baslangic: '2026-12-31', bitis: '2026-01-01' }));
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual([{ path: 'bitis', message: 'endBeforeStart' }]);
    const missing = await admin.get<ErrorBody>(query({ bitis: '2026-01-01' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ path: 'baslangic', message: 'required' }]);
  });

  it('answers only the ships the user may see, and 404 for another company’s ship', async () => {
    expect((await demo.get(query({ sirket: hidden, ...YEAR }))).status).toBe(404);
    const fleet = await demo.get<KpiReport>(query(YEAR));
    expect(fleet.status).toBe(200);
    const seen = fleet.body.gemiler.map((row) => row.sirket);
    expect(seen).toHaveLength(2);
    expect(seen).not.toContain(hidden);
    expect(seen).not.toContain(ship._id);
    // The demo ships' year of inspections gives the fleet a PSC figure.
    expect(figure(fleet.body.filo.kpiler, 'KPI026')?.deger).not.toBeNull();
  });
});
