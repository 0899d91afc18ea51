// @vitest-environment node
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/domain/account';
import { billSchema, type Bill } from '../../src/domain/bill';
import type { CompanySummary } from '../../src/domain/company';
import type { UploadedFile } from '../../src/domain/file';
import { dueInstalments } from '../../src/domain/reports/due-instalments';
import { billRecord } from '../../src/data/bill-save';
import { billNumberTaken } from '../../src/data/bills';
import { accountFinanceOf, balancesOfAccounts } from '../../src/data/cash-flows';
import type { MirroredRow, PortalDb } from '../../src/data/db';
import { loadReportData } from '../../src/data/report-data';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { pullAll } from '../../src/data/sync/pull';
import { replay } from '../../src/data/sync/replay';
import { supplier } from '../server/account-fixtures';
import { BILLS, budgetCodeIds, simpleBill, uploadPdf } from '../server/bill-fixtures';
import { ADMIN, backends, startServer, type TestClient, type TestServer } from '../server/helpers';
import { SPELLINGS } from '../support/spellings';
import { fetchVia, freshDb, sendVia, userIdOf } from './sync-helpers';

// Issue 32, item 3: a bill the server refused (a duplicate number) counts in no balance, report or
// card while it waits on the device to be fixed or discarded; and the device says a number is
// taken before it queues the bill, from the bills it holds.

describe('a bill the server refused to create', () => {
  let server: TestServer;
  let client: TestClient;
  let dataDir: string;
  let db: PortalDb;
  let company: string;
  let account: Account;
  let refs: { sirket: string; cariHesap: string; butceKodu: string; faturaFile: string };
  let file: UploadedFile;

  /** The account's billed total in TL, from each of the device's sums, in kuruş. */
  const billedEverywhere = async () => {
    const finance = await accountFinanceOf(db, account._id, 'tedarikci');
    const list = (await balancesOfAccounts(db, [{ _id: account._id, cariTip: 'tedarikci' }])).get(account._id);
    const data = await loadReportData(db, company);
    const card = dueInstalments(
      'tedarikci',
      data,
      { sirket: company, from: '0001-01-01', to: '9999-12-31', currency: 'all' },
      '2026-01-01',
    );
    return {
      detail: finance.balances.currencies.find((c) => c.dovizCinsi === 'TL')?.fatura,
      list: list?.currencies.find((c) => c.dovizCinsi === 'TL')?.fatura,
      report: data.bills.filter((bill) => bill.cariHesap === account._id).reduce((sum, bill) => sum + bill.odenecekTutar, 0),
      card: card.totals.find((total) => total.dovizCinsi === 'TL')?.kalan,
      listed: finance.bills.length,
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-refused-'));
    server = await startServer(backends[0]!, { dataDir });
    client = server.client();
    await client.signIn(ADMIN);
    company = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;
    account = (await client.post<Account>('/api/finans/cari-hesap', supplier(company, { unvan: 'Reddedilen Fatura A.Ş.' }))).body;
    const codes = await budgetCodeIds(client);
    file = await uploadPdf(client);
    refs = { sirket: company, cariHesap: account._id, butceKodu: codes['gider:740.01.001']!, faturaFile: file._id };
    const first = await client.post<Bill>(
      BILLS,
      simpleBill(refs, 1000, { faturaProformaNo: SPELLINGS[0], tarih: '2026-06-01', dovizCinsi: 'TL' }),
    );
    expect(first.status).toBe(201);
    db = await freshDb(await userIdOf(client));
    await pullAll(db, fetchVia(client));
  });
  afterAll(async () => {
    db?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the device knows the number is taken, however it is typed', async () => {
    for (const spelling of SPELLINGS) {
      expect(
        await billNumberTaken(db, { cariHesap: account._id, faturaTip: 'fatura', tip: 'gelen', faturaProformaNo: spelling }),
        spelling,
      ).toBe(true);
    }
    // Another number, another kind, or no number at all is free.
    expect(await billNumberTaken(db, { cariHesap: account._id, faturaTip: 'fatura', tip: 'gelen', faturaProformaNo: 'FİŞ-2024/002' })).toBe(
      false,
    );
    expect(await billNumberTaken(db, { cariHesap: account._id, faturaTip: 'proforma', tip: 'gelen', faturaProformaNo: SPELLINGS[1] })).toBe(
      false,
    );
    expect(await billNumberTaken(db, { cariHesap: account._id, faturaTip: 'fatura', tip: 'gelen', faturaProformaNo: ' \u200B ' })).toBe(
      false,
    );
  });

  it('is listed but counted in no balance, report or card, until it is fixed', async () => {
    const before = await billedEverywhere();
    // The card sums the company's other suppliers too (the demo data): this bill adds to it.
    const card = before.card ?? 0;
    expect(card).toBeGreaterThanOrEqual(100000);
    expect(before).toEqual({ detail: 100000, list: 100000, report: 100000, card, listed: 1 });

    // Queued past the check (another device had the number first): it counts while it waits.
    const id = newRecordId();
    const fields = v.parse(billSchema, {
      ...simpleBill(refs, 500, { faturaProformaNo: SPELLINGS[2], tarih: '2026-06-02', dovizCinsi: 'TL' }),
      faturaFile: file,
    });
    await enqueue(db, 'fatura', 'create', billRecord(fields, file, id) as unknown as MirroredRow);
    expect(await billedEverywhere()).toEqual({ detail: 150000, list: 150000, report: 150000, card: card + 50000, listed: 2 });

    // The server refuses it (422 duplicateNumber): the device stops counting it, and still lists it.
    expect(await replay(db, sendVia(client))).toMatchObject({ kind: 'idle', sent: 0 });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      state: 'rejected',
      error: { status: 422, body: { errors: [{ path: 'faturaProformaNo', message: 'duplicateNumber' }] } },
    });
    expect(await billedEverywhere()).toEqual({ ...before, listed: 2 });
    // Nor does it hold its number against another bill.
    expect(
      await billNumberTaken(db, { cariHesap: account._id, faturaTip: 'fatura', tip: 'gelen', faturaProformaNo: SPELLINGS[2] }, id),
    ).toBe(true);

    // Fixed with a number of its own: it counts again and reaches the server.
    const fixed = v.parse(billSchema, {
      ...simpleBill(refs, 500, { faturaProformaNo: 'FİŞ-2024/002', tarih: '2026-06-02', dovizCinsi: 'TL' }),
      faturaFile: file,
    });
    await enqueue(db, 'fatura', 'update', billRecord(fixed, file, id) as unknown as MirroredRow);
    expect(await billedEverywhere()).toEqual({ detail: 150000, list: 150000, report: 150000, card: card + 50000, listed: 2 });
    expect(await replay(db, sendVia(client))).toMatchObject({ kind: 'idle', sent: 1 });
    expect(await db.outbox.count()).toBe(0);
    expect((await client.get<Bill>(`${BILLS}/${id}`)).body.faturaProformaNo).toBe('FİŞ-2024/002');
    expect(await billedEverywhere()).toEqual({ detail: 150000, list: 150000, report: 150000, card: card + 50000, listed: 2 });
  });
});
