import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CookieClient, type BenchResponse } from '../../bench/lib/http';
import {
  BENCH_ADMIN,
  freshPostgresDatabase,
  openBenchDb,
  startServerProcess,
  type BenchDatabase,
  type ServerProcess,
} from '../../bench/lib/server';
import type { DbHandle } from '../../server/db/client';
import { tcknOf } from '../../server/db/demo-crew';
import { ACCOUNTS, customer, supplier } from './account-fixtures';
import { BILLS, simpleBill } from './bill-fixtures';
import { fixtures } from './file-fixtures';

// Two API processes on one PostgreSQL, each side of a conflict sent to its own process at the same
// moment, many times (docs/architecture.md §7's rules that read another record). Whatever the order the
// database picks, the outcome is one a single server could give: one side wins and the other is
// refused, or both pass in an order where the second saw the first. Never both sides committed
// against what the other undid: no live payment on a deleted bill, no live bill on a deleted
// account, no live code whose parent is deleted, no total lowered below what was paid.
// PostgreSQL only: PGlite is one process's, and runs its transactions one at a time.

const FLOWS = '/api/finans/nakit-akis';
const ORDERS = '/api/finans/banka-talimat';
const CODES = '/api/finans/butce-kodu';
const PEOPLE = '/api/personel';
const CERTIFICATES = '/api/sertifika';
const INSTRUMENTS = '/api/finans/cek-senet';
const TRIES = 10;
/** The company's USD account made below, and the supplier fixture's (tests/server/account-fixtures.ts). */
const COMPANY_USD_IBAN = 'TR290006400000112345678901';
const SUPPLIER_USD_IBAN = 'TR330006100519786457841326';

/** What a write may answer in a race: it committed, or a rule refused it. Never a 500 (a deadlock). */
const RULE_ANSWERS = [200, 201, 409, 422];

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL: both sides of a conflict never commit', () => {
  let database: BenchDatabase;
  let handle: DbHandle;
  const processes: ServerProcess[] = [];
  /** One signed-in user, a client at each process (sessions live in the database). */
  const clients: CookieClient[] = [];
  let sirket: string;
  let butceKodu: string;
  let file: string;

  const client = (on: number): CookieClient => clients[on % 2]!;
  const ok = (answer: BenchResponse, status: number): Record<string, unknown> => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body as Record<string, unknown>;
  };
  /** A request to process `on`, to send when raced. */
  const at = (on: number, method: string, path: string, json?: unknown, headers?: Record<string, string>) => () =>
    client(on).request(method, path, json, headers);
  /** Two requests at the same moment (each built by `at` for a process of its own). */
  const race = (first: () => Promise<BenchResponse>, second: () => Promise<BenchResponse>) => Promise.all([first(), second()]);

  const newAccount = async (unvan: string): Promise<string> =>
    ok(await client(0).request('POST', ACCOUNTS, supplier(sirket, { unvan })), 201)._id as string;
  const newBill = async (cariHesap: string, amount: number): Promise<{ _id: string; faturaProformaNo: string }> =>
    ok(await client(0).request('POST', BILLS, simpleBill({ sirket, cariHesap, butceKodu, faturaFile: file }, amount)), 201) as {
      _id: string;
      faturaProformaNo: string;
    };
  const payment = (cariHesap: string, fatura: string | null, miktar: number, dovizCinsi = 'GBP') => ({
    tip: 'odeme',
    tarih: '2026-05-02',
    miktar,
    dovizCinsi,
    sirket,
    cariHesap,
    fatura,
    odemeYontemi: 'havale',
    aciklama: '',
    dekontFile: file,
  });
  /** A live record's row straight from the database: whether it is deleted, and its cursor. */
  const rowOf = async (table: string, id: string): Promise<{ deleted: boolean; cursor: number }> => {
    const result = (await handle.db.execute(
      sql`select deleted_at is not null as deleted, cursor from ${sql.identifier(table)} where id = ${id}`,
    )) as unknown as { rows: { deleted: boolean; cursor: string | number }[] };
    const row = result.rows[0];
    if (!row) throw new Error(`${table} ${id} not found`);
    return { deleted: row.deleted, cursor: Number(row.cursor) };
  };

  beforeAll(async () => {
    database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    // One after the other: the first migrates, the second finds it done.
    processes.push(await startServerProcess(database));
    processes.push(await startServerProcess(database));
    handle = await openBenchDb(database);
    const first = new CookieClient(processes[0]!.baseUrl);
    await first.signIn(BENCH_ADMIN);
    const second = new CookieClient(processes[1]!.baseUrl);
    for (const [name, value] of first.cookies) second.cookies.set(name, value);
    clients.push(first, second);

    sirket = ok(
      await first.request('POST', '/api/sirket', {
        isim: 'Yarış Denizcilik A.Ş.',
        tip: 'Armatör',
        gemi: { adi: 'M/V Yarış', imo: '9375123', bayrak: 'Türkiye' },
        bankalar: [
          { hesapAdi: 'Yarış USD', dovizCinsi: 'USD', bankaIsmi: 'Türkiye İş Bankası', iban: COMPANY_USD_IBAN, swiftCode: 'ISBKTRIS' },
        ],
      }),
      201,
    )._id as string;
    butceKodu = ok(await first.request('POST', CODES, { kod: '770', adi: 'Genel Giderler', tip: 'gider', durum: 'aktif' }), 201)
      ._id as string;
    const form = new FormData();
    form.append('file', new Blob([fixtures.pdf], { type: 'application/pdf' }), 'fatura.pdf');
    const upload = await fetch(`${first.baseUrl}/api/file/single`, {
      method: 'POST',
      headers: {
        cookie: [...first.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': first.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: form,
    });
    expect(upload.status).toBe(201);
    file = ((await upload.json()) as { _id: string })._id;
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    for (const server of processes) await server.stop();
    await database?.drop();
  });

  it('deleting a bill while paying it: never a live payment on a deleted bill', { timeout: 120_000 }, async () => {
    const cariHesap = await newAccount('Fatura Silme Yarışı Ltd. Şti.');
    const bothCommitted: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const bill = await newBill(cariHesap, 1000);
      const [deleted, paid] = await race(
        at(i, 'DELETE', `${BILLS}/${bill._id}`, undefined, { 'If-Match': '1' }),
        at(i + 1, 'POST', FLOWS, payment(cariHesap, bill._id, 900)),
      );
      expect(
        [deleted.status, paid.status].every((status) => RULE_ANSWERS.includes(status)),
        JSON.stringify([deleted, paid]),
      ).toBe(true);
      if (deleted.status === 200 && paid.status === 201) bothCommitted.push(i);
      else refusals.push(deleted.status === 200 ? paid.body : deleted.body);
    }
    expect(bothCommitted).toEqual([]);
    // The loser is refused by the rule it broke: the bill is gone, or it has a payment now.
    for (const body of refusals)
      expect([
        { message: 'validationFailed', errors: [{ path: 'fatura', message: 'billNotFound' }] },
        { message: 'billHasPayments' },
      ]).toContainEqual(body);
  });

  it('deleting an account while billing it: never a live bill on a deleted account', { timeout: 120_000 }, async () => {
    const bothCommitted: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const cariHesap = await newAccount(`Hesap Silme Yarışı ${i} Ltd. Şti.`);
      const [deleted, billed] = await race(
        at(i, 'DELETE', `${ACCOUNTS}/${cariHesap}`, undefined, { 'If-Match': '1' }),
        at(i + 1, 'POST', BILLS, simpleBill({ sirket, cariHesap, butceKodu, faturaFile: file }, 1000)),
      );
      expect(
        [deleted.status, billed.status].every((status) => RULE_ANSWERS.includes(status)),
        JSON.stringify([deleted, billed]),
      ).toBe(true);
      if (deleted.status === 200 && billed.status === 201) bothCommitted.push(i);
      else refusals.push(deleted.status === 200 ? billed.body : deleted.body);
    }
    expect(bothCommitted).toEqual([]);
    for (const body of refusals)
      expect([
        { message: 'validationFailed', errors: [{ path: 'cariHesap', message: 'accountNotFound' }] },
        { message: 'inUse' },
      ]).toContainEqual(body);
  });

  it('deleting a parent budget code while adding a child: never a live orphan', { timeout: 120_000 }, async () => {
    const bothCommitted: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const kod = `9${i}`;
      const parent = ok(await client(0).request('POST', CODES, { kod, adi: `Yarış ${i}`, tip: 'gider', durum: 'aktif' }), 201);
      const [deleted, added] = await race(
        at(i, 'DELETE', `${CODES}/${parent._id as string}`, undefined, { 'If-Match': '1' }),
        at(i + 1, 'POST', CODES, { kod: `${kod}.01`, adi: `Yarış ${i} alt`, tip: 'gider', durum: 'aktif' }),
      );
      expect(
        [deleted.status, added.status].every((status) => RULE_ANSWERS.includes(status)),
        JSON.stringify([deleted, added]),
      ).toBe(true);
      if (deleted.status === 200 && added.status === 201) bothCommitted.push(i);
      else refusals.push(deleted.status === 200 ? added.body : deleted.body);
    }
    expect(bothCommitted).toEqual([]);
    for (const body of refusals)
      expect([
        { message: 'validationFailed', errors: [{ path: 'kod', message: 'parentMissing' }] },
        { message: 'hasChildren' },
      ]).toContainEqual(body);
  });

  it(
    'lowering a bill from 1,000 to 100 while paying 900: the total never falls below what was paid before it',
    { timeout: 120_000 },
    async () => {
      const cariHesap = await newAccount('Tutar Düşürme Yarışı Ltd. Şti.');
      /** Tries where both committed though the payment was made before the total was lowered. */
      const lowered: number[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        const bill = await newBill(cariHesap, 1000);
        const body = simpleBill({ sirket, cariHesap, butceKodu, faturaFile: file }, 100, { faturaProformaNo: bill.faturaProformaNo });
        const [changed, paid] = await race(
          at(i, 'PUT', `${BILLS}/${bill._id}`, body, { 'If-Match': '1' }),
          at(i + 1, 'POST', FLOWS, payment(cariHesap, bill._id, 900)),
        );
        expect(
          [changed.status, paid.status].every((status) => RULE_ANSWERS.includes(status)),
          JSON.stringify([changed, paid]),
        ).toBe(true);
        expect(paid.status).toBe(201);
        if (changed.status !== 200) {
          expect(changed.body).toEqual({ message: 'validationFailed', errors: [{ path: 'kalemler', message: 'totalBelowPaid' }] });
          continue;
        }
        // Both committed: right only when the payment came after the change and saw a bill of 100
        // (what exceeds it is the account's credit, docs/architecture.md §7). Cursors are taken in write order.
        const billRow = await rowOf('fatura', bill._id);
        const flowRow = await rowOf('nakit_akis', (paid.body as { _id: string })._id);
        if (flowRow.cursor < billRow.cursor) lowered.push(i);
      }
      expect(lowered).toEqual([]);
    },
  );

  it('deleting a payment while a bank order records it: never a live order naming a deleted payment', { timeout: 120_000 }, async () => {
    const cariHesap = await newAccount('Talimat Yarışı Ltd. Şti.');
    const bothCommitted: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const flow = ok(await client(0).request('POST', FLOWS, payment(cariHesap, null, 100, 'USD')), 201);
      const [deleted, ordered] = await race(
        at(i, 'DELETE', `${FLOWS}/${flow._id as string}`, undefined, { 'If-Match': '1' }),
        at(i + 1, 'POST', ORDERS, {
          ref: `BT-YARIS-${i}`,
          tarih: '2026-05-02',
          miktar: 100,
          dovizCinsi: 'USD',
          aciklama: '',
          sirket,
          sirketBankaSelection: COMPANY_USD_IBAN,
          cariBankaSelection: SUPPLIER_USD_IBAN,
          cariHesap,
          nakitAkis: flow._id,
          sablon: 'swift-doviz',
        }),
      );
      expect(
        [deleted.status, ordered.status].every((status) => RULE_ANSWERS.includes(status)),
        JSON.stringify([deleted, ordered]),
      ).toBe(true);
      if (deleted.status === 200 && ordered.status === 201) bothCommitted.push(i);
      else refusals.push(deleted.status === 200 ? ordered.body : deleted.body);
    }
    expect(bothCommitted).toEqual([]);
    for (const body of refusals)
      expect([
        { message: 'validationFailed', errors: [{ path: 'nakitAkis', message: 'cashFlowNotFound' }] },
        { message: 'inUse' },
      ]).toContainEqual(body);
  });

  // Held by the database itself: the account's foreign key holds the company's row (removeCompany).
  it('deleting a company while an account is made in it: never a live account of a deleted company', { timeout: 120_000 }, async () => {
    const bothCommitted: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const gemi = { adi: `M/V Kısa ${i}`, imo: '9375123', bayrak: 'Türkiye' };
      const company = ok(await client(0).request('POST', '/api/sirket', { isim: `Kısa Ömürlü ${i} A.Ş.`, tip: 'Armatör', gemi }), 201);
      const [deleted, made] = await race(
        at(i, 'DELETE', `/api/sirket/${company._id as string}`),
        at(i + 1, 'POST', ACCOUNTS, supplier(company._id as string, { unvan: `Şirket Silme Yarışı ${i} Ltd. Şti.` })),
      );
      expect(
        [deleted.status, made.status].every((status) => RULE_ANSWERS.includes(status)),
        JSON.stringify([deleted, made]),
      ).toBe(true);
      if (deleted.status === 200 && made.status === 201) bothCommitted.push(i);
      else refusals.push(deleted.status === 200 ? made.body : deleted.body);
    }
    expect(bothCommitted).toEqual([]);
    for (const body of refusals)
      expect([
        { message: 'validationFailed', errors: [{ path: 'sirket', message: 'chooseCompany' }] },
        { message: 'companyInUse' },
      ]).toContainEqual(body);
  });
  it('deleting a person while a crew document names them: never a live document of a deleted person', { timeout: 120_000 }, async () => {
    const bothCommitted: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const person = ok(
        await client(0).request('POST', PEOPLE, {
          sirket,
          ad: 'Yarış',
          soyad: `Denizci ${i}`,
          pasaportNo: `YRS${String(i).padStart(6, '0')}`,
          uyruk: 'Türkiye',
          rutbe: 'gemici',
        }),
        201,
      );
      const [deleted, documented] = await race(
        at(i, 'DELETE', `${PEOPLE}/${person._id as string}`, undefined, { 'If-Match': '1' }),
        at(i + 1, 'POST', CERTIFICATES, {
          sirket,
          sahip: 'personel',
          personel: person._id,
          tur: 'SAGLIK',
          numara: `SAG-YARIS-${i}`,
          verenKurulus: 'Devlet Hastanesi',
          duzenlemeTarihi: '2026-01-05',
          gecerlilikTarihi: '2028-01-05',
        }),
      );
      expect(
        [deleted.status, documented.status].every((status) => RULE_ANSWERS.includes(status)),
        JSON.stringify([deleted, documented]),
      ).toBe(true);
      if (deleted.status === 200 && documented.status === 201) bothCommitted.push(i);
      else refusals.push(deleted.status === 200 ? documented.body : deleted.body);
    }
    expect(bothCommitted).toEqual([]);
    for (const body of refusals)
      expect([
        { message: 'validationFailed', errors: [{ path: 'personel', message: 'personNotFound' }] },
        { message: 'inUse' },
      ]).toContainEqual(body);
  });

  // Held by the database itself: the partial unique index personel_tckn_unique.
  it('one TCKN written twice at once in a company: never two live people of one seafarer', { timeout: 120_000 }, async () => {
    const bothCommitted: number[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const body = (ad: string) => ({ sirket, ad, soyad: 'İkiz', tcKimlikNo: tcknOf(`4${String(i).padStart(8, '0')}`), rutbe: 'gemici' });
      const [first, second] = await race(at(i, 'POST', PEOPLE, body('Birinci')), at(i + 1, 'POST', PEOPLE, body('İkinci')));
      expect([first.status, second.status].sort(), JSON.stringify([first, second])).toEqual(
        first.status === 201 && second.status === 201 ? [201, 201] : [201, 422],
      );
      if (first.status === 201 && second.status === 201) bothCommitted.push(i);
      else
        expect((first.status === 422 ? first : second).body).toEqual({
          message: 'validationFailed',
          errors: [{ path: 'tcKimlikNo', message: 'tcknTaken' }],
        });
    }
    expect(bothCommitted).toEqual([]);
  });

  it(
    'a cheque endorsed or collected on two devices at once books exactly one set of cash flows (docs/areas/cheques.md)',
    { timeout: 120_000 },
    async () => {
      const drawer = ok(await client(0).request('POST', ACCOUNTS, customer(sirket, { unvan: 'Çek Yarışı Müşterisi A.Ş.' })), 201)
        ._id as string;
      const endorsees = [await newAccount('Ciro Yarışı Bir Ltd.'), await newAccount('Ciro Yarışı İki Ltd.')];
      /** The live cash flows a cheque booked (each carries its serial number), by type. */
      const liveFlows = async (seriNo: string) => {
        const result = (await handle.db.execute(
          sql`select tip, cari_hesap_id as account from nakit_akis where deleted_at is null and aciklama = ${seriNo} order by tip`,
        )) as unknown as { rows: { tip: string; account: string }[] };
        return result.rows;
      };
      const newCheque = async (seriNo: string) =>
        ok(
          await client(0).request('POST', INSTRUMENTS, {
            tur: 'cek',
            yon: 'alinan',
            sirket,
            cariHesap: drawer,
            seriNo,
            duzenlemeTarihi: '2026-05-01',
            vadeTarihi: '2026-06-30',
            miktar: 1000,
            dovizCinsi: 'TL',
            hareketler: [{ tarih: '2026-05-01', durum: 'portfoyde' }],
            dosya: file,
          }),
          201,
        ) as { _id: string; version: number; hareketler: unknown[] } & Record<string, unknown>;
      const movedTo = (
        cheque: Record<string, unknown> & { hareketler: unknown[] },
        durum: string,
        extra: Record<string, unknown> = {},
      ) => ({
        ...cheque,
        durum,
        hareketler: [...cheque.hareketler, { tarih: '2026-06-30', durum, ...extra }],
      });

      for (let i = 0; i < TRIES; i += 1) {
        // Endorsed on both devices, each to its own supplier: one wins, the other is a conflict and books nothing.
        const endorsed = await newCheque(`YARIS-C-${i}`);
        const answers = await race(
          at(i, 'PUT', `${INSTRUMENTS}/${endorsed._id}`, movedTo(endorsed, 'ciro-edildi', { cariHesap: endorsees[0] }), {
            'If-Match': '1',
          }),
          at(i + 1, 'PUT', `${INSTRUMENTS}/${endorsed._id}`, movedTo(endorsed, 'ciro-edildi', { cariHesap: endorsees[1] }), {
            'If-Match': '1',
          }),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.status === 200)!.body as { hareketler: { cariHesap?: string }[] };
        expect(await liveFlows(`YARIS-C-${i}`)).toEqual([
          { tip: 'odeme', account: winner.hareketler[1]!.cariHesap },
          { tip: 'tahsilat', account: drawer },
        ]);

        // Collected at the bank on both devices: one collection from the customer, booked at receipt, and nothing else.
        let collected = await newCheque(`YARIS-T-${i}`);
        collected = ok(
          await client(0).request('PUT', `${INSTRUMENTS}/${collected._id}`, movedTo(collected, 'tahsile-verildi'), { 'If-Match': '1' }),
          200,
        ) as typeof collected;
        const body = movedTo(collected, 'tahsil-edildi');
        const both = await race(
          at(i, 'PUT', `${INSTRUMENTS}/${collected._id}`, body, { 'If-Match': '2' }),
          at(i + 1, 'PUT', `${INSTRUMENTS}/${collected._id}`, body, { 'If-Match': '2' }),
        );
        expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(await liveFlows(`YARIS-T-${i}`)).toEqual([{ tip: 'tahsilat', account: drawer }]);
      }
    },
  );
});
