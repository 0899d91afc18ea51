import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRead, MessageRecord } from '../../src/domain/kinds/message';
import type { MessageRecipientsResponse } from '../../src/domain/messages';
import type { SyncResponse } from '../../src/domain/sync';
import type { ErrorBody } from '../../src/domain/validation';
import { demoCompanyIds } from './account-fixtures';
import { uploadPdf } from './bill-fixtures';
import { ADMIN, DEMO, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// Ship–office messages over HTTP (MODULES §13, docs/areas/messages.md): the sender set by the
// server, a link to a record the writer sees, per-user read marks, the unread count, a user
// without the ship's grant reading nothing, and a create replayed under its key made once.

const BASE = '/api/mesaj';
const key = (k: string) => ({ headers: { 'Idempotency-Key': k } });

describe.each(backends)('messages on $name', (backend) => {
  let server: TestServer;
  let admin: TestClient;
  let demo: TestClient;
  let outsider: TestClient;
  let outsiderId: string;
  let adminId: string;
  let granted: string;
  let other: string;
  let bdnOfGranted: string;
  let bdnOfOther: string;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = server.client();
    demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);
    const ids = await demoCompanyIds(admin);
    [granted, other] = [ids[0]!, ids[1]!];
    const user = await createUser(server.db, { email: 'no-ship@example.com', grants: { [other]: 'yazma' } });
    outsiderId = user._id;
    outsider = server.client();
    await outsider.signIn(user);
    adminId = (await admin.get<{ _id: string }>('/api/auth/login-check')).body._id;
    const bdns = (await admin.get<{ bdnler: { _id: string; sirket: string }[] }>('/api/teknik/bdn?perPage=200')).body.bdnler;
    bdnOfGranted = bdns.find((b) => b.sirket === granted)!._id;
    bdnOfOther = bdns.find((b) => b.sirket === other)!._id;
  });
  afterAll(() => server?.close());

  const message = (overrides: Record<string, unknown> = {}) => ({
    sirket: granted,
    konu: 'BDN yoğunluğu',
    metin: 'Yoğunluk 0,991 yazılmış, numune 0,985 diyor.',
    yon: 'gemiden',
    ...overrides,
  });

  it('writes a message with the server as the sender, a forged one ignored, its link and attachment kept', async () => {
    const file = await uploadPdf(demo, 'numune.pdf');
    const created = await demo.post<MessageRecord>(
      BASE,
      message({ gonderen: adminId, kayit: { koleksiyon: 'bdn', _id: bdnOfGranted }, ekler: [file._id] }),
    );
    expect(created.status).toBe(201);
    expect(created.body.gonderen).not.toBe(adminId);
    expect(created.body).toMatchObject({ yon: 'gemiden', kayit: { koleksiyon: 'bdn', _id: bdnOfGranted }, alicilar: [] });
    expect(created.body.ekler).toEqual([expect.objectContaining({ _id: file._id, name: 'numune.pdf' })]);
    const me = (await demo.get<{ _id: string }>('/api/auth/login-check')).body._id;
    expect(created.body.gonderen).toBe(me);
    // A change cannot make someone else the sender either.
    const { _id, version, updatedAt, ...fields } = created.body;
    void updatedAt;
    const changed = await demo.put<MessageRecord>(
      `${BASE}/${_id}`,
      { ...fields, ekler: [file._id], gonderen: adminId, metin: 'Düzeltme' },
      { headers: { 'If-Match': String(version) } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.gonderen).toBe(me);
  });

  it('refuses an empty message, a link to a record the writer cannot see or of no kind, with their paths', async () => {
    const empty = await demo.post<ErrorBody>(BASE, message({ metin: '   ' }));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'metin', message: 'required' })]));
    const hidden = await outsider.post<ErrorBody>(BASE, message({ sirket: other, kayit: { koleksiyon: 'bdn', _id: bdnOfGranted } }));
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors).toEqual([{ path: 'kayit', message: 'notFound' }]);
    const otherShip = await demo.post<ErrorBody>(BASE, message({ kayit: { koleksiyon: 'bdn', _id: bdnOfOther } }));
    expect(otherShip.status).toBe(422);
    expect(otherShip.body.errors).toEqual([{ path: 'kayit', message: 'otherCompany' }]);
    const noKind = await demo.post<ErrorBody>(BASE, message({ kayit: { koleksiyon: 'yokBoyle', _id: bdnOfGranted } }));
    expect(noKind.status).toBe(422);
    expect(noKind.body.errors).toEqual([{ path: 'kayit', message: 'notFound' }]);
    const gone = await demo.post<ErrorBody>(BASE, message({ kayit: { koleksiyon: 'bdn', _id: randomUUID() } }));
    expect(gone.status).toBe(422);
    const wrongDirection = await demo.post<ErrorBody>(BASE, message({ yon: 'yana' }));
    expect(wrongDirection.status).toBe(422);
    expect(wrongDirection.body.errors).toEqual([expect.objectContaining({ path: 'yon' })]);
  });

  it('counts unread messages per user and marks one read once', async () => {
    const before = (await demo.get<{ sayi: number }>(`${BASE}/okunmamis`)).body.sayi;
    const created = await admin.post<MessageRecord>(BASE, message({ yon: 'ofisten', metin: 'Numuneyi gönderin.' }));
    expect(created.status).toBe(201);
    // The writer's own message is not unread to them; it is to the ship's user.
    expect((await demo.get<{ sayi: number }>(`${BASE}/okunmamis`)).body.sayi).toBe(before + 1);
    const first = await demo.post<MessageRead>(`${BASE}/${created.body._id}/okundu`);
    expect(first.status).toBe(201);
    const again = await demo.post<MessageRead>(`${BASE}/${created.body._id}/okundu`);
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(first.body._id);
    expect((await demo.get<{ sayi: number }>(`${BASE}/okunmamis`)).body.sayi).toBe(before);
    // A message for someone else named is not unread to the demo user.
    await admin.post(BASE, message({ alicilar: [outsiderId], metin: 'Yalnız size' }));
    expect((await demo.get<{ sayi: number }>(`${BASE}/okunmamis`)).body.sayi).toBe(before);
    // A read mark is the reader's own: another's forged user is ignored, and nobody changes one.
    const forged = await admin.post<MessageRead>('/api/mesaj-okuma', { sirket: granted, mesaj: created.body._id, kullanici: outsiderId });
    expect(forged.status).toBe(201);
    expect(forged.body.kullanici).toBe(adminId);
    const twice = await admin.post<ErrorBody>('/api/mesaj-okuma', { sirket: granted, mesaj: created.body._id });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([{ path: 'mesaj', message: 'alreadyRead' }]);
  });

  it('counts a message with recipients unread for them only: not for others who see the ship, nor for its sender', async () => {
    const crewmate = await createUser(server.db, { email: 'crewmate@example.com', grants: { [granted]: 'yazma' } });
    const crew = server.client();
    await crew.signIn(crewmate);
    const demoId = (await demo.get<{ _id: string }>('/api/auth/login-check')).body._id;
    const count = async (who: TestClient) => (await who.get<{ sayi: number }>(`${BASE}/okunmamis`)).body.sayi;
    const before = { admin: await count(admin), demo: await count(demo), crew: await count(crew) };

    const toCrew = await demo.post<MessageRecord>(BASE, message({ alicilar: [crewmate._id], metin: 'Yalnız ikinci zabite' }));
    expect(toCrew.status).toBe(201);
    expect(toCrew.body.alicilar).toEqual([crewmate._id]);
    expect({ admin: await count(admin), demo: await count(demo), crew: await count(crew) }).toEqual({ ...before, crew: before.crew + 1 });

    // Named among several, the office's answer counts for each named and nobody else.
    const answer = await admin.post<MessageRecord>(
      BASE,
      message({ yon: 'ofisten', alicilar: [demoId, crewmate._id], metin: 'İkinize de' }),
    );
    expect(answer.status).toBe(201);
    expect({ admin: await count(admin), demo: await count(demo), crew: await count(crew) }).toEqual({
      admin: before.admin,
      demo: before.demo + 1,
      crew: before.crew + 2,
    });
    // Everyone of the ship still reads it; a read mark lowers only the reader's count.
    expect((await admin.get(`${BASE}/${toCrew.body._id}`)).status).toBe(200);
    expect((await crew.post(`${BASE}/${toCrew.body._id}/okundu`)).status).toBe(201);
    expect(await count(crew)).toBe(before.crew + 1);
    expect(await count(demo)).toBe(before.demo + 1);
  });

  it('shows a user without the ship’s grant nothing of its messages', async () => {
    const unreadBefore = (await outsider.get<{ sayi: number }>(`${BASE}/okunmamis`)).body.sayi;
    const created = await demo.post<MessageRecord>(BASE, message({ metin: 'Gizli değil ama başka gemi' }));
    expect(created.status).toBe(201);
    expect((await outsider.get(`${BASE}/${created.body._id}`)).status).toBe(404);
    const list = await outsider.get<{ mesajlar: MessageRecord[] }>(`${BASE}?sirket=${granted}`);
    expect(list.body.mesajlar).toEqual([]);
    const all = await outsider.get<{ mesajlar: MessageRecord[] }>(BASE);
    expect(all.body.mesajlar.every((m) => m.sirket === other)).toBe(true);
    const pulled = await outsider.get<SyncResponse>('/api/sync?limit=5000');
    const pulledMessages = (pulled.body.changes as { collection: string; record: { sirket?: string } }[]).filter(
      (change) => change.collection === 'mesaj' || change.collection === 'mesajOkuma',
    );
    expect(pulledMessages.every((change) => change.record.sirket === other)).toBe(true);
    expect((await outsider.get<{ sayi: number }>(`${BASE}/okunmamis`)).body.sayi).toBe(unreadBefore);
    expect((await outsider.post(`${BASE}/${created.body._id}/okundu`)).status).toBe(404);
    const written = await outsider.post<ErrorBody>(BASE, message({ metin: 'Yazamam' }));
    expect(written.status).toBe(403);
  });

  it('lists whom a ship’s message may name to anyone who sees the ship, a ship’s user too; 404 to one who does not', async () => {
    const demoId = (await demo.get<{ _id: string }>('/api/auth/login-check')).body._id;
    const ofGranted = await demo.get<MessageRecipientsResponse>(`${BASE}/alicilar?sirket=${granted}`);
    expect(ofGranted.status).toBe(200);
    const ids = ofGranted.body.alicilar.map((recipient) => recipient._id);
    // The ship's users (the asker too) and the office's administrators; not a user of another ship only.
    expect(ids).toEqual(expect.arrayContaining([demoId, adminId]));
    expect(ids).not.toContain(outsiderId);
    expect(ofGranted.body.alicilar.find((recipient) => recipient._id === demoId)?.ad).toBe('Demo Kullanıcı');
    const names = ofGranted.body.alicilar.map((recipient) => recipient.ad);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));

    const ofOther = await outsider.get<MessageRecipientsResponse>(`${BASE}/alicilar?sirket=${other}`);
    expect(ofOther.status).toBe(200);
    expect(ofOther.body.alicilar.map((recipient) => recipient._id)).toEqual(expect.arrayContaining([outsiderId, adminId]));

    // A ship the asker is not granted, or none at all: nothing of its users.
    const refused = await outsider.get<ErrorBody>(`${BASE}/alicilar?sirket=${granted}`);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(demoId);
    expect((await admin.get(`${BASE}/alicilar?sirket=${randomUUID()}`)).status).toBe(404);
    expect((await demo.get(`${BASE}/alicilar`)).status).toBeGreaterThanOrEqual(400);
  });

  it('makes a message sent twice under one key once, and answers the replay identically', async () => {
    const k = randomUUID();
    const _id = randomUUID();
    const body = message({ _id, metin: 'Liman faturası gemide.' });
    const first = await demo.post<MessageRecord>(BASE, body, key(k));
    const second = await demo.post<MessageRecord>(BASE, body, key(k));
    expect(first.status).toBe(201);
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const list = await demo.get<{ mesajlar: MessageRecord[] }>(`${BASE}?sirket=${granted}&perPage=200`);
    expect(list.body.mesajlar.filter((m) => m.metin === 'Liman faturası gemide.')).toHaveLength(1);
    // The same create under a new key (its key expired): the record exists, 409 with it, not a second.
    const third = await demo.post<MessageRecord>(BASE, body, key(randomUUID()));
    expect(third.status).toBe(409);
    const k2 = randomUUID();
    const read1 = await admin.post(`${BASE}/${_id}/okundu`, undefined, key(k2));
    const read2 = await admin.post(`${BASE}/${_id}/okundu`, undefined, key(k2));
    expect(read1.status).toBe(201);
    expect(read2.text).toBe(read1.text);
  });
});
