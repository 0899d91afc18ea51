// @vitest-environment node
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import { loanKind, type LoanRecord } from '../../src/domain/kinds/loan';
import { recordOfWrite } from '../../src/domain/kinds/record';
import { loanSchema } from '../../src/data/loan-save';
import { getLoan, loanView, queryLoans, type LoanRow } from '../../src/data/loans';
import { getKeptFile, keepFile, keptFilesOf, refOf, type KeptFileRef } from '../../src/data/files';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { replay, type Send } from '../../src/data/sync/replay';
import { kredi } from '../../server/db/schema';
import { fixtures } from '../server/file-fixtures';
import type { TestClient, TestServer } from '../server/helpers';
import { freshDb, sendVia, transportVia, userIdOf } from './sync-helpers';
import { serverOfBlock } from './offline-server';

// docs/architecture.md §4.2 for loans (docs/areas/loans.md): one entered offline, with its
// agreement kept on the device, shows its schedule, balance, next instalment and cover at once and
// reaches the server exactly once, even when its first answer is lost.

// The lost answer is that of the loan's own route: the device sends one change per request.
const ONE_PER_REQUEST = { batch: false } as const;

describe('a loan saved offline', () => {
  let server: TestServer;
  let client: TestClient;
  serverOfBlock('loans-offline', (started) => ({ server, client } = started));

  it('is on the device with its schedule and cover, and reaches the server once with its agreement', async () => {
    const db = await freshDb(await userIdOf(client));
    const sirket = (await client.get<CompanySummary[]>('/api/sirket')).body[0]!._id;

    // Offline: the agreement kept on the device, the loan saved as the form saves it. 1,000,000.00
    // fixed at 5 % ACT/360, paid in two halves; a valuation of 1,200,000.00 against a 130 % minimum.
    const fileId = await keepFile(db, new File([fixtures.pdf], 'loan-agreement.pdf', { type: 'application/pdf' }));
    const file: KeptFileRef = refOf((await getKeptFile(db, fileId))!);
    const fields = v.parse(loanSchema, {
      sirket,
      banka: null,
      tutar: '1000000',
      dovizCinsi: 'USD',
      kullanimTarihi: '2026-01-01',
      faiz: { tur: 'sabit', sabitYuzde: '5', marjYuzde: null, tabanYuzde: null, gunSayimi: 'ACT/360' },
      fixingler: [],
      taksitler: [
        { tarih: '2026-04-02', anapara: '500000' },
        { tarih: '2026-07-02', anapara: '500000' },
      ],
      taksitPlani: null,
      teminatOraniYuzde: '130',
      degerlemeler: [{ tarih: '2026-01-01', deger: '1200000', eksper: 'VesselsValue' }],
      ipotek: null,
      erkenOdemeler: [],
      aciklama: 'Offline',
      dosya: file,
    });
    const id = newRecordId();
    const record = recordOfWrite<typeof loanKind, KeptFileRef | null>(loanKind, id, { ...fields, dosya: null }, () => null);
    const row = { ...record, dosya: file } as LoanRow;
    await db.rows('kredi').put({ ...row } as never);
    await enqueue(db, 'kredi', 'create', row as unknown as Record<string, unknown> & { _id: string });
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ tutar: 1_000_000, dosya: { keptId: fileId } });

    // In the list at once, as of 1 February: the first period (91 days) owes 12,638.89 interest,
    // the whole amount is still owed and the cover is short by 76,923.08 (MODULES' worked checks).
    const shown = await getLoan(db, id);
    expect(shown).toMatchObject({ aciklama: 'Offline', dovizCinsi: 'USD' });
    const view = loanView(shown!, '2026-02-01');
    expect(view.bakiye).toBe(100_000_000n);
    expect(view.sonraki).toMatchObject({ bitis: '2026-04-02', gun: 91, faiz: 1_263_889n, anapara: 50_000_000n });
    expect(view.teminat.eksikOdeme).toBe(7_692_308n);
    expect((await queryLoans(db, sirket)).map((item) => item._id)).toContain(id);

    // Back online: the first answer is lost after the server wrote it.
    const calls: string[] = [];
    const real = sendVia(client);
    let loseAnswer = true;
    const online: Send = async (method, url, options) => {
      calls.push(`${method} ${url}`);
      const response = await real(method, url, options);
      if (url === 'finans/kredi' && loseAnswer) {
        loseAnswer = false;
        throw new TypeError('connection reset after the server wrote the loan');
      }
      return response;
    };
    const uploads = keptFilesOf(db, transportVia(client));
    for (let round = 0; round < 6 && (await db.outbox.count()) > 0; round++) await replay(db, online, Date.now, uploads, ONE_PER_REQUEST);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual(['POST finans/kredi', 'POST finans/kredi']);
    expect(await server.db.select().from(kredi).where(eq(kredi.id, id))).toHaveLength(1);

    const onServer = (await client.get<LoanRecord>(`/api/finans/kredi/${id}`)).body;
    expect(onServer).toMatchObject({ _id: id, tutar: 1_000_000, dosya: { _id: fileId, name: 'loan-agreement.pdf' }, version: 1 });
    const plan = (await client.get<{ donemler: { gun: number; faiz: number }[] }>(`/api/finans/kredi/${id}/plan`)).body;
    expect(plan.donemler[0]).toMatchObject({ gun: 91, faiz: 12638.89 });
    expect(await getLoan(db, id)).toMatchObject({ version: 1, dosya: { _id: fileId } });
  });
});
