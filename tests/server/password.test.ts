import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, setPasswordCostForTests, verifyPassword } from '../../server/auth/password';
import { TEST_PASSWORD_COST } from './helpers';

// Pure functions, no database: one run is enough (no describe.each over backends).
describe('password hashing', () => {
  // The server's own cost here; the other tests of this worker share the module (helpers.ts's cheaper cost).
  beforeAll(() => setPasswordCostForTests(undefined));
  afterAll(() => setPasswordCostForTests(TEST_PASSWORD_COST));

  it('verifies the right password only, with a fresh salt per hash, at OWASP’s cost (N = 2^17)', async () => {
    const first = await hashPassword('gizli şifre');
    const second = await hashPassword('gizli şifre');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('gizli şifre', first)).toBe(true);
    expect(await verifyPassword('gizli sifre', first)).toBe(false);
    expect(await verifyPassword('gizli şifre', 'not-a-hash')).toBe(false);
    expect(needsRehash(first)).toBe(false);
  }, 90_000); // scrypt at N = 2^17 is CPU-bound: slow on a busy machine

  it('a hash of the old cost (N = 2^14) still verifies and is due to be made again', async () => {
    setPasswordCostForTests(TEST_PASSWORD_COST);
    const old = await hashPassword('eski şifre 123');
    setPasswordCostForTests(undefined);
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('eski şifre 123', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('three hashes at once at N = 2^17 all finish (memory is budgeted, not refused)', async () => {
    const hashes = await Promise.all(['bir-sifre-1', 'iki-sifre-2', 'uc-sifre-33'].map((password) => hashPassword(password)));
    expect(
      await Promise.all(hashes.map((hash, i) => verifyPassword(['bir-sifre-1', 'iki-sifre-2', 'uc-sifre-33'][i] ?? '', hash))),
    ).toEqual([true, true, true]);
  }, 90_000); // scrypt at N = 2^17 is CPU-bound: slow on a busy machine

  it('a stored hash naming an impossible cost is a failed check, not an error', async () => {
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$c2FsdA$aGFzaA`)).toBe(false);
  });
});
