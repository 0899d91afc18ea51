import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordCostForTests } from '../../server/auth/password';
import { users } from '../../server/db/schema';
import { backends, createUser, startServer, TEST_PASSWORD_COST, type TestServer } from './helpers';

// Issue 32 item 16: hashes were scrypt N = 2^14; new ones are N = 2^17, and an older one is made
// again at the user's next sign-in (the only moment the server knows the password).

describe.each(backends)('a password hash of the old cost on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    // helpers.ts's cheaper cost, for the other tests of this worker.
    setPasswordCostForTests(TEST_PASSWORD_COST);
    await server?.close();
  });

  const storedHash = async (id: string) =>
    (await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash ?? '';

  it('is made again at N = 2^17 at the next sign-in, and the password still works', async () => {
    const user = await createUser(server.db, { email: 'eski-hash@example.com' });
    const old = await storedHash(user._id);
    expect(old).toMatch(/^scrypt\$16384\$/);

    setPasswordCostForTests(undefined);
    // A wrong password changes nothing.
    expect((await server.client().post('/api/auth/login', { email: user.email, password: 'yanlis-sifre-1' })).status).toBe(401);
    expect(await storedHash(user._id)).toBe(old);

    await server.client().signIn(user);
    const renewed = await storedHash(user._id);
    expect(renewed).toMatch(/^scrypt\$131072\$8\$1\$/);
    await server.client().signIn(user);
    expect(await storedHash(user._id)).toBe(renewed);
  });
});
