import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementLineRecord, StatementRecord } from '../../src/domain/kinds/statement';
import type { StatementImportResponse } from '../../server/collections/statements';
import { ACCOUNTS, bankAccount, demoCompanyIds, supplier } from './account-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Bank statements over HTTP (docs/areas/bank-statements.md; MODULES §12): `POST /api/finans/ekstre`
// (multipart `file` and `sirket`) imports an MT940, camt.053 or CSV statement of one of the company's
// bank accounts and answers `{ekstre, satirlar, atlanan}`; bad input (no statement, an unknown IBAN,
// another currency, a balance that does not add up, a repeated import, too large a file) is a 4xx
// and leaves nothing behind; a line's bank figures are fixed, its state is what a write changes.

const BASE = '/api/finans/ekstre';
const LINES = '/api/finans/ekstre-satiri';
/** The first demo company's USD account (server/db/demo-data.ts). */
const USD_IBAN = 'TR290006400000112345678901';
const SUPPLIER_IBAN = 'TR330006100519786457841326';
/** The third demo company's TL account: the fixtures' statements are made its own. */
const TL_IBAN = 'TR910004600000460011223344';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url), 'utf8');

interface Line {
  amount: string; // decimal comma, unsigned
  mark: 'C' | 'D';
  ref?: string;
  text: string;
}

/** An MT940 message of `lines`, its opening and closing as given (decimal comma texts); each line's bank reference its own. */
function mt940(
  iban: string,
  currency: string,
  number: string,
  opening: string,
  closing: string,
  lines: readonly Line[],
  day = '261201',
): string {
  const body = lines.flatMap((line, index) => [
    `:61:${day}${day.slice(2)}${line.mark}${line.amount}NTRF${line.ref ?? 'NONREF'}//${number}-${index + 1}`,
    `:86:${line.text}`,
  ]);
  return [
    `:20:STMT${number}`,
    `:25:${iban}${currency}`,
    `:28C:${number}/001`,
    `:60F:C${day}${currency}${opening}`,
    ...body,
    `:62F:C${day}${currency}${closing}`,
    '-',
    '',
  ].join('\r\n');
}

async function upload(client: TestClient, fields: Record<string, string>, content: string | Uint8Array, name = 'ekstre.sta') {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([content as BlobPart], { type: 'application/octet-stream' }), name);
  const response = await fetch(`${client.baseUrl}${BASE}`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

describe.each(backends)('bank statements on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let granted: string;
  let hidden: string;
  let account: string;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    [granted, hidden] = [ids[0]!, ids[2]!];
    const created = await admin.post<{ _id: string }>(
      ACCOUNTS,
      supplier(granted, { unvan: 'Körfez Kumanya Ltd. Şti.', bankalar: [bankAccount({ iban: SUPPLIER_IBAN, dovizCinsi: 'USD' })] }),
    );
    expect(created.status).toBe(201);
    account = created.body._id;
  });
  afterAll(() => server?.close());

  const count = async (path: string) => (await admin.get<{ totalCount: number }>(`${path}?sirket=${granted}`)).body.totalCount;

  it('imports an MT940 statement, guesses a payment’s account by the IBAN and skips a line imported before', async () => {
    const file = mt940(USD_IBAN, 'USD', '00401', '1000,00', '1437,50', [
      { mark: 'C', amount: '500,00', text: 'HAVALE GELEN MUSTERI ODEMESI' },
      { mark: 'D', amount: '50,00', ref: 'REF-77', text: `EFT GIDEN KORFEZ KUMANYA LTD STI IBAN ${SUPPLIER_IBAN}` },
      { mark: 'D', amount: '12,50', text: 'EFT MASRAFI' },
    ]);
    const imported = await upload(demo, { sirket: granted }, file);
    expect(imported.status).toBe(201);
    const body = imported.body as StatementImportResponse;
    expect(body.ekstre).toMatchObject({ sirket: granted, hesap: USD_IBAN, dovizCinsi: 'USD', format: 'mt940', ekstreNo: '00401/001' });
    expect(body.ekstre.acilisBakiyesi).toBe(1000);
    expect(body.ekstre.kapanisBakiyesi).toBe(1437.5);
    expect(body.atlanan).toBe(0);
    expect(body.satirlar.map((line) => [line.sira, line.tutar, line.durum])).toEqual([
      [1, 500, 'eslesmedi'],
      [2, -50, 'eslesmedi'],
      [3, -12.5, 'eslesmedi'],
    ]);
    // The supplier's IBAN names the account: the line's guess for a new cash flow.
    expect(body.satirlar[1]!.cariHesapTahmini).toBe(account);
    expect(body.satirlar[1]!.karsiTaraf.iban).toBe(SUPPLIER_IBAN);

    const detail = await demo.get<StatementRecord & { satirlar: StatementLineRecord[] }>(`${BASE}/${body.ekstre._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.satirlar).toHaveLength(3);
    const list = await demo.get<{ ekstreler: StatementRecord[]; totalCount: number }>(`${BASE}?sirket=${granted}`);
    expect(list.body.totalCount).toBe(1);
    const lines = await demo.get<{ satirlar: StatementLineRecord[]; totalCount: number }>(`${LINES}?ekstre=${body.ekstre._id}`);
    expect(lines.body.totalCount).toBe(3);

    // The same file again: every line known, refused, nothing written.
    const again = await upload(demo, { sirket: granted }, file);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('statementAlreadyImported');
    expect(await count(BASE)).toBe(1);

    // Another statement repeats one line (same date, amount and reference): skipped and counted.
    const next = mt940(USD_IBAN, 'USD', '00402', '1437,50', '1287,50', [
      { mark: 'D', amount: '50,00', ref: 'REF-77', text: 'EFT GIDEN KORFEZ KUMANYA' },
      { mark: 'D', amount: '100,00', text: 'EFT GIDEN' },
    ]);
    const second = await upload(demo, { sirket: granted }, next);
    expect(second.status).toBe(201);
    expect(second.body.atlanan).toBe(1);
    expect((second.body.satirlar as StatementLineRecord[]).map((line) => line.tutar)).toEqual([-100]);
  });

  it('refuses bad input with a clear 4xx and imports nothing', async () => {
    const before = [await count(BASE), await count(LINES)];
    const refused = async (content: string | Uint8Array, fields: Record<string, string> = { sirket: granted }) => {
      const answer = await upload(demo, fields, content);
      return [answer.status, answer.body.message];
    };
    expect(await refused('Merhaba, bu bir ekstre değil.')).toEqual([422, 'notStatement']);
    const line: Line = { mark: 'C', amount: '10,00', text: 'X' };
    expect(await refused(mt940('TR540006200000629876543210', 'USD', '1', '0,00', '10,00', [line]))).toEqual([
      422,
      'statementAccountUnknown',
    ]);
    expect(await refused(mt940(USD_IBAN, 'EUR', '1', '0,00', '10,00', [line]))).toEqual([422, 'statementCurrencyMismatch']);
    expect(await refused(mt940(USD_IBAN, 'USD', '1', '0,00', '10,01', [line]))).toEqual([422, 'statementBalanceMismatch']);
    expect(await refused(new Uint8Array(15 * 1024 * 1024 + 1).fill(65))).toEqual([413, 'fileTooLarge']);
    const many = Array.from({ length: 10_001 }, (): Line => ({ mark: 'C', amount: '1,00', text: 'X' }));
    expect(await refused(mt940(USD_IBAN, 'USD', '9', '0,00', '10001,00', many))).toEqual([422, 'tooManyStatementLines']);
    // Two statements in one file, the second not adding up: the first is not imported either.
    const good = mt940(USD_IBAN, 'USD', '00501', '0,00', '10,00', [line], '261210');
    const bad = mt940(USD_IBAN, 'USD', '00502', '10,00', '99,00', [line], '261211');
    expect(await refused(good + bad)).toEqual([422, 'statementBalanceMismatch']);
    // Another company's ship: not found.
    expect(await refused(mt940(USD_IBAN, 'USD', '1', '0,00', '10,00', [line]), { sirket: hidden })).toEqual([404, 'notFound']);
    expect([await count(BASE), await count(LINES)]).toEqual(before);
  });

  it('imports a camt.053 statement and a Garanti CSV export through its mapping', async () => {
    const third = (await demoCompanyIds(admin))[2]!;
    const camt = fixture('camt053-001-02-garanti.xml').replaceAll('TR570006200011900006298765', TL_IBAN);
    const fromCamt = await upload(admin, { sirket: third }, camt, 'ekstre.xml');
    expect(fromCamt.status).toBe(201);
    expect(fromCamt.body.ekstre).toMatchObject({ hesap: TL_IBAN, dovizCinsi: 'TL', format: 'camt053' });
    expect(fromCamt.body.satirlar.length).toBeGreaterThan(0);

    const csv = fixture('garanti-hesap-hareketleri.csv').replace('TR57 0006 2000 1190 0006 2987 65', 'TR91 0004 6000 0046 0011 2233 44');
    const fromCsv = await upload(admin, { sirket: third, mapping: 'garanti' }, csv, 'hareketler.csv');
    expect(fromCsv.status).toBe(201);
    expect(fromCsv.body.ekstre).toMatchObject({ hesap: TL_IBAN, format: 'tablo' });
    expect((fromCsv.body.satirlar as StatementLineRecord[]).map((line) => line.tutar)).toEqual([18250, -7500, -12.5, -1000]);
    // Without its bank's mapping a CSV is no statement.
    expect((await upload(admin, { sirket: third }, csv, 'hareketler.csv')).body.message).toBe('notStatement');
  });

  it('imports 2,000 lines in one request', async () => {
    const lines = Array.from({ length: 2000 }, (_, index): Line => ({ mark: 'C', amount: '1,00', text: `TAHSILAT ${index + 1}` }));
    const answer = await upload(demo, { sirket: granted }, mt940(USD_IBAN, 'USD', '00801', '0,00', '2000,00', lines, '261222'));
    expect(answer.status).toBe(201);
    expect(answer.body.satirlar).toHaveLength(2000);
    expect(answer.body.satirlar.at(-1).sira).toBe(2000);
  });

  it('a read-only grant may not import', async () => {
    const reader = server.client();
    await reader.signIn(await createUser(server.db, { email: `r${Date.now()}@example.com`, grants: { [granted]: 'okuma' } }));
    const file = mt940(USD_IBAN, 'USD', '00701', '0,00', '1,00', [{ mark: 'C', amount: '1,00', text: 'X' }], '261220');
    const answer = await upload(reader, { sirket: granted }, file);
    expect([answer.status, answer.body.message]).toEqual([403, 'readOnlyCompany']);
  });

  it('creates neither kind through the generic routes; a line keeps its bank figures, its state changes', async () => {
    const created = await demo.post(LINES, { sirket: granted });
    expect(created.status).toBe(422);
    const file = mt940(USD_IBAN, 'USD', '00601', '0,00', '25,00', [{ mark: 'C', amount: '25,00', text: 'GELEN' }], '261215');
    const imported = await upload(demo, { sirket: granted }, file);
    expect(imported.status).toBe(201);
    const line = imported.body.satirlar[0] as StatementLineRecord;
    const { _id, version, updatedAt, anahtarlar, ...fields } = line as StatementLineRecord & { anahtarlar: unknown };
    void updatedAt;
    void anahtarlar;
    const changed = await demo.put(`${LINES}/${_id}`, { ...fields, tutar: 26 }, { headers: { 'If-Match': String(version) } });
    expect(changed.status).toBe(422);
    expect((changed.body as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: 'tutar', message: 'statementLineFixed' },
    ]);
    const accepted = await demo.put<StatementLineRecord>(
      `${LINES}/${_id}`,
      { ...fields, durum: 'eslesti' },
      { headers: { 'If-Match': String(version) } },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.durum).toBe('eslesti');
  });
});
