import { loginSchema, type LoginInput } from '../../domain/auth';
import { validate } from '../../domain/validation';
import { toFormErrors } from '../../ui/to-form-errors';

/**
 * The sign-in form's rules (the schema the server checks too) as error keys per field. A module
 * of its own, loaded once the form has rendered (login-page.tsx): valibot is not part of the
 * sign-in screen's first load (scripts/check-budgets.mjs).
 */
export function checkLogin(input: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const result = validate(loginSchema, input);
  return result.ok ? {} : toFormErrors(result.errors, (key) => key);
}
