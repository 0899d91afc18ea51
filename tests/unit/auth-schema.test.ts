import { describe, expect, it } from 'vitest';
import { loginSchema } from '../../src/domain/auth';
import { validate } from '../../src/domain/validation';

describe('the sign-in schema (docs/areas/companies-and-users.md)', () => {
  it('accepts an e-mail and a password, trimming the e-mail', () => {
    const result = validate(loginSchema, { email: '  kaptan@example.com ', password: 'x' });
    expect(result).toEqual({ ok: true, value: { email: 'kaptan@example.com', password: 'x' } });
  });

  it('requires the e-mail, with the key "required"', () => {
    const result = validate(loginSchema, { email: '', password: 'x' });
    expect(result).toEqual({ ok: false, errors: [{ path: 'email', message: 'required' }] });
  });

  it('rejects a malformed e-mail with emailFormatIsWrong', () => {
    const result = validate(loginSchema, { email: 'kaptan@', password: 'x' });
    expect(result.ok || result.errors).toEqual([{ path: 'email', message: 'emailFormatIsWrong' }]);
  });

  it('requires the password', () => {
    const result = validate(loginSchema, { email: 'kaptan@example.com', password: '' });
    expect(result.ok || result.errors).toEqual([{ path: 'password', message: 'required' }]);
  });

  it('reports every missing field of a body that is not an object', () => {
    const result = validate(loginSchema, 'merhaba');
    expect(result.ok).toBe(false);
  });

  it('reports both fields when both are missing', () => {
    const result = validate(loginSchema, {});
    expect(result.ok || result.errors.map((error) => error.path)).toEqual(['email', 'password']);
  });
});
