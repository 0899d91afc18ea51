import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain/auth';
import { demoCompanyIds } from './account-fixtures';
import { ADMIN, backends, createUser, startServer, type TestClient, type TestServer } from './helpers';

// On PGlite the server keeps sessions' answers in memory (sessions-repository). Whatever writes the
// user, their grants or their sessions, even a statement no app code wrote, is seen by the very
// next request; on PostgreSQL every request asks the database, so the same holds by construction.
describe.each(backends)('a session answers what the database holds now, on $name', (backend) => {
  let server: TestServer;
  let companies: string[];

  beforeAll(async () => {
    server = await startServer(backend);
    const admin = server.client();
    await admin.signIn(ADMIN);
    companies = await demoCompanyIds(admin);
  });
  afterAll(() => server?.close());

  const signedInUser = async (email: string, grants: Record<string, 'okuma' | 'yazma'>) => {
    const user = await createUser(server.db, { email, grants });
    const client = server.client();
    expect((await client.signIn(user)).status).toBe(200);
    return { user, client };
  };
  const visibleCompanies = async (client: TestClient) =>
    (await client.get<{ _id: string }[]>('/api/sirket')).body.map((company) => company._id).sort();

  it('a change of the user or of their grants, written straight in SQL, shows on the next request', async () => {
    const [first = '', second = ''] = companies;
    const { user, client } = await signedInUser('bellek@example.com', { [first]: 'yazma' });
    // Asked twice: the second answer may come from memory.
    expect(await visibleCompanies(client)).toEqual([first]);
    expect(await visibleCompanies(client)).toEqual([first]);

    await server.db.execute(sql`update users set name = 'Yeni Ad', dil = 'en' where id = ${user._id}`);
    const checked = await client.get<User>('/api/auth/login-check');
    expect(checked.body).toMatchObject({ name: 'Yeni Ad', dil: 'en' });

    await server.db.execute(sql`insert into user_sirket (user_id, sirket_id, yetki) values (${user._id}, ${second}, 'okuma')`);
    expect(await visibleCompanies(client)).toEqual([first, second].sort());
    await server.db.execute(sql`delete from user_sirket where user_id = ${user._id} and sirket_id = ${first}`);
    expect(await visibleCompanies(client)).toEqual([second]);

    await server.db.execute(sql`update users set aktif = false where id = ${user._id}`);
    expect((await client.get('/api/sirket')).status).toBe(401);
  });

  it('a session deleted straight in SQL ends at once; the user’s other sessions go on', async () => {
    const [first = ''] = companies;
    const { user, client } = await signedInUser('oturum@example.com', { [first]: 'okuma' });
    const other = server.client();
    await other.signIn(user);
    expect((await client.get('/api/auth/login-check')).status).toBe(200);
    expect((await other.get('/api/auth/login-check')).status).toBe(200);

    await server.db.execute(sql`delete from sessions where user_id = ${user._id} and id = (
      select id from sessions where user_id = ${user._id} order by last_seen_at limit 1)`);
    const answers = [(await client.get('/api/auth/login-check')).status, (await other.get('/api/auth/login-check')).status];
    expect(answers.sort()).toEqual([200, 401]);
  });
});
