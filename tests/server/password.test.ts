import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';

// Pure functions, no database: one run is enough (no describe.each over backends).
describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const first = await hashPassword('gizli şifre');
    const second = await hashPassword('gizli şifre');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('gizli şifre', first)).toBe(true);
    expect(await verifyPassword('gizli sifre', first)).toBe(false);
    expect(await verifyPassword('gizli şifre', 'not-a-hash')).toBe(false);
  });
});
