import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../src/domain/file';
import type { DocumentListResponse, LibraryDocument, ReadConfirmation } from '../../src/domain/documents';
import type { ErrorBody } from '../../src/domain/validation';
import { demoCompanyIds } from './account-fixtures';
import { uploadPdf } from './bill-fixtures';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// The document library and its read confirmations over HTTP (docs/areas/documents.md): the contract, codes
// unique per company and category, revisions and their history, confirmations by readers (a
// read-only grant included) for themselves only, never edited.

const BASE = '/api/dokuman';
const CONFIRM = '/api/okuma-onayi';

describe.each(backends)('document library on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let reader: TestClient;
  let readerId: string;
  let sirket: string;
  let other: string;

  const procedure = (file: UploadedFile, overrides: Record<string, unknown> = {}) => ({
    sirket,
    kategori: 'kys-prosedur',
    kod: 'PR-07',
    baslik: 'Acil Durum Prosedürü',
    revizyon: 0,
    revizyonTarihi: '2026-01-15',
    durum: 'yururlukte',
    dosya: file._id,
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    await admin.signIn(ADMIN);
    [sirket, , other] = (await demoCompanyIds(admin)) as [string, string, string];
    const user = await createUser(server.db, { email: 'kaptan@example.com', grants: { [sirket]: 'okuma' } });
    readerId = user._id;
    reader = server.client();
    await reader.signIn(user);
  });
  afterAll(() => server?.close());

  it('creates a controlled document and lists it as {dokumanlar, totalCount}, searched without Turkish letters or case', async () => {
    const file = await uploadPdf(admin, 'pr-01.pdf');
    const created = await admin.post<LibraryDocument>(BASE, procedure(file, { kod: 'PR-01', baslik: 'Güvenli Çalışma Şartları' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sirket, kategori: 'kys-prosedur', kod: 'PR-01', revizyon: 0, durum: 'yururlukte', gecmis: [] });
    expect(created.body.dosya).toMatchObject({ _id: file._id, type: 'application/pdf' });

    const list = await reader.get<DocumentListResponse>(`${BASE}?sirket=${sirket}&kategori=kys-prosedur&q=GUVENLI%20CALISMA`);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(1);
    expect(list.body.dokumanlar[0]?.kod).toBe('PR-01');
    const none = await reader.get<DocumentListResponse>(`${BASE}?sirket=${sirket}&kategori=kys-politika`);
    expect(none.body).toEqual({ dokumanlar: [], totalCount: 0 });
  });

  it('refuses a second controlled document with the same code in the company and category (422 on kod), allows it elsewhere', async () => {
    const file = await uploadPdf(admin);
    expect((await admin.post(BASE, procedure(file, { kod: 'PR-02' }))).status).toBe(201);
    const twice = await admin.post<ErrorBody>(BASE, procedure(file, { kod: 'pr-02', baslik: 'Başka' }));
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([{ path: 'kod', message: 'codeTaken' }]);
    expect((await admin.post(BASE, procedure(file, { kod: 'PR-02', kategori: 'kys-gorev' }))).status).toBe(201);
    expect((await admin.post(BASE, procedure(file, { kod: 'PR-02', sirket: other }))).status).toBe(201);
  });

  it('asks a controlled document for its code and every document but an announcement for its file', async () => {
    const noCode = await admin.post<ErrorBody>(BASE, procedure(await uploadPdf(admin), { kod: '' }));
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors).toContainEqual({ path: 'kod', message: 'required' });
    const noFile = await admin.post<ErrorBody>(BASE, { sirket, kategori: 'sirkuler', baslik: 'Sirküler 1', revizyonTarihi: '2026-02-01' });
    expect(noFile.body.errors).toContainEqual({ path: 'dosya', message: 'required' });
    const notice = await admin.post(BASE, {
      sirket,
      kategori: 'duyuru',
      baslik: 'Liman ziyareti',
      metin: 'Cuma günü',
      revizyonTarihi: '2026-02-01',
    });
    expect(notice.status).toBe(201);
  });

  it('keeps the older revision with its file readable in the history after a new revision; a revision never goes back', async () => {
    const first = await uploadPdf(admin, 'rev0.pdf');
    const created = (await admin.post<LibraryDocument>(BASE, procedure(first, { kod: 'PR-03' }))).body;
    const second = await uploadPdf(admin, 'rev1.pdf');
    const revised = await admin.put<LibraryDocument>(
      `${BASE}/${created._id}`,
      procedure(second, { kod: 'PR-03', revizyon: 1, revizyonTarihi: '2026-03-01' }),
      { headers: { 'if-match': String(created.version) } },
    );
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ revizyon: 1, durum: 'yururlukte', dosya: { _id: second._id } });
    expect(revised.body.gecmis).toEqual([
      { revizyon: 0, revizyonTarihi: '2026-01-15', dosya: expect.objectContaining({ _id: first._id }) },
    ]);
    // The reader (read-only) still opens the replaced revision's file.
    expect((await reader.get(`/api/file/${first._id}`)).status).toBe(200);
    const back = await admin.put<ErrorBody>(`${BASE}/${created._id}`, procedure(second, { kod: 'PR-03', revizyon: 0 }));
    expect(back.status).toBe(422);
    expect(back.body.errors).toEqual([{ path: 'revizyon', message: 'revisionBehind' }]);
  });

  it('a read-only user can confirm but not edit', async () => {
    const doc = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-04' }))).body;
    const edit = await reader.put<ErrorBody>(`${BASE}/${doc._id}`, procedure(doc.dosya!, { kod: 'PR-04', baslik: 'Değişti' }));
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('readOnlyCompany');
    // Naming another user is ignored: the server sets the confirming user.
    const confirmed = await reader.post<ReadConfirmation>(CONFIRM, {
      sirket,
      dokuman: doc._id,
      revizyon: 0,
      kullanici: '00000000-0000-4000-8000-000000000000',
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ sirket, dokuman: doc._id, revizyon: 0, kullanici: readerId, tarih: expect.any(String) });
    const again = await reader.post<ErrorBody>(CONFIRM, { sirket, dokuman: doc._id, revizyon: 0 });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([{ path: 'revizyon', message: 'alreadyConfirmed' }]);
  });

  it('never edits or deletes a confirmation, not even an administrator', async () => {
    const doc = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-05' }))).body;
    const confirmed = (await admin.post<ReadConfirmation>(CONFIRM, { sirket, dokuman: doc._id, revizyon: 0 })).body;
    const edit = await admin.put<ErrorBody>(`${CONFIRM}/${confirmed._id}`, { sirket, dokuman: doc._id, revizyon: 0 });
    expect(edit.status).toBe(405);
    expect(edit.body.message).toBe('methodNotAllowed');
    expect((await admin.delete(`${CONFIRM}/${confirmed._id}`)).status).toBe(405);
  });

  it('refuses a confirmation of a document the user cannot see, or of a revision it never had', async () => {
    const hidden = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-06', sirket: other }))).body;
    const unseen = await reader.post<ErrorBody>(CONFIRM, { sirket: other, dokuman: hidden._id, revizyon: 0 });
    expect(unseen.status).toBe(403);
    const wrongCompany = await reader.post<ErrorBody>(CONFIRM, { sirket, dokuman: hidden._id, revizyon: 0 });
    expect(wrongCompany.status).toBe(422);
    expect(wrongCompany.body.errors).toEqual([{ path: 'dokuman', message: 'notFound' }]);
    const doc = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-08' }))).body;
    const future = await reader.post<ErrorBody>(CONFIRM, { sirket, dokuman: doc._id, revizyon: 3 });
    expect(future.body.errors).toEqual([{ path: 'revizyon', message: 'outOfRange' }]);
  });

  it('refuses a confirmation dated before the revision it confirms (422 on tarih), from the day’s earliest start', async () => {
    const doc = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-10' }))).body;
    const confirm = (tarih: string, revizyon = 0) => reader.post<ErrorBody>(CONFIRM, { sirket, dokuman: doc._id, revizyon, tarih });
    for (const tarih of ['2001-01-01T00:00:00.000Z', '2026-01-14T09:59:59.000Z']) {
      const early = await confirm(tarih);
      expect(early.status).toBe(422);
      expect(early.body.errors).toEqual([{ path: 'tarih', message: 'readBeforeRevision' }]);
    }
    // Midnight of the revision's day where it begins first (UTC+14: a ship dates by its own day) is the earliest.
    const onTheDay = await reader.post<ReadConfirmation>(CONFIRM, {
      sirket,
      dokuman: doc._id,
      revizyon: 0,
      tarih: '2026-01-14T10:00:00.000Z',
    });
    expect(onTheDay.status).toBe(201);
    expect(onTheDay.body.tarih).toBe('2026-01-14T10:00:00.000Z');
    // An earlier revision is dated by the history: revision 0 read before revision 1's date is fine.
    const revised = await admin.put<LibraryDocument>(
      `${BASE}/${doc._id}`,
      procedure(await uploadPdf(admin), { kod: 'PR-10', revizyon: 1, revizyonTarihi: '2026-03-01' }),
    );
    expect(revised.status).toBe(200);
    expect((await admin.post(CONFIRM, { sirket, dokuman: doc._id, revizyon: 0, tarih: '2026-02-01T09:00:00.000Z' })).status).toBe(201);
    const tooEarly = await admin.post<ErrorBody>(CONFIRM, { sirket, dokuman: doc._id, revizyon: 1, tarih: '2026-02-01T09:00:00.000Z' });
    expect(tooEarly.body.errors).toEqual([{ path: 'tarih', message: 'readBeforeRevision' }]);
  });

  it('refuses a confirmation of a draft (422 documentNotInForce); a draft with confirmations made before that is deleted with them', async () => {
    const draft = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-11', durum: 'taslak' }))).body;
    const refused = await reader.post<ErrorBody>(CONFIRM, { sirket, dokuman: draft._id, revizyon: 0 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ path: 'revizyon', message: 'documentNotInForce' }]);

    // A confirmation made while the revision was in force, then the document taken back to a draft
    // (as a confirmation of a draft made before the rule): it does not keep the draft.
    const doc = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-12' }))).body;
    const confirmation = (await reader.post<ReadConfirmation>(CONFIRM, { sirket, dokuman: doc._id, revizyon: 0 })).body;
    // In force, its confirmations keep it: they are the record of who read it.
    const kept = await admin.delete<ErrorBody>(`${BASE}/${doc._id}`);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('inUse');
    const drafted = await admin.put<LibraryDocument>(`${BASE}/${doc._id}`, procedure(doc.dosya!, { kod: 'PR-12', durum: 'taslak' }));
    expect(drafted.body.durum).toBe('taslak');
    const deleted = await admin.delete(`${BASE}/${doc._id}`);
    expect(deleted.status).toBe(200);
    // The confirmation went with it, as a tombstone every device pulls.
    const pulled = await reader.get<{ changes: { _id: string; deleted?: boolean }[] }>('/api/sync?limit=5000');
    expect(pulled.body.changes.find((change) => change._id === confirmation._id)).toMatchObject({ deleted: true });
  });

  it("keeps a moved document's earlier revision files with the company they were written in", async () => {
    const elsewhere = await createUser(server.db, { email: 'oburu@example.com', grants: { [other]: 'okuma' } });
    const otherReader = server.client();
    await otherReader.signIn(elsewhere);
    const [rev0, rev1, rev2] = [await uploadPdf(admin, 'r0.pdf'), await uploadPdf(admin, 'r1.pdf'), await uploadPdf(admin, 'r2.pdf')];
    const doc = (await admin.post<LibraryDocument>(BASE, procedure(rev0, { kod: 'PR-13' }))).body;
    await admin.put(`${BASE}/${doc._id}`, procedure(rev1, { kod: 'PR-13', revizyon: 1, revizyonTarihi: '2026-03-01' }));
    const moved = await admin.put<LibraryDocument>(
      `${BASE}/${doc._id}`,
      procedure(rev1, { kod: 'PR-13', revizyon: 1, revizyonTarihi: '2026-03-01', sirket: other }),
    );
    expect(moved.body.sirket).toBe(other);
    const opens = async (client: TestClient, file: UploadedFile) => (await client.get(`/api/file/${file._id}`)).status;
    // The new company reads the current revision (the record's), not the past written in the old one.
    expect(await opens(otherReader, rev1)).toBe(200);
    expect(await opens(otherReader, rev0)).toBe(404);
    // The old company keeps its past.
    expect(await opens(reader, rev0)).toBe(200);
    // A revision made in the new company: the one it replaced was current there, so it stays readable there.
    await admin.put(`${BASE}/${doc._id}`, procedure(rev2, { kod: 'PR-13', revizyon: 2, revizyonTarihi: '2026-04-01', sirket: other }));
    expect(await opens(otherReader, rev1)).toBe(200);
    expect(await opens(otherReader, rev2)).toBe(200);
    expect(await opens(otherReader, rev0)).toBe(404);
  });

  it('checks a confirmation’s time as a calendar value: 30 February or year 0000 is 422 on `tarih`, never 2 March (issue 46)', async () => {
    const doc = (await admin.post<LibraryDocument>(BASE, procedure(await uploadPdf(admin), { kod: 'PR-09' }))).body;
    for (const tarih of ['2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '2026-01-01T24:00:00Z', '2026-13-01T10:00:00Z']) {
      const refused = await reader.post<ErrorBody>(CONFIRM, { sirket, dokuman: doc._id, revizyon: 0, tarih });
      expect({ tarih, status: refused.status, errors: refused.body.errors }).toEqual({
        tarih,
        status: 422,
        errors: [{ path: 'tarih', message: 'invalidDate' }],
      });
    }
    // A real time, in any zone, is kept as the moment it names.
    const confirmed = await reader.post<ReadConfirmation>(CONFIRM, {
      sirket,
      dokuman: doc._id,
      revizyon: 0,
      tarih: '2026-03-01T12:30:00+03:00',
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.tarih).toBe('2026-03-01T09:30:00.000Z');
  });

  it("tells the company's editors who has and has not confirmed the current revision; readers may not ask", async () => {
    const doc = (
      await admin.post<LibraryDocument>(BASE, {
        sirket,
        kategori: 'sirkuler',
        kod: 'S-2026-01',
        baslik: 'Sirküler',
        revizyonTarihi: '2026-02-01',
        durum: 'yururlukte',
        dosya: (await uploadPdf(admin))._id,
      })
    ).body;
    const writer = await createUser(server.db, { email: 'ofis@example.com', grants: { [sirket]: 'yazma' } });
    const editor = server.client();
    await editor.signIn(writer);
    const before = await editor.get<{ revizyon: number; okuyanlar: { _id: string }[]; okumayanlar: { _id: string }[] }>(
      `${BASE}/${doc._id}/okuma-durumu`,
    );
    expect(before.status).toBe(200);
    expect(before.body.okumayanlar.map((u) => u._id)).toEqual(expect.arrayContaining([readerId, writer._id]));
    await reader.post(CONFIRM, { sirket, dokuman: doc._id, revizyon: 0 });
    const after = await editor.get<{ okuyanlar: { _id: string; tarih: string }[]; okumayanlar: { _id: string }[] }>(
      `${BASE}/${doc._id}/okuma-durumu`,
    );
    expect(after.body.okuyanlar).toEqual([expect.objectContaining({ _id: readerId, tarih: expect.any(String) })]);
    expect(after.body.okumayanlar.map((u) => u._id)).not.toContain(readerId);
    expect((await reader.get(`${BASE}/${doc._id}/okuma-durumu`)).status).toBe(403);
  });
});
