import { tcknOf } from '../../server/db/demo-crew';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../src/domain/collections';
import { COLLECTION_NAMES, collection as declarationOf, writeBody } from '../../src/domain/collection-declarations';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { demoCompanyIds } from './account-fixtures';
import { ADMIN, DUMMY_UUID, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Every registered /api route × {administrator, write grant, read grant, no grant}, generated from
// the routes Fastify registered (docs/architecture.md §9): a route added later is covered by itself.
// Mirrored collections' routes are recognised by their declared path and checked against records
// of three companies: one the user writes, one they only read, one not granted. Every other route
// must be named in ROUTE_CLASSES below, or this test fails until it is.

/** Who may call a route that is not a mirrored collection's. */
type RouteClass =
  | 'public' // answers without a session (sign-in and its kin)
  | 'admin' // administrators only: 403 `forbidden` for everyone else
  | 'signedIn' // any signed-in user, about their own data
  | 'company' // `:id` names a company: granted 200, not granted 404
  | 'account' // the parameter names an account: its company granted 200, not granted 404
  | 'editor' // `:id` names a document: its company's writers 200, readers 403 `readOnlyCompany`, not granted 404
  | 'audit' // the history: a record's by its company, the whole list for administrators
  | 'file' // `:id` names an uploaded file: visible to who may see a record using it
  | 'static'; // the client's files, not an API route

const ROUTE_CLASSES: Record<string, RouteClass> = {
  'POST /api/auth/login': 'public',
  'GET /api/auth/login-check': 'public',
  'GET /api/auth/logout': 'public',
  'GET /api/sirket': 'signedIn',
  'GET /api/sirket/:id': 'company',
  'POST /api/sirket': 'admin',
  'PUT /api/sirket/:id': 'admin',
  'DELETE /api/sirket/:id': 'admin',
  'GET /api/notepad': 'signedIn',
  'POST /api/notepad': 'signedIn',
  'GET /api/sync': 'signedIn',
  // The batched push: each change is sent to its own route and checked there (sync-batch.test.ts).
  'POST /api/sync/push': 'signedIn',
  'GET /api/user': 'admin',
  'POST /api/user': 'admin',
  'PUT /api/user/:id': 'admin',
  'PUT /api/user/me': 'signedIn',
  'POST /api/user/me/password': 'signedIn',
  'GET /api/audit': 'audit',
  'POST /api/file/single': 'signedIn',
  'GET /api/file/:id': 'file',
  // Resumable uploads (tus): the session's user, an upload its creator's only (file-tus.test.ts).
  'POST /api/file/tus': 'signedIn',
  'PATCH /api/file/tus': 'signedIn',
  'DELETE /api/file/tus': 'signedIn',
  'OPTIONS /api/file/tus': 'signedIn',
  'POST /api/file/tus/:id': 'signedIn',
  'PATCH /api/file/tus/:id': 'signedIn',
  'DELETE /api/file/tus/:id': 'signedIn',
  'OPTIONS /api/file/tus/:id': 'signedIn',
  'GET /*': 'static',
  // A bill list of one account: `:cariHesapId` names an account, granted 200, not granted 404.
  'GET /api/finans/fatura/cari/:cariHesapId': 'account',
  // The rate a document of a date uses (a chart every company shares), and TCMB's bulletin upload.
  'GET /api/finans/kur/gecerli': 'signedIn',
  'POST /api/finans/kur/tcmb': 'admin',
  // The fleet's certificate tracker: the companies the user may see (`?sirket=` of another answers none).
  'GET /api/teknik/sertifika-takip': 'signedIn',
  // Each ship's PSC window and internal audit: the ships the user may see (`?sirket=` of another answers none).
  'GET /api/denetim/takvim': 'signedIn',
  // A loan's schedule and security cover: a loan of a ship the user may not see answers 404.
  'GET /api/finans/kredi/:id/plan': 'signedIn',
  'GET /api/finans/kredi/:id/teminat': 'signedIn',
  'GET /api/operasyon/carter/:id/kira-hesabi': 'signedIn',
  'GET /api/operasyon/carter/:id/laytime': 'signedIn',
  // Who has and has not confirmed a document's current revision: for the company's editors.
  'GET /api/dokuman/:id/okuma-durumu': 'editor',
  // One ship's MRV year: a company the user may not see answers 404.
  'GET /api/mrv': 'signedIn',
  // The KPI figures of the ships the user may see (`?sirket=` of another answers 404).
  'GET /api/kpi': 'signedIn',
  // The crew aboard a ship on a date: the ships the user may see (`?sirket=` of another answers none).
  'GET /api/personel/liste': 'signedIn',
  // The crew list given out whole (print, Excel), recorded in the history: of the ships the user may
  // see, whole only where they may unmask it (crew-list-fal.test.ts).
  'POST /api/personel/liste/disa-aktarim': 'signedIn',
  // An e-Fatura's bill draft, nothing saved: a company the user may write (`?sirket=` of another answers 404;
  // a read-only grant 403 `readOnlyCompany`, in e-invoice.test.ts).
  'POST /api/finans/e-fatura/ayristir': 'signedIn',
  // The user's unread messages of the ships they see, and their read mark of a message they see (404 otherwise).
  'GET /api/mesaj/okunmamis': 'signedIn',
  'POST /api/mesaj/:id/okundu': 'signedIn',
  // Whom a ship's message may name: for anyone who sees the ship (`?sirket=` of another answers 404).
  'GET /api/mesaj/alicilar': 'signedIn',
};

/**
 * Collections whose records refer to records of their own company (a bill to its account, a cash
 * flow to its account and bill): a copy moved to another company is refused for the reference
 * before the grant is looked at, so the matrix below cannot make them from a seeded sample. Their
 * grant rules are tested in tests/server/bills.test.ts, cash-flows.test.ts, bank-orders.test.ts and
 * instruments.test.ts; a read confirmation's (its document's, made by readers too, never changed)
 * in documents.test.ts; an assignment's in crew.test.ts (it names a person, aboard one ship at a time).
 * Bank statements and their lines are made by the import only (its grants: statements.test.ts).
 * Charters name their charterer, cargo documents their charter (charters.test.ts).
 */
const REFERRING = new Set<CollectionName>([
  'fatura',
  'nakitAkis',
  'bankaTalimat',
  'okumaOnayi',
  'cekSenet',
  'gorevlendirme',
  'ekstre',
  'ekstreSatiri',
  'carter',
  'yukEvraki',
  // A message may name a record of its ship; its read marks name it (grants: tests/server/messages.test.ts).
  'mesaj',
  'mesajOkuma',
]);

/**
 * Collections with a field a live record of its company may hold once (a ship report's time, a work
 * report's period): each
 * copy the matrix makes gets its own value, a second later than the last.
 */
let copies = 0;
const UNIQUE_PER_COMPANY: Partial<Record<CollectionName, (body: Record<string, unknown>) => Record<string, unknown>>> = {
  // A person's TCKN, or passport with nationality (one person each in a company).
  personel: (body) => {
    const n = ++copies;
    return {
      ...body,
      ...(body.tcKimlikNo ? { tcKimlikNo: tcknOf(String(200_000_000 + n)) } : {}),
      ...(body.pasaportNo ? { pasaportNo: `U${9_000_000 + n}` } : {}),
    };
  },
  // A budget's year (one per ship, year and budget code): 2040 onwards.
  butce: (body) => ({ ...body, yil: 2040 + ++copies }),
  gemiRaporu: (body) => ({ ...body, zaman: new Date(Date.parse(String(body.zaman)) + 1000 * ++copies).toISOString() }),
  // A work report's period (one per ship, kind and period): a week or a month of 2040 onwards.
  isRaporu: (body) => {
    const n = ++copies;
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      ...body,
      donem:
        body.tur === 'haftalik'
          ? `${2040 + Math.floor(n / 52)}-W${pad((n % 52) + 1)}`
          : `${2040 + Math.floor(n / 12)}-${pad((n % 12) + 1)}`,
    };
  },
  // A wage sheet's period (one per ship and month): a draft of a month of 2040 onwards, its lines made afresh.
  bordro: (body) => {
    const n = ++copies;
    return { ...body, durum: 'taslak', satirlar: [], donem: `${2040 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}` };
  },
};
const copyOf = (name: CollectionName, body: Record<string, unknown>) => UNIQUE_PER_COMPANY[name]?.(body) ?? body;

type Level = 'write' | 'read' | 'none';
const LEVELS: Level[] = ['write', 'read', 'none'];
const FORBIDDEN = { status: 403, message: 'forbidden' };
const READ_ONLY = { status: 403, message: 'readOnlyCompany' };

describe.each(backends)('every route honours grants on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let user: TestClient;
  /** The company of each level, for the user. */
  const company: Record<Level, string> = { write: '', read: '', none: '' };
  const routes = () => server.app.registeredRoutes.filter((route) => route.method !== 'HEAD');

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [company.write = '', company.read = '', company.none = ''] = await demoCompanyIds(admin);
    // Budgets are seeded from the demo bills, which these tests' seed (no file storage) does not make.
    const [code] = (await admin.get<{ _id: string }[]>('/api/finans/butce-kodu')).body;
    const budget = await admin.post('/api/finans/butce', {
      sirket: company.write,
      yil: 2039,
      butceKodu: code!._id,
      tutar: 1000,
      dovizCinsi: 'USD',
    });
    expect(budget.status).toBe(201);
    const created = await createUser(server.db, {
      email: 'erisim@example.com',
      grants: { [company.write]: 'yazma', [company.read]: 'okuma' },
    });
    user = server.client();
    await user.signIn(created);
  });
  afterAll(() => server?.close());

  const outcome = async (client: TestClient, method: string, url: string, json?: unknown, headers?: Record<string, string>) => {
    const response = await client.request<ErrorBody>(method, url, { json, headers });
    return { status: response.status, message: response.body?.message, body: response.body as unknown };
  };

  /** Every live record the administrator pulls, by collection. */
  const allRecords = async (): Promise<Map<CollectionName, Record<string, unknown>[]>> => {
    const found = new Map<CollectionName, Record<string, unknown>[]>();
    let since = 0;
    for (;;) {
      const page = (await admin.get<SyncResponse>(`/api/sync?since=${since}&limit=5000`)).body;
      for (const change of page.changes) {
        if (change.deleted || !change.record) continue;
        const list = found.get(change.collection) ?? [];
        list.push(change.record as unknown as Record<string, unknown>);
        found.set(change.collection, list);
      }
      since = page.cursor;
      if (!page.hasMore) return found;
    }
  };

  it('every registered route is a mirrored collection’s or has a class here', () => {
    const prefixes = COLLECTION_NAMES.map((name) => `/api/${declarationOf(name).path}`);
    const unknown = routes()
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !ROUTE_CLASSES[key] && !prefixes.some((prefix) => key.split(' ')[1]?.replace(/\/:id$/, '') === prefix));
    expect(unknown).toEqual([]);
  });

  it('the routes of every mirrored collection: read by grant, written by write grant only', async () => {
    const records = await allRecords();
    for (const name of COLLECTION_NAMES.filter((collectionName) => !REFERRING.has(collectionName))) {
      const declaration = declarationOf(name);
      const base = `/api/${declaration.path}`;
      const sample = records.get(name)?.[0];
      if (!sample) throw new Error(`no ${name} record seeded: the access test needs one`);
      const field = declaration.companyField;
      const covered = new Set<string>();
      const mark = (method: string, url: string) => covered.add(`${method} ${url}`);

      for (const level of LEVELS) {
        const label = `${name} ${level}`;
        // A fresh record of the company, made by the administrator (who may write every company).
        let record = sample;
        if (field !== null) {
          const body = { ...writeBody(name, sample), [field]: company[level] };
          delete body._id;
          const made = await outcome(admin, 'POST', base, copyOf(name, body));
          expect({ label, status: made.status }).toEqual({ label, status: 201 });
          record = made.body as Record<string, unknown>;
        }
        const id = String(record._id);
        const current = async () => (await admin.get<Record<string, unknown>>(`${base}/${id}`)).body;

        const list = await outcome(user, 'GET', base);
        mark('GET', base);
        // A list may need its own query (an account list its `cariTip`): never a refusal, though.
        expect({ label, refused: [401, 403, 404].includes(list.status) || list.status >= 500 }).toEqual({ label, refused: false });

        const detail = await outcome(user, 'GET', `${base}/${id}`);
        mark('GET', `${base}/:id`);
        const visible = field === null || level !== 'none';
        expect({ label, status: detail.status }).toEqual({ label, status: visible ? 200 : 404 });

        // What a write by the user answers, whatever its kind.
        const writable = field !== null && level === 'write';
        const refusal =
          field === null ? FORBIDDEN : level === 'read' ? READ_ONLY : level === 'none' ? { status: 404, message: 'notFound' } : undefined;

        const createBody = { ...writeBody(name, record), ...(field === null ? {} : { [field]: company[level] }) };
        delete createBody._id;
        const create = await outcome(user, 'POST', base, copyOf(name, createBody));
        mark('POST', base);
        const createRefusal = field !== null && level === 'none' ? FORBIDDEN : refusal;
        if (writable) expect({ label, status: create.status }).toEqual({ label, status: 201 });
        else expect({ label, status: create.status, message: create.message }).toEqual({ label, ...createRefusal });

        let version = String((await current()).version);
        const update = await outcome(user, 'PUT', `${base}/${id}`, writeBody(name, await current()), { 'If-Match': version });
        mark('PUT', `${base}/:id`);
        if (writable) expect({ label, status: update.status }).toEqual({ label, status: 200 });
        else expect({ label, status: update.status, message: update.message }).toEqual({ label, ...refusal });

        // Moving a writable record into a read-only or hidden company is refused too.
        if (writable) {
          version = String((await current()).version);
          for (const target of ['read', 'none'] as const) {
            const move = await outcome(
              user,
              'PUT',
              `${base}/${id}`,
              { ...writeBody(name, await current()), [field]: company[target] },
              { 'If-Match': version },
            );
            expect({ label, target, status: move.status, message: move.message }).toEqual({
              label,
              target,
              ...(target === 'read' ? READ_ONLY : FORBIDDEN),
            });
          }
        }

        version = String((await current()).version);
        const remove = await outcome(user, 'DELETE', `${base}/${id}`, undefined, { 'If-Match': version });
        mark('DELETE', `${base}/:id`);
        if (writable) expect({ label, status: remove.status }).toEqual({ label, status: 200 });
        else expect({ label, status: remove.status, message: remove.message }).toEqual({ label, ...refusal });

        // The administrator writes every company, and every chart.
        if (!writable && field !== null) {
          version = String((await current()).version);
          const byAdmin = await outcome(admin, 'PUT', `${base}/${id}`, writeBody(name, await current()), { 'If-Match': version });
          expect({ label: `${label} admin`, status: byAdmin.status }).toEqual({ label: `${label} admin`, status: 200 });
        }
      }
      if (field === null) {
        const version = String(sample.version);
        const byAdmin = await outcome(admin, 'PUT', `${base}/${String(sample._id)}`, writeBody(name, sample), { 'If-Match': version });
        expect({ name, status: byAdmin.status }).toEqual({ name, status: 200 });
      }
      // Every route of the collection that was registered was exercised above.
      const registered = routes()
        .map((route) => `${route.method} ${route.url}`)
        .filter((key) => key.split(' ')[1] === base || key.split(' ')[1] === `${base}/:id`);
      expect(registered.filter((key) => !covered.has(key))).toEqual([]);
    }
  });

  it('every other route answers each kind of user as its class says', async () => {
    const records = await allRecords();
    const companyRecord = (level: Level) => {
      for (const name of COLLECTION_NAMES) {
        const field = declarationOf(name).companyField;
        const found = field && records.get(name)?.find((r) => r[field] === company[level]);
        if (found) return { collection: name, id: String(found._id) };
      }
      throw new Error(`no record of the ${level} company`);
    };

    for (const route of routes()) {
      const key = `${route.method} ${route.url}`;
      const kind = ROUTE_CLASSES[key];
      if (!kind || kind === 'static' || kind === 'public') continue;
      const json = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const url = (value: string) => route.url.replace(/:[^/]+/g, value);

      if (kind === 'admin') {
        const answer = await outcome(user, route.method, url(company.write), json);
        expect({ key, status: answer.status, message: answer.message }).toEqual({ key, ...FORBIDDEN });
        const byAdmin = await outcome(admin, route.method, url(DUMMY_UUID), json);
        expect({ key, denied: [401, 403].includes(byAdmin.status) }).toEqual({ key, denied: false });
      } else if (kind === 'signedIn') {
        for (const client of [admin, user]) {
          const answer = await outcome(client, route.method, url(DUMMY_UUID), json);
          expect({ key, denied: [401, 403].includes(answer.status) }).toEqual({ key, denied: false });
        }
      } else if (kind === 'company') {
        for (const level of LEVELS) {
          const answer = await outcome(user, route.method, url(company[level]));
          expect({ key, level, status: answer.status }).toEqual({ key, level, status: level === 'none' ? 404 : 200 });
          expect({ key, level, status: (await outcome(admin, route.method, url(company[level]))).status }).toEqual({
            key,
            level,
            status: 200,
          });
        }
      } else if (kind === 'account') {
        for (const level of LEVELS) {
          const account = records.get('cariHesap')?.find((row) => row.sirket === company[level]);
          if (!account) throw new Error(`no account of the ${level} company`);
          const path = route.url.replace(/:[A-Za-z]+$/, String(account._id));
          const answer = await outcome(user, route.method, path);
          expect({ key, level, status: answer.status }).toEqual({ key, level, status: level === 'none' ? 404 : 200 });
          expect({ key, level, status: (await outcome(admin, route.method, path)).status }).toEqual({ key, level, status: 200 });
        }
      } else if (kind === 'editor') {
        for (const level of LEVELS) {
          const document = records.get('dokuman')?.find((row) => row.sirket === company[level]);
          if (!document) throw new Error(`no document of the ${level} company`);
          const answer = await outcome(user, route.method, url(String(document._id)));
          const expected = level === 'write' ? { status: 200 } : level === 'read' ? READ_ONLY : { status: 404, message: 'notFound' };
          expect({ key, level, status: answer.status, ...(level === 'write' ? {} : { message: answer.message }) }).toEqual({
            key,
            level,
            ...expected,
          });
          expect({ key, level, status: (await outcome(admin, route.method, url(String(document._id)))).status }).toEqual({
            key,
            level,
            status: 200,
          });
        }
      } else if (kind === 'audit') {
        expect({ key, ...(await outcome(user, 'GET', route.url)) }).toMatchObject({ key, ...FORBIDDEN });
        expect({ key, status: (await outcome(admin, 'GET', route.url)).status }).toEqual({ key, status: 200 });
        for (const level of LEVELS) {
          const { collection, id } = companyRecord(level);
          const answer = await outcome(user, 'GET', `${route.url}?collection=${collection}&id=${id}`);
          expect({ key, level, status: answer.status }).toEqual({ key, level, status: level === 'none' ? 404 : 200 });
          const company_ = await outcome(user, 'GET', `${route.url}?collection=sirket&id=${company[level]}`);
          expect({ key, level, status: company_.status }).toEqual({ key, level, status: level === 'none' ? 404 : 200 });
        }
      } else if (kind === 'file') {
        for (const client of [admin, user]) {
          expect({ key, status: (await outcome(client, route.method, url(DUMMY_UUID))).status }).toEqual({ key, status: 404 });
        }
      }
    }
  });
});
