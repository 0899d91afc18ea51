import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../src/domain/calendar';
import type { LoanRecord } from '../../src/domain/kinds/loan';
import { LOAN_ERROR_KEYS } from '../../src/domain/loan-errors';
import type { LoanSchedule, SecurityCover } from '../../src/domain/loans';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import type { LoanListResponse } from '../../server/collections/loans';
import { ACCOUNTS, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, DEMO, backends, startServer, type TestClient, type TestServer } from './helpers';

// Loans over HTTP (docs/areas/loans.md; MODULES §11): the contract `{krediler, totalCount}`, the
// schedule `GET /api/finans/kredi/:id/plan` and the cover `…/teminat?tarih=` on the worked figures,
// issue 51's bad input as 422s with their paths, another company's ship refused and the demo loans.

const BASE = '/api/finans/kredi';

/** A key's text in the loans catalog of a language (src/locales/<lang>/loans.po), '' when it has none. */
function loanCatalogText(language: 'tr' | 'en', key: string): string {
  const catalog = readFileSync(new URL(`../../src/locales/${language}/loans.po`, import.meta.url), 'utf8');
  return new RegExp(`^msgid "errors\\.${key}"\\nmsgstr "(.*)"$`, 'm').exec(catalog)?.[1] ?? '';
}
const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

describe.each(backends)('loans on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;
  let bank: string;

  /** 1,000,000.00 at 5 % fixed ACT/360, repaid whole after 91 days (MODULES' worked check). */
  const loan = (sirket: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    sirket,
    banka: bank,
    tutar: '1000000.00',
    dovizCinsi: 'USD',
    kullanimTarihi: '2026-01-01',
    faiz: { tur: 'sabit', sabitYuzde: '5', gunSayimi: 'ACT/360' },
    taksitler: [{ tarih: '2026-04-02', anapara: '1000000' }],
    teminatOraniYuzde: '130',
    degerlemeler: [{ tarih: '2025-12-15', deger: '1200000', eksper: 'VesselsValue' }],
    ipotek: { derece: 1, tutar: '1300000', tescilTarihi: '2025-12-30' },
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    [granted, hidden] = [ids[0]!, ids[2]!];
    const account = await admin.post<{ _id: string }>(ACCOUNTS, supplier(granted, { unvan: 'Kredi Bankası A.Ş.' }));
    expect(account.status).toBe(201);
    bank = account.body._id;
  });
  afterAll(() => server?.close());

  it('creates, lists as {krediler, totalCount}, updates and deletes a loan', async () => {
    const created = await demo.post<LoanRecord>(BASE, loan(granted));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sirket: granted,
      banka: bank,
      tutar: 1000000,
      dovizCinsi: 'USD',
      faiz: { tur: 'sabit', sabitYuzde: 5, marjYuzde: null, gunSayimi: 'ACT/360' },
      taksitler: [{ tarih: '2026-04-02', anapara: 1000000 }],
      teminatOraniYuzde: 130,
      ipotek: { derece: 1, tutar: 1300000, tescilTarihi: '2025-12-30' },
      taksitPlani: null,
      version: 1,
    });

    const list = await demo.get<LoanListResponse>(`${BASE}?sirket=${granted}&perPage=100`);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body).sort()).toEqual(['krediler', 'totalCount']);
    expect(list.body.krediler.some((row) => row._id === created.body._id)).toBe(true);
    expect(list.body.totalCount).toBe(list.body.krediler.length);
    expect(list.body.krediler.every((row) => row.sirket === granted)).toBe(true);

    const updated = await demo.put<LoanRecord>(`${BASE}/${created.body._id}`, loan(granted, { teminatOraniYuzde: '125' }), ifMatch(1));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, teminatOraniYuzde: 125 });

    const pulled = await demo.get<SyncResponse>('/api/sync?since=0&limit=5000');
    expect(pulled.body.changes.some((change) => change.collection === 'kredi' && change._id === created.body._id)).toBe(true);

    expect((await demo.delete(`${BASE}/${created.body._id}`, ifMatch(2))).status).toBe(200);
    expect((await demo.get(`${BASE}/${created.body._id}`)).status).toBe(404);
    expect((await demo.get(`${BASE}/${created.body._id}/plan`)).status).toBe(404);
  });

  it('answers the schedule and the cover on MODULES’ worked figures', async () => {
    const created = await demo.post<LoanRecord>(BASE, loan(granted));
    const plan = await demo.get<LoanSchedule>(`${BASE}/${created.body._id}/plan`);
    expect(plan.status).toBe(200);
    expect(plan.body.donemler).toEqual([
      {
        baslangic: '2026-01-01',
        bitis: '2026-04-02',
        gun: 91,
        oranYuzde: 5,
        tahmini: false,
        acilisBakiye: 1000000,
        faiz: 12638.89,
        anapara: 1000000,
        erkenOdeme: 0,
        kapanisBakiye: 0,
      },
    ]);
    const cover = await demo.get<SecurityCover>(`${BASE}/${created.body._id}/teminat?tarih=2026-01-10`);
    expect(cover.status).toBe(200);
    expect(cover.body).toEqual({ tarih: '2026-01-10', deger: 1200000, bakiye: 1000000, oranYuzde: 120, eksikOdeme: 76923.08 });
    expect((await demo.get(`${BASE}/${created.body._id}/teminat?tarih=2026-13-01`)).status).toBe(400);
  });

  it('a floating loan from a plan: the fixing entered later re-computes its period', async () => {
    const floating = loan(granted, {
      kullanimTarihi: '2026-01-15',
      faiz: { tur: 'degisken', marjYuzde: '2.5', gunSayimi: 'ACT/360' },
      taksitler: [],
      taksitPlani: { adet: 4, periyotAy: 3, balon: '600000' },
      fixingler: [{ baslangic: '2026-01-15', referansYuzde: '4.31' }],
    });
    const created = await demo.post<LoanRecord>(BASE, floating);
    expect(created.status).toBe(201);
    const before = (await demo.get<LoanSchedule>(`${BASE}/${created.body._id}/plan`)).body.donemler;
    expect(before.map((period) => [period.bitis, period.anapara, period.tahmini])).toEqual([
      ['2026-04-15', 100000, false],
      ['2026-07-15', 100000, true],
      ['2026-10-15', 100000, true],
      ['2027-01-15', 700000, true],
    ]);
    expect(before[1]!.oranYuzde).toBe(6.81);
    const fixed = await demo.put<LoanRecord>(
      `${BASE}/${created.body._id}`,
      {
        ...floating,
        fixingler: [
          { baslangic: '2026-01-15', referansYuzde: '4.31' },
          { baslangic: '2026-04-15', referansYuzde: '3.9' },
        ],
      },
      ifMatch(1),
    );
    expect(fixed.status).toBe(200);
    const after = (await demo.get<LoanSchedule>(`${BASE}/${created.body._id}/plan`)).body.donemler;
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({ oranYuzde: 6.4, tahmini: false });
    // 900,000.00 × 6.40 % × 91 ÷ 360 = 14,560.00
    expect(after[1]!.faiz).toBe(14560);
  });

  it('answers issue 51’s bad input with 422, each error on its path with a text in both languages', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await demo.post<ErrorBody>(BASE, body);
      expect(answer.status).toBe(422);
      for (const { message } of answer.body.errors ?? []) {
        // The loans' own keys are translated in the area's catalog (src/features/loans/error-texts.ts).
        if (!(LOAN_ERROR_KEYS as readonly string[]).includes(message)) continue;
        expect({ message, tr: loanCatalogText('tr', message) !== '', en: loanCatalogText('en', message) !== '' }).toEqual({
          message,
          tr: true,
          en: true,
        });
      }
      return answer.body.errors;
    };
    expect(
      await refused(
        loan(granted, {
          taksitler: [
            { tarih: '2026-04-02', anapara: '600000' },
            { tarih: '2026-07-02', anapara: '500000' },
          ],
        }),
      ),
    ).toContainEqual({
      path: 'taksitler',
      message: 'instalmentsExceedLoan',
    });
    expect(
      await refused(
        loan(granted, {
          faiz: { tur: 'degisken', marjYuzde: '2', gunSayimi: 'ACT/360' },
          fixingler: [{ baslangic: '2025-12-01', referansYuzde: '4' }],
        }),
      ),
    ).toContainEqual({ path: 'fixingler.0.baslangic', message: 'fixingOutsideLoan' });
    expect(await refused(loan(granted, { degerlemeler: [{ tarih: addDays(localDate(), 3), deger: '1000000' }] }))).toContainEqual({
      path: 'degerlemeler.0.tarih',
      message: 'valuationInFuture',
    });
    expect(
      await refused(loan(granted, { faiz: { tur: 'degisken', marjYuzde: '-0.5', tabanYuzde: '-0.25', gunSayimi: 'ACT/360' } })),
    ).toContainEqual({
      path: 'faiz.marjYuzde',
      message: 'marginBelowFloor',
    });
  });

  it('refuses a loan of a ship the user may not see', async () => {
    const answer = await demo.post<ErrorBody>(BASE, loan(hidden, { banka: null }));
    expect(answer.status).toBe(403);
    expect((await demo.get<LoanListResponse>(`${BASE}?sirket=${hidden}`)).body).toEqual({ krediler: [], totalCount: 0 });
  });

  it('seeds one loan per demo ship, the first short of its cover', async () => {
    const ids = await demoCompanyIds(admin);
    const list = await admin.get<LoanListResponse>(`${BASE}?perPage=100&sortBy=kullanimTarihi&sortingOrder=1`);
    const today = localDate();
    const shortfalls = new Map<string, number | null>();
    for (const sirket of ids) {
      const demoLoans = list.body.krediler.filter((row) => row.sirket === sirket && row.banka === null);
      expect(demoLoans).toHaveLength(1);
      const cover = await admin.get<SecurityCover>(`${BASE}/${demoLoans[0]!._id}/teminat?tarih=${today}`);
      shortfalls.set(sirket, cover.body.eksikOdeme);
    }
    expect(shortfalls.get(ids[0]!)).toBeGreaterThan(0);
    for (const sirket of ids.slice(1)) expect(shortfalls.get(sirket)).toBe(0);
  });
});
