import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import type { Bill, BillListResponse, BillView } from '../../src/domain/bill';
import type { ConflictBody, SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { fatura, faturaCounts } from '../../server/db/schema';
import { collidingKey, fillTextKeys } from '../../server/db/text-keys';
import { textKey } from '../../src/domain/text-key';
import { SPELLINGS } from '../support/spellings';
import { ACCOUNTS, customer, demoCompanyIds, supplier } from './account-fixtures';
import { BILLS, HAND_TOTALS, billBody, budgetCodeIds, simpleBill, uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Bills and proformas over HTTP (docs/areas/bills.md, docs/architecture.md §7): the contract, the rules, company
// scoping, totals computed by the server, idempotency and If-Match.

describe.each(backends)('bills on $name', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let admin: TestClient;
  /** The demo user: granted (write) the first two demo companies only. */
  let demo: TestClient;
  let granted: string[];
  let hidden: string;
  let codes: Record<string, string>;
  let mySupplier: Account;
  let myCustomer: Account;
  let otherCompanySupplier: Account;
  let hiddenSupplier: Account;
  let myFile: string;
  let adminFile: string;
  /** References of a valid incoming bill of the demo user. */
  let refs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bills-'));
    server = await startServer(backend, { dataDir });
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    granted = ids.slice(0, 2);
    hidden = ids[2] ?? '';
    codes = await budgetCodeIds(admin);
    mySupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Fatura Tedarikçisi' }))).body;
    myCustomer = (await demo.post<Account>(ACCOUNTS, customer(granted[0]!, { unvan: 'Fatura Müşterisi' }))).body;
    otherCompanySupplier = (await demo.post<Account>(ACCOUNTS, supplier(granted[1]!, { unvan: 'Öbür Şirket' }))).body;
    hiddenSupplier = (await admin.post<Account>(ACCOUNTS, supplier(hidden, { unvan: 'Gizli Tedarikçi' }))).body;
    myFile = (await uploadPdf(demo))._id;
    adminFile = (await uploadPdf(admin, 'gizli.pdf'))._id;
    refs = { sirket: granted[0]!, cariHesap: mySupplier._id, butceKodu: codes['gider:740.01.001']!, faturaFile: myFile };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the contract', () => {
    it('creates a bill with totals computed from the lines, ignoring the totals a client sends', async () => {
      const body = billBody(refs, {
        toplamlar: { araToplam: 1, odenecekTutar: 1, odenmisTutar: 5 },
        odemeTip: 'pesin',
        kalemler: (billBody(refs).kalemler as Record<string, unknown>[]).map((line) => ({ ...line, tutar: 1, kdvTutari: 1 })),
      });
      const created = await demo.post<Bill>(BILLS, body);
      expect(created.status).toBe(201);
      expect(created.body.toplamlar).toEqual(HAND_TOTALS);
      expect(created.body.kalemler.map((line) => [line.kdvTutari, line.tutar])).toEqual([
        [200, 1200],
        [87.5, 962.5],
        [4.69, 51.57],
      ]);
      // Three rows is an instalment plan, whatever the client said.
      expect(created.body.odemeTip).toBe('taksit');
      expect(created.body.kalemler.every((line) => line.id.length > 0)).toBe(true);
      expect(created.body.faturaFile).toMatchObject({ _id: myFile, name: 'fatura.pdf', path: `/api/file/${myFile}` });
      expect(created.body).toMatchObject({ sirket: granted[0], cariHesap: mySupplier._id, version: 1, dovizCinsi: 'GBP' });

      const detail = await demo.get<BillView>(`${BILLS}/${created.body._id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        ...created.body,
        odemePlani: created.body.odemePlani.map((row) => ({ ...row, durum: 'odenmedi' })),
        toplamlar: { ...HAND_TOTALS, odenmisTutar: 0 },
        durum: 'odenmedi',
        odenecekTaksit: 738.02,
        odemeTarihi: '2026-01-31',
        cariHesapUnvan: 'Fatura Tedarikçisi',
      });
      expect(detail.body.sirketIsim.length).toBeGreaterThan(0);
    });

    it('a one-row plan is peşin, and the record the pull sends is the one the API answered', async () => {
      const created = (await demo.post<Bill>(BILLS, simpleBill(refs, 99.99))).body;
      expect(created.odemeTip).toBe('pesin');
      let since = 0;
      let found: unknown;
      for (;;) {
        const page = (await demo.get<SyncResponse>(`/api/sync?since=${since}&limit=500`)).body;
        found = page.changes.find((change) => change.collection === 'fatura' && change._id === created._id)?.record ?? found;
        since = page.cursor;
        if (!page.hasMore) break;
      }
      expect(found).toEqual(created);
    });

    it('lists pages of {faturalar, totalCount}, sorted, filtered by direction, company and currency', async () => {
      const company = granted[1]!;
      const account = otherCompanySupplier._id;
      const amounts = [10, 30, 20, 50, 40];
      for (const [i, amount] of amounts.entries()) {
        const response = await demo.post(
          BILLS,
          simpleBill({ ...refs, sirket: company, cariHesap: account }, amount, { tarih: `2026-0${i + 1}-15`, dovizCinsi: 'GBP' }),
        );
        expect(response.status).toBe(201);
      }
      const query = `tip=gelen&sirket=${company}&dovizCinsi=GBP`;
      const all = (await demo.get<BillListResponse>(`${BILLS}?${query}&perPage=100`)).body;
      expect(all.totalCount).toBe(5);
      // Newest first by default.
      expect(all.faturalar.map((bill) => bill.tarih)).toEqual(['2026-05-15', '2026-04-15', '2026-03-15', '2026-02-15', '2026-01-15']);
      expect(all.faturalar[0]).toMatchObject({ cariHesapUnvan: 'Öbür Şirket', durum: 'odenmedi', odenecekTaksit: 40 });

      const byAmount = (await demo.get<BillListResponse>(`${BILLS}?${query}&sortBy=odenecekTutar&sortingOrder=1&perPage=2&page=2`)).body;
      expect(byAmount.totalCount).toBe(5);
      expect(byAmount.faturalar.map((bill) => bill.toplamlar.odenecekTutar)).toEqual([30, 40]);
      const last = (await demo.get<BillListResponse>(`${BILLS}?${query}&sortBy=odenecekTutar&sortingOrder=1&perPage=2&page=3`)).body;
      expect(last.faturalar.map((bill) => bill.toplamlar.odenecekTutar)).toEqual([50]);
      const past = (await demo.get<BillListResponse>(`${BILLS}?${query}&perPage=2&page=9`)).body;
      expect(past).toEqual({ faturalar: [], totalCount: 5 });

      expect((await demo.get<BillListResponse>(`${BILLS}?tip=giden&sirket=${company}&dovizCinsi=GBP`)).body.totalCount).toBe(0);
      expect(
        (await demo.get<BillListResponse>(`${BILLS}?${query.replace('GBP', 'EURO')}`)).body.faturalar.every((b) => b.dovizCinsi === 'EURO'),
      ).toBe(true);
      // A company the user may not see lists as empty; `Hepsi` (blank) lists every visible company.
      expect((await demo.get<BillListResponse>(`${BILLS}?tip=gelen&sirket=${hidden}`)).body).toEqual({ faturalar: [], totalCount: 0 });
      const everything = (await demo.get<BillListResponse>(`${BILLS}?sirket=&perPage=200`)).body;
      expect(everything.faturalar.every((bill) => granted.includes(bill.sirket))).toBe(true);
      // Default page size is the spec's 10.
      expect((await demo.get<BillListResponse>(`${BILLS}`)).body.faturalar.length).toBeLessThanOrEqual(10);
    });

    it('the total follows creates, edits that change currency or direction, and deletes (counters kept by triggers)', async () => {
      const company = granted[0]!;
      const total = async (query: string) => (await demo.get<BillListResponse>(`${BILLS}?${query}&perPage=1`)).body.totalCount;
      const queries = {
        usd: `tip=gelen&sirket=${company}&dovizCinsi=USD`,
        euro: `tip=gelen&sirket=${company}&dovizCinsi=EURO`,
        incoming: `tip=gelen&sirket=${company}`,
        outgoing: `tip=giden&sirket=${company}`,
        company: `sirket=${company}`,
        visible: 'sirket=',
      };
      const counts = async () => {
        const out: Record<string, number> = {};
        for (const [name, query] of Object.entries(queries)) out[name] = await total(query);
        return out;
      };
      const before = await counts();
      const made = (await demo.post<Bill>(BILLS, simpleBill(refs, 7, { dovizCinsi: 'USD' }))).body;
      expect(await counts()).toEqual({
        ...before,
        usd: before.usd! + 1,
        incoming: before.incoming! + 1,
        company: before.company! + 1,
        visible: before.visible! + 1,
      });
      const url = `${BILLS}/${made._id}`;
      const again = (changes: Record<string, unknown>) =>
        simpleBill(refs, 7, { dovizCinsi: 'USD', faturaProformaNo: made.faturaProformaNo, ...changes });
      // An edit that keeps company, direction and currency leaves every total.
      expect((await demo.put(url, again({ aciklama: 'düzeltildi' }))).status).toBe(200);
      expect(await counts()).toEqual({
        ...before,
        usd: before.usd! + 1,
        incoming: before.incoming! + 1,
        company: before.company! + 1,
        visible: before.visible! + 1,
      });
      expect((await demo.put(url, again({ dovizCinsi: 'EURO' }))).status).toBe(200);
      expect(await counts()).toEqual({
        ...before,
        euro: before.euro! + 1,
        incoming: before.incoming! + 1,
        company: before.company! + 1,
        visible: before.visible! + 1,
      });
      const outgoing = { ...refs, cariHesap: myCustomer._id, butceKodu: codes['gelir:600.01.001']! };
      const moved = await demo.put(
        url,
        simpleBill(outgoing, 7, { tip: 'giden', dovizCinsi: 'EURO', faturaProformaNo: made.faturaProformaNo }),
      );
      expect(moved.status).toBe(200);
      expect(await counts()).toEqual({
        ...before,
        outgoing: before.outgoing! + 1,
        company: before.company! + 1,
        visible: before.visible! + 1,
      });
      expect((await demo.delete(url)).status).toBe(200);
      expect(await counts()).toEqual(before);

      // The counters agree with a count of the bills themselves, per company, direction and currency.
      const counted = await server.db
        .select({ sirketId: fatura.sirket, tip: fatura.tip, dovizCinsi: fatura.dovizCinsi, n: count() })
        .from(fatura)
        .where(isNull(fatura.deletedAt))
        .groupBy(fatura.sirket, fatura.tip, fatura.dovizCinsi);
      const key = (row: { sirketId: string; tip: string; dovizCinsi: string }) => `${row.sirketId}/${row.tip}/${row.dovizCinsi}`;
      const sums = new Map<string, number>();
      for (const row of await server.db.select().from(faturaCounts)) sums.set(key(row), (sums.get(key(row)) ?? 0) + row.live);
      expect(counted.length).toBeGreaterThan(1);
      expect(Object.fromEntries([...sums].filter(([, live]) => live !== 0))).toEqual(
        Object.fromEntries(counted.map((row) => [key(row), row.n])),
      );
    });

    it('refuses a malformed query with 400 and the parameter as the path', async () => {
      for (const [param, value] of [
        ['tip', 'yok'],
        ['perPage', '0'],
        ['perPage', '201'],
        ['sortBy', 'password'],
        ['sortingOrder', '2'],
        ['dovizCinsi', 'BTC'],
        ['sirket', 'abc'],
      ]) {
        const response = await demo.get<ErrorBody>(`${BILLS}?${param}=${value}`);
        expect(response.status, `${param}=${value}`).toBe(400);
        expect(response.body.errors?.[0]?.path).toBe(param);
      }
    });

    it('lists the bills of one account; an account the user may not see is 404', async () => {
      const first = (
        await demo.post<Bill>(
          BILLS,
          simpleBill({ ...refs, cariHesap: myCustomer._id, butceKodu: codes['gelir:600.01.001']! }, 5, { tip: 'giden' }),
        )
      ).body;
      expect(first._id).toBeTruthy();
      const response = await demo.get<{ faturalar: BillView[] }>(`${BILLS}/cari/${myCustomer._id}`);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['faturalar']);
      expect(response.body.faturalar.map((bill) => bill._id)).toEqual([first._id]);
      expect(response.body.faturalar[0]).toMatchObject({ tip: 'giden', cariHesapUnvan: 'Fatura Müşterisi', durum: 'odenmedi' });
      expect((await demo.get(`${BILLS}/cari/${hiddenSupplier._id}`)).status).toBe(404);
      expect((await demo.get(`${BILLS}/cari/${randomUUID()}`)).status).toBe(404);
      expect((await demo.get(`${BILLS}/cari/nope`)).status).toBe(404);
      expect((await admin.get<{ faturalar: BillView[] }>(`${BILLS}/cari/${hiddenSupplier._id}`)).body).toEqual({ faturalar: [] });
    });
  });

  describe('the rules', () => {
    const errorsOf = async (body: Record<string, unknown>, client = () => demo) => {
      const response = await client().post<ErrorBody>(BILLS, body);
      expect(response.status).toBe(422);
      return response.body.errors ?? [];
    };

    it('the account must be of the bill’s company, visible, and of the direction’s type', async () => {
      expect(await errorsOf(simpleBill({ ...refs, cariHesap: otherCompanySupplier._id }, 5))).toEqual([
        { path: 'cariHesap', message: 'accountOtherCompany' },
      ]);
      expect(await errorsOf(simpleBill({ ...refs, cariHesap: hiddenSupplier._id }, 5))).toEqual([
        { path: 'cariHesap', message: 'accountNotFound' },
      ]);
      expect(await errorsOf(simpleBill({ ...refs, cariHesap: randomUUID() }, 5))).toEqual([
        { path: 'cariHesap', message: 'accountNotFound' },
      ]);
      // gelen needs a supplier, giden a customer.
      expect(await errorsOf(simpleBill({ ...refs, cariHesap: myCustomer._id }, 5))).toEqual([
        { path: 'cariHesap', message: 'accountTypeMismatch' },
      ]);
      expect(await errorsOf(simpleBill({ ...refs, butceKodu: codes['gelir:600.01.001']! }, 5, { tip: 'giden' }))).toEqual([
        { path: 'cariHesap', message: 'accountTypeMismatch' },
      ]);
    });

    it('each line’s budget code must exist, be active and of the direction’s chart', async () => {
      const body = billBody(refs);
      const lines = body.kalemler as Record<string, unknown>[];
      lines[0]!.butceKodu = codes['gider:740.01.003']; // passive
      lines[1]!.butceKodu = codes['gelir:600.01.001']; // income on an incoming bill
      lines[2]!.butceKodu = randomUUID();
      expect(await errorsOf(body)).toEqual([
        { path: 'kalemler.0.butceKodu', message: 'budgetCodeInactive' },
        { path: 'kalemler.1.butceKodu', message: 'budgetCodeTypeMismatch' },
        { path: 'kalemler.2.butceKodu', message: 'budgetCodeNotFound' },
      ]);
    });

    it('the file must exist and be visible to the writer', async () => {
      expect(await errorsOf(simpleBill({ ...refs, faturaFile: adminFile }, 5))).toEqual([{ path: 'faturaFile', message: 'fileNotFound' }]);
      expect(await errorsOf(simpleBill({ ...refs, faturaFile: randomUUID() }, 5))).toEqual([
        { path: 'faturaFile', message: 'fileNotFound' },
      ]);
    });

    it('figures carry at most their decimals, and the plan adds up to the total', async () => {
      const body = billBody(refs);
      (body.kalemler as Record<string, unknown>[])[0]!.birimFiyat = 400.00001;
      (body.kalemler as Record<string, unknown>[])[1]!.miktar = 1.0001;
      expect(await errorsOf(body)).toEqual([
        { path: 'kalemler.0.birimFiyat', message: 'tooManyDecimals' },
        { path: 'kalemler.1.miktar', message: 'tooManyDecimals' },
      ]);
      expect(await errorsOf(billBody(refs, { odemePlani: [{ tarih: '2026-01-31', miktar: 2214.06 }] }))).toEqual([
        { path: 'odemePlani', message: 'planTotalMismatch' },
      ]);
      expect(await errorsOf(billBody(refs, { kalemler: [], odemePlani: [], taksitSayisi: 0 }))).toEqual([
        { path: 'kalemler', message: 'required' },
        { path: 'odemePlani', message: 'required' },
        { path: 'taksitSayisi', message: 'atLeastOne' },
      ]);
    });

    it('a line below 1 is a line (0,85 per litre, half a ton): above 0 is the rule; 0 is refused', async () => {
      // 0.5 × 0.85 = 0.425 → 0.43 at 0 % KDV, in one row.
      const line = { butceKodu: refs.butceKodu, adi: 'Yağ', miktar: 0.5, birim: 'lt', birimFiyat: 0.85, kdv: 0 };
      const created = await demo.post<Bill>(
        BILLS,
        billBody(refs, { kalemler: [line], odemePlani: [{ tarih: '2026-01-31', miktar: 0.43 }], taksitSayisi: 1 }),
      );
      expect(created.status).toBe(201);
      expect(created.body.kalemler[0]).toMatchObject({ miktar: 0.5, birimFiyat: 0.85 });
      expect(created.body.toplamlar.odenecekTutar).toBe(0.43);
      expect(
        await errorsOf(
          billBody(refs, {
            kalemler: [{ ...line, miktar: 0, birimFiyat: '0.0000' }],
            odemePlani: [{ tarih: '2026-01-31', miktar: 0 }],
            taksitSayisi: 1,
          }),
        ),
      ).toEqual([
        { path: 'kalemler.0.miktar', message: 'aboveZero' },
        { path: 'kalemler.0.birimFiyat', message: 'aboveZero' },
      ]);
    });

    it('a number is entered once per account, kind and direction', async () => {
      const number = `DUP-${Date.now()}`;
      expect((await demo.post(BILLS, simpleBill(refs, 7, { faturaProformaNo: number }))).status).toBe(201);
      expect(await errorsOf(simpleBill(refs, 8, { faturaProformaNo: number }))).toEqual([
        { path: 'faturaProformaNo', message: 'duplicateNumber' },
      ]);
      // A proforma of the same number, or the same number from another supplier, is another document.
      expect((await demo.post(BILLS, simpleBill(refs, 7, { faturaProformaNo: number, faturaTip: 'proforma' }))).status).toBe(201);
      const other = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Başka Tedarikçi' }))).body;
      expect((await demo.post(BILLS, simpleBill({ ...refs, cariHesap: other._id }, 7, { faturaProformaNo: number }))).status).toBe(201);
      // Unnumbered bills are never duplicates of each other.
      expect((await demo.post(BILLS, simpleBill(refs, 7, { faturaProformaNo: '' }))).status).toBe(201);
      expect((await demo.post(BILLS, simpleBill(refs, 7, { faturaProformaNo: '' }))).status).toBe(201);
    });

    it('eight spellings of one number are one number: after the first, each is duplicateNumber', async () => {
      const [first, ...others] = SPELLINGS;
      const account = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Sekiz Yazım' }))).body;
      const mine = { ...refs, cariHesap: account._id };
      expect((await demo.post(BILLS, simpleBill(mine, 7, { faturaProformaNo: first }))).status).toBe(201);
      for (const spelling of others) {
        expect(await errorsOf(simpleBill(mine, 7, { faturaProformaNo: spelling })), spelling).toEqual([
          { path: 'faturaProformaNo', message: 'duplicateNumber' },
        ]);
      }
      // A number of invisible characters only is no number.
      expect((await demo.post(BILLS, simpleBill(mine, 7, { faturaProformaNo: '\u200B' }))).status).toBe(201);
      expect((await demo.post(BILLS, simpleBill(mine, 7, { faturaProformaNo: '\u200B' }))).status).toBe(201);
    });

    it('the database’s unique index compares the numbers’ keys', async () => {
      const account = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Anahtar Dizini' }))).body;
      const mine = { ...refs, cariHesap: account._id };
      const one = (await demo.post<Bill>(BILLS, simpleBill(mine, 7, { faturaProformaNo: 'FİŞ-1' }))).body;
      const two = (await demo.post<Bill>(BILLS, simpleBill(mine, 7, { faturaProformaNo: 'FİŞ-2' }))).body;
      const [stored] = await server.db.select({ key: fatura.faturaProformaNoKey }).from(fatura).where(eq(fatura.id, one._id));
      expect(stored?.key).toBe('fiş-1');
      // What slips past the rule (another server between its check and its write) the index refuses.
      await expect(
        server.db
          .update(fatura)
          .set({ faturaProformaNo: 'fış-1', faturaProformaNoKey: textKey('fış-1') })
          .where(eq(fatura.id, two._id)),
      ).rejects.toThrow();
    });

    it('rows from before the keys get theirs at start; two that were entered twice stay, and a third is refused', async () => {
      const account = (await demo.post<Account>(ACCOUNTS, supplier(granted[0]!, { unvan: 'Eski Kayıtlar' }))).body;
      const mine = { ...refs, cariHesap: account._id };
      const older = (await demo.post<Bill>(BILLS, simpleBill(mine, 7, { faturaProformaNo: 'ESKİ-1' }))).body;
      const newer = (await demo.post<Bill>(BILLS, simpleBill(mine, 7, { faturaProformaNo: 'ESKİ-2' }))).body;
      // As before migration 0019: no keys, and the same number twice (as the old rule let through).
      await server.db
        .update(fatura)
        .set({ faturaProformaNoKey: null })
        .where(inArray(fatura.id, [older._id, newer._id]));
      await server.db.update(fatura).set({ faturaProformaNo: 'eski-1' }).where(eq(fatura.id, newer._id));
      const filled = await fillTextKeys(server.db);
      expect(filled.fatura).toBe(2);
      const rows = await server.db
        .select({ id: fatura.id, key: fatura.faturaProformaNoKey })
        .from(fatura)
        .where(inArray(fatura.id, [older._id, newer._id]));
      expect(new Map(rows.map((row) => [row.id, row.key]))).toEqual(
        new Map([
          [older._id, 'eski-1'],
          [newer._id, collidingKey('eski-1', newer._id)],
        ]),
      );
      expect(await fillTextKeys(server.db)).toEqual({ fatura: 0, banka_talimat: 0 });
      expect(await errorsOf(simpleBill(mine, 7, { faturaProformaNo: 'ESKI-1' }))).toEqual([
        { path: 'faturaProformaNo', message: 'duplicateNumber' },
      ]);
    });

    it('reports every broken rule at once', async () => {
      const errors = await errorsOf(
        simpleBill({ ...refs, cariHesap: myCustomer._id, faturaFile: adminFile, butceKodu: codes['gider:740.01.003']! }, 5),
      );
      expect(errors.map((error) => error.path).sort()).toEqual(['cariHesap', 'faturaFile', 'kalemler.0.butceKodu']);
    });
  });

  describe('company scoping', () => {
    it('a bill for a company the user may not see is 403, and such bills are 404 to them', async () => {
      const response = await demo.post<ErrorBody>(BILLS, simpleBill({ ...refs, sirket: hidden, cariHesap: hiddenSupplier._id }, 5));
      expect(response.status).toBe(403);
      const theirs = await admin.post<Bill>(
        BILLS,
        simpleBill({ ...refs, sirket: hidden, cariHesap: hiddenSupplier._id, faturaFile: adminFile }, 5),
      );
      expect(theirs.status).toBe(201);
      expect((await demo.get(`${BILLS}/${theirs.body._id}`)).status).toBe(404);
      expect((await demo.put(`${BILLS}/${theirs.body._id}`, simpleBill(refs, 5), { headers: { 'If-Match': '1' } })).status).toBe(404);
      expect((await demo.delete(`${BILLS}/${theirs.body._id}`, { headers: { 'If-Match': '1' } })).status).toBe(404);
    });

    it('a bill’s file is visible to the users of its company, and only to them', async () => {
      const colleague = server.client();
      const outsider = server.client();
      await colleague.signIn(await createUser(server.db, { email: `c${Date.now()}@example.com`, grants: { [granted[0]!]: 'okuma' } }));
      await outsider.signIn(await createUser(server.db, { email: `o${Date.now()}@example.com`, grants: { [hidden]: 'yazma' } }));
      const file = await uploadPdf(demo, 'paylasilan.pdf');
      expect((await colleague.get(file.path)).status).toBe(404);
      expect((await demo.post(BILLS, simpleBill({ ...refs, faturaFile: file._id }, 5))).status).toBe(201);
      expect((await colleague.get(file.path)).status).toBe(200);
      expect((await outsider.get(file.path)).status).toBe(404);
      // A read-only user may see the bill but not write one.
      expect((await colleague.post<ErrorBody>(BILLS, simpleBill(refs, 5))).body.message).toBe('readOnlyCompany');
    });
  });

  describe('versions and retries', () => {
    it('a create sent twice under one Idempotency-Key makes one bill and the same answer', async () => {
      const headers = { 'Idempotency-Key': randomUUID() };
      const body = simpleBill(refs, 12.34);
      const first = await demo.post<Bill>(BILLS, body, { headers });
      const second = await demo.post<Bill>(BILLS, body, { headers });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.text).toBe(first.text);
      const listed = (await demo.get<{ faturalar: BillView[] }>(`${BILLS}/cari/${refs.cariHesap}`)).body.faturalar;
      expect(listed.filter((bill) => bill.faturaProformaNo === body.faturaProformaNo)).toHaveLength(1);
    });

    it('updates and deletes honour If-Match; the account of a bill cannot be deleted', async () => {
      const created = (await demo.post<Bill>(BILLS, billBody(refs))).body;
      const url = `${BILLS}/${created._id}`;
      // One line less: 1,200.00 + 962.50 = 2,162.50 in two rows.
      const edited = billBody(refs, {
        faturaProformaNo: created.faturaProformaNo,
        kalemler: created.kalemler.slice(0, 2),
        odemePlani: [
          { tarih: '2026-01-31', miktar: 1000 },
          { tarih: '2026-02-28', miktar: 1162.5 },
        ],
        taksitSayisi: 2,
      });
      const updated = await demo.put<Bill>(url, edited, { headers: { 'If-Match': '1' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ version: 2, toplamlar: { odenecekTutar: 2162.5 }, odemeTip: 'taksit' });
      // Line ids the client kept are kept.
      expect(updated.body.kalemler.map((line) => line.id)).toEqual(created.kalemler.slice(0, 2).map((line) => line.id));

      const stale = await demo.put<ConflictBody<Bill>>(url, edited, { headers: { 'If-Match': '1' } });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toEqual(updated.body);

      expect((await demo.delete<ErrorBody>(`${ACCOUNTS}/${refs.cariHesap}`, { headers: { 'If-Match': '1' } })).body.message).toBe('inUse');
      // Nor may it change company or type under its bills; a code a bill is booked under stays.
      const moved = await demo.put<ErrorBody>(`${ACCOUNTS}/${refs.cariHesap}`, supplier(granted[1]!, { unvan: 'Fatura Tedarikçisi' }));
      expect(moved.status).toBe(422);
      expect(moved.body.errors).toEqual([{ path: 'sirket', message: 'accountHasBills' }]);
      const retyped = await demo.put<ErrorBody>(`${ACCOUNTS}/${refs.cariHesap}`, customer(granted[0]!, { unvan: 'Fatura Tedarikçisi' }));
      expect(retyped.body.errors).toEqual([{ path: 'cariTip', message: 'accountHasBills' }]);
      const renamed = await demo.put<Account>(`${ACCOUNTS}/${refs.cariHesap}`, supplier(granted[0]!, { unvan: 'Fatura Tedarikçisi' }));
      expect(renamed.status).toBe(200);
      expect((await admin.delete<ErrorBody>(`/api/finans/butce-kodu/${refs.butceKodu}`)).body.message).toBe('inUse');

      expect((await demo.delete(url, { headers: { 'If-Match': '1' } })).status).toBe(409);
      const deleted = await demo.delete(url, { headers: { 'If-Match': '2' } });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ _id: created._id, deleted: true, version: 3 });
      expect((await demo.get(url)).status).toBe(404);
      // Its number is free again.
      expect((await demo.post(BILLS, simpleBill(refs, 1, { faturaProformaNo: created.faturaProformaNo }))).status).toBe(201);
    });
  });
});
