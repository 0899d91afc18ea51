import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetCode } from '../../src/domain/budget-code';
import type { SyncChange, SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { DEMO_ACCOUNTS } from '../../server/db/demo-accounts';
import { localDate } from '../../src/domain/calendar';
import { demoCertificateBodies } from '../../server/db/demo-certificates';
import { demoBunkerYear } from '../../server/db/demo-bunkers';
import { demoCrew } from '../../server/db/demo-crew';
import { demoWorkReportBodies } from '../../server/db/demo-work-reports';
import { demoInspectionBodies } from '../../server/db/demo-inspections';
import { demoIncidentBodies, demoNonConformityBodies } from '../../server/db/demo-non-conformities';
import { demoLoanBodies } from '../../server/db/demo-loans';
import { demoContracts, demoVoyageDocuments } from '../../server/db/demo-operations';
import { DEMO_BUDGET_CODES, DEMO_COMPANIES, DEMO_EXCHANGE_RATES } from '../../server/db/demo-data';
import { insertMirrored, lockMirroredWrites } from '../../server/db/repositories/mirrored-repository';
import { butceKodu } from '../../server/db/schema';
import { ADMIN, DEMO, DUMMY_UUID, backends, startServer, type TestClient, type TestServer } from './helpers';

/** The mirrored-write lock's key (server/db/repositories/mirrored-repository.ts, not exported). */
const MIRRORED_WRITE_LOCK = 0x53594e43;

const BASE = '/api/finans/butce-kodu';

/** Pulls page by page from `since` to the end, checking each page's cursor rules on the way. */
async function pullAll(client: TestClient, since: number, limit: number) {
  const changes: SyncChange[] = [];
  let cursor = since;
  let pages = 0;
  for (;;) {
    const page = await client.get<SyncResponse>(`/api/sync?since=${cursor}&limit=${limit}`);
    expect(page.status).toBe(200);
    expect(page.body.changes.length).toBeLessThanOrEqual(limit);
    for (const change of page.body.changes) expect(change.cursor).toBeGreaterThan(cursor);
    expect(page.body.cursor).toBeGreaterThanOrEqual(cursor);
    if (page.body.changes.length > 0) expect(page.body.cursor).toBe(page.body.changes.at(-1)?.cursor);
    changes.push(...page.body.changes);
    cursor = page.body.cursor;
    pages += 1;
    if (!page.body.hasMore) return { changes, cursor, pages };
  }
}

describe.each(backends)('pull sync on $name', (backend) => {
  let server: TestServer;
  /** Pulls as the demo user; budget codes are written by an administrator (the chart is theirs). */
  let client: TestClient;
  let admin: TestClient;
  const body = (kod: string) => ({ kod, adi: 'Kanal Geçiş Ücreti', tip: 'gider', durum: 'aktif' });
  beforeAll(async () => {
    server = await startServer(backend);
    client = server.client();
    await client.signIn(DEMO);
    admin = server.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => server?.close());

  it('starts with the seeded chart and the accounts of granted companies, in cursor order', async () => {
    const response = await client.get<SyncResponse>('/api/sync?limit=5000');
    expect(response.status).toBe(200);
    const { changes, cursor, hasMore } = response.body;
    const codes = changes.filter((change) => change.collection === 'butceKodu');
    const accounts = changes.filter((change) => change.collection === 'cariHesap');
    expect(codes).toHaveLength(DEMO_BUDGET_CODES.length);
    // The demo user is granted the first two demo companies.
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.filter((account) => account.company < 2).length);
    // The rates chart is seeded with the budget codes, shared by every company as they are.
    const rates = changes.filter((change) => change.collection === 'kur');
    expect(rates).toHaveLength(DEMO_EXCHANGE_RATES.length);
    // Each granted ship's demo certificates (server/db/demo-certificates.ts).
    const certificates = changes.filter((change) => change.collection === 'sertifika');
    const shipCertificates = certificates.filter((change) => change.record?.sahip !== 'personel');
    expect(shipCertificates).toHaveLength(
      [0, 1].reduce((sum, index) => sum + demoCertificateBodies(DUMMY_UUID, index, DEMO_COMPANIES[index]!.tip, localDate()).length, 0),
    );
    // The granted ships' demo crew and the managing company's pool, with their documents (server/db/demo-crew.ts).
    const ships = DEMO_COMPANIES.map((_, index) => `ship-${index}`);
    const crew = demoCrew(ships, ships[1]!, localDate());
    const granted = new Set(ships.slice(0, 2));
    const people = changes.filter((change) => change.collection === 'personel');
    const tours = changes.filter((change) => change.collection === 'gorevlendirme');
    expect(people).toHaveLength(crew.people.filter((person) => granted.has(person.sirket!)).length);
    expect(tours).toHaveLength(crew.assignments.filter((tour) => granted.has(tour.sirket!)).length);
    expect(certificates.length - shipCertificates.length).toBe(crew.documents.filter((document) => granted.has(document.sirket!)).length);
    // Each granted ship's year of bunkers and weekly reports (server/db/demo-bunkers.ts).
    const years = [0, 1].map((index) => demoBunkerYear(DUMMY_UUID, index, localDate()));
    const bdns = changes.filter((change) => change.collection === 'bdn');
    const reports = changes.filter((change) => change.collection === 'gemiRaporu');
    expect(bdns).toHaveLength(years.reduce((sum, year) => sum + year.bdns.length, 0));
    expect(reports).toHaveLength(years.reduce((sum, year) => sum + year.reports.length, 0));
    // Each granted ship's last few weekly and monthly work reports (server/db/demo-work-reports.ts).
    const workReports = changes.filter((change) => change.collection === 'isRaporu');
    expect(workReports).toHaveLength([0, 1].reduce((sum, index) => sum + demoWorkReportBodies(DUMMY_UUID, index, localDate()).length, 0));
    // Each granted ship's year of inspections (server/db/demo-inspections.ts).
    const inspections = changes.filter((change) => change.collection === 'denetim');
    expect(inspections).toHaveLength([0, 1].reduce((sum, index) => sum + demoInspectionBodies(DUMMY_UUID, index, localDate()).length, 0));
    // Each granted ship's open and planned non-conformities (those with evidence need storage) and its incidents (server/db/demo-non-conformities.ts).
    const ncPeople = { sorumlu: DUMMY_UUID, dogrulayan: DUMMY_UUID };
    const nonConformities = changes.filter((change) => change.collection === 'uygunsuzluk');
    expect(nonConformities).toHaveLength(
      [0, 1].reduce((sum, index) => sum + demoNonConformityBodies(DUMMY_UUID, index, localDate(), ncPeople).length, 0),
    );
    const incidents = changes.filter((change) => change.collection === 'olay');
    expect(incidents).toHaveLength([0, 1].reduce((sum, index) => sum + demoIncidentBodies(DUMMY_UUID, index, localDate()).length, 0));
    // Each granted ship's mortgage loan (server/db/demo-loans.ts).
    const loans = changes.filter((change) => change.collection === 'kredi');
    expect(loans).toHaveLength([0, 1].reduce((sum, index) => sum + demoLoanBodies(DUMMY_UUID, index, localDate()).length, 0));
    // The first ship's time charter and the second's voyage with its papers; each granted ship's P&I and H&M (server/db/demo-operations.ts).
    const charters = changes.filter((change) => change.collection === 'carter');
    const papers = changes.filter((change) => change.collection === 'yukEvraki');
    const contracts = changes.filter((change) => change.collection === 'sozlesme');
    expect(charters.map((change) => change.record?.tip)).toEqual(['time', 'spot']);
    expect(papers).toHaveLength(demoVoyageDocuments(DUMMY_UUID, DUMMY_UUID, localDate()).length);
    expect(contracts).toHaveLength(demoContracts([DUMMY_UUID, DUMMY_UUID], localDate()).length);
    // Each granted company's announcement, which the demo user has read (the library's files need storage).
    const documents = changes.filter((change) => change.collection === 'dokuman');
    const confirmations = changes.filter((change) => change.collection === 'okumaOnayi');
    expect(documents).toHaveLength(2);
    expect(confirmations).toHaveLength(2);
    // Each granted ship's three months of wage sheets (server/db/demo-payroll.ts).
    const sheets = changes.filter((change) => change.collection === 'bordro');
    expect(sheets).toHaveLength(6);
    // Each granted ship's conversation about a BDN and its note, the office's first answer read by the demo user (server/db/demo-messages.ts).
    const messages = changes.filter((change) => change.collection === 'mesaj');
    const readMarks = changes.filter((change) => change.collection === 'mesajOkuma');
    expect(messages).toHaveLength(8);
    expect(readMarks).toHaveLength(2);
    expect(changes).toHaveLength(
      codes.length +
        rates.length +
        accounts.length +
        certificates.length +
        people.length +
        tours.length +
        bdns.length +
        reports.length +
        workReports.length +
        inspections.length +
        nonConformities.length +
        incidents.length +
        loans.length +
        charters.length +
        papers.length +
        contracts.length +
        documents.length +
        confirmations.length +
        sheets.length +
        messages.length +
        readMarks.length,
    );
    expect(hasMore).toBe(false);
    expect(cursor).toBe(changes.at(-1)?.cursor);
    const cursors = changes.map((change) => change.cursor);
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(new Set(cursors).size).toBe(cursors.length);
    expect(changes[0]).toEqual({
      collection: 'butceKodu',
      _id: expect.any(String),
      version: 1,
      cursor: expect.any(Number),
      deleted: false,
      record: expect.objectContaining({ kod: '740', version: 1 }),
    });
  });

  it('sends a large page compressed as the client accepts, a small one and an unaccepting client plain', async () => {
    const plain = await client.get<SyncResponse>('/api/sync?limit=5000', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text.length).toBeGreaterThan(2048);
    for (const encoding of ['br', 'gzip']) {
      const packed = await client.get<SyncResponse>('/api/sync?limit=5000', { headers: { 'accept-encoding': encoding } });
      expect(packed.status).toBe(200);
      expect(packed.headers.get('content-encoding')).toBe(encoding);
      expect(packed.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      // fetch decodes it: the same page as the plain one.
      expect(packed.body).toEqual(plain.body);
    }
    const small = await client.get<SyncResponse>('/api/sync?limit=1', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.body.changes).toHaveLength(1);
  });

  it('returns creates, updates and tombstones after a cursor, then nothing', async () => {
    await admin.post(BASE, body('3'));
    const { cursor: start } = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
    const a = await admin.post<BudgetCode>(BASE, body('3.1'));
    const b = await admin.post<BudgetCode>(BASE, body('3.2'));
    const c = await admin.post<BudgetCode>(BASE, body('3.3'));
    const updated = await admin.put<BudgetCode>(`${BASE}/${b.body._id}`, { ...body('3.2'), adi: 'Güncel' });
    await admin.delete(`${BASE}/${c.body._id}`);

    const page = (await client.get<SyncResponse>(`/api/sync?since=${start}`)).body;
    // One change per record, at its latest write, in the order of those writes.
    expect(page.changes.map((change) => change._id)).toEqual([a.body._id, b.body._id, c.body._id]);
    expect(page.changes[0]).toMatchObject({ version: 1, deleted: false, record: a.body });
    expect(page.changes[1]).toMatchObject({ version: 2, deleted: false, record: updated.body });
    expect(page.changes[2]).toEqual({
      collection: 'butceKodu',
      _id: c.body._id,
      version: 2,
      cursor: page.cursor,
      deleted: true,
      record: null,
    });
    expect(page.hasMore).toBe(false);

    const after = (await client.get<SyncResponse>(`/api/sync?since=${page.cursor}`)).body;
    expect(after).toMatchObject({ changes: [], cursor: page.cursor, hasMore: false });
  });

  it('pages with a small limit return every change exactly once, cursors only growing', async () => {
    const whole = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
    // The demo holds about a thousand changes (its crew): pages of 1 would take a thousand requests.
    for (const limit of [7, 40, whole.changes.length]) {
      const paged = await pullAll(client, 0, limit);
      expect(paged.changes).toEqual(whole.changes);
      expect(paged.cursor).toBe(whole.cursor);
      expect(paged.pages).toBe(Math.ceil(whole.changes.length / limit));
    }
  }, 90_000); // hundreds of requests: the demo data grows with each kind

  it('rejects a malformed query with the field paths', async () => {
    const cases: [string, string][] = [
      ['since=-1', 'since'],
      ['since=abc', 'since'],
      ['since=1&since=2', 'since'],
      ['limit=0', 'limit'],
      ['limit=5001', 'limit'],
      ['limit=1.5', 'limit'],
    ];
    for (const [query, path] of cases) {
      const response = await client.get<ErrorBody>(`/api/sync?${query}`);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 400,
        body: { message: 'badRequest', errors: [{ path, message: 'invalid' }] },
      });
    }
    expect((await client.get('/api/sync?limit=5000')).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await server.client().get('/api/sync')).status).toBe(401);
  });

  it('20 parallel creates take distinct cursors, and a puller running alongside misses none', async () => {
    await admin.post(BASE, body('4'));
    const { cursor: start } = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
    const seen = new Set<string>();
    let cursor = start;
    let writing = true;
    const puller = (async () => {
      // Pulls while the writes commit: a cursor committed out of order would be jumped over here.
      while (writing) {
        const page = (await client.get<SyncResponse>(`/api/sync?since=${cursor}`)).body;
        for (const change of page.changes) seen.add(change._id);
        cursor = page.cursor;
      }
    })();
    const writes = Array.from({ length: 20 }, (_, i) =>
      admin.post<BudgetCode>(BASE, body(`4.${i}`), { headers: { 'Idempotency-Key': randomUUID() } }),
    );
    const created = await Promise.all(writes);
    writing = false;
    await puller;
    const rest = (await client.get<SyncResponse>(`/api/sync?since=${cursor}`)).body;
    for (const change of rest.changes) seen.add(change._id);

    expect(created.map((response) => response.status)).toEqual(Array(20).fill(201));
    const ids = created.map((response) => response.body._id);
    expect([...seen].sort()).toEqual([...ids].sort());

    const all = (await client.get<SyncResponse>(`/api/sync?since=${start}`)).body.changes;
    expect(all.map((change) => change._id).sort()).toEqual([...ids].sort());
    const cursors = all.map((change) => change.cursor);
    expect(new Set(cursors).size).toBe(20);
    expect(cursors).toEqual([...cursors].sort((x, y) => x - y));
  });

  /** Sessions of this test's database waiting for the mirrored-write lock (server/db/repositories/mirrored-repository.ts). */
  async function waitersForWriteLock(): Promise<number> {
    const result = (await server.db.execute(
      sql`select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and objid::bigint = ${MIRRORED_WRITE_LOCK} and not granted
            and database = (select oid from pg_database where datname = current_database())`,
    )) as unknown as { rows: { waiting: number }[] };
    return result.rows[0]?.waiting ?? 0;
  }

  // PGlite has one connection: a transaction held open here would stall the API as well, and
  // commits cannot come out of cursor order there.
  it.runIf(backend.name === 'postgres')(
    'a write commits while an earlier one is still open; a pull skips neither (it waits for the open one)',
    async () => {
      await admin.post(BASE, body('2'));
      const { cursor: start } = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      // Takes the lower cursor and does not commit until released.
      const slow = server.db.transaction(async (tx) => {
        await lockMirroredWrites(tx);
        const row = await insertMirrored<typeof butceKodu.$inferSelect>(tx, butceKodu, body('2.1'));
        holding();
        await gate;
        return row;
      });
      await held;

      // Writes no longer queue behind each other: this one takes a higher cursor and commits first.
      const fast = await admin.post<BudgetCode>(BASE, body('2.2'));
      expect(fast.status).toBe(201);

      // A pull now must not hand out the higher cursor while the lower one may still commit: it
      // waits until the open write has ended (seen waiting for the write lock the open one holds).
      let pulled = false;
      const pull = client.get<SyncResponse>(`/api/sync?since=${start}`).then((response) => {
        pulled = true;
        return response;
      });
      await expect.poll(() => waitersForWriteLock(), { timeout: 10_000 }).toBe(1);
      expect(pulled).toBe(false);

      release();
      const slowRow = await slow;
      const page = (await pull).body;
      expect(page.changes.map((change) => change._id)).toEqual([slowRow.id, fast.body._id]);
      const [first, second] = page.changes;
      // Cursor order, not commit order: the open write had taken the lower cursor.
      expect(first?.cursor).toBe(slowRow.cursor);
      expect(first?.cursor).toBeLessThan(second?.cursor ?? 0);
      expect(page.cursor).toBe(second?.cursor);
    },
  );

  it.runIf(backend.name === 'postgres')(
    'many writers committing out of order and a puller following its cursor: every write pulled once',
    async () => {
      await admin.post(BASE, body('5'));
      const { cursor: start } = (await client.get<SyncResponse>('/api/sync?limit=5000')).body;
      const written: string[] = [];
      let writing = true;
      // 8 writers: the API's creates, and direct transactions that take a cursor and then dawdle a
      // random while before committing, so that commits come out of cursor order all the time.
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; i < 25; i += 1) {
          const kod = `5.${w}${String(i).padStart(2, '0')}`;
          if (w % 2 === 0) {
            const response = await admin.post<BudgetCode>(BASE, body(kod));
            expect(response.status).toBe(201);
            written.push(response.body._id);
          } else {
            const row = await server.db.transaction(async (tx) => {
              await lockMirroredWrites(tx);
              const inserted = await insertMirrored<typeof butceKodu.$inferSelect>(tx, butceKodu, body(kod));
              await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
              return inserted;
            });
            written.push(row.id);
          }
        }
      });
      const seen = new Map<string, number>();
      const follow = async () => {
        let cursor = start;
        const pullOnce = async () => {
          const page = (await client.get<SyncResponse>(`/api/sync?since=${cursor}&limit=7`)).body;
          for (const change of page.changes) seen.set(change._id, (seen.get(change._id) ?? 0) + 1);
          cursor = page.cursor;
          return page.hasMore;
        };
        while (writing) await pullOnce();
        while (await pullOnce());
      };
      const puller = follow();
      await Promise.all(writers);
      writing = false;
      await puller;
      expect(written).toHaveLength(200);
      // Created once each and never written again: each arrives exactly once.
      expect(written.filter((id) => seen.get(id) !== 1)).toEqual([]);
    },
  );
});
