import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/domain/validation';
import { ADMIN, DEMO, backends, startServer, type TestServer } from './helpers';

describe.each(backends)('notepad on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it('is empty at first, then returns what was saved, per user', async () => {
    const admin = server.client();
    const demo = server.client();
    await admin.signIn(ADMIN);
    await demo.signIn(DEMO);

    expect((await admin.get('/api/notepad')).body).toEqual({ notepad: '' });

    const text = 'Yarın: Ege Kraliçesi için BDN kaydı — çğıöşü';
    const saved = await admin.post('/api/notepad', { notepad: text });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ notepad: text });
    expect((await admin.get('/api/notepad')).body).toEqual({ notepad: text });

    // Overwrites, and another user's note is separate.
    await admin.post('/api/notepad', { notepad: 'ikinci' });
    expect((await admin.get('/api/notepad')).body).toEqual({ notepad: 'ikinci' });
    expect((await demo.get('/api/notepad')).body).toEqual({ notepad: '' });
    await demo.post('/api/notepad', { notepad: 'demo notu' });
    expect((await admin.get('/api/notepad')).body).toEqual({ notepad: 'ikinci' });
    expect((await demo.get('/api/notepad')).body).toEqual({ notepad: 'demo notu' });
  });

  it('validates the body', async () => {
    const client = server.client();
    await client.signIn(ADMIN);
    const response = await client.post<ErrorBody>('/api/notepad', { notepad: 42 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'validationFailed', errors: [{ path: 'notepad', message: 'required' }] });
  });

  it('requires a session', async () => {
    expect((await server.client().post('/api/notepad', { notepad: 'x' })).status).toBe(401);
  });
});
