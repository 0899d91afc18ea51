import type { I18n } from '@lingui/core';
import { ApiError } from '../data/api';
import { errorText } from './error-text';
import { notify } from './notify';
import { toFormErrors } from './to-form-errors';

/**
 * A save the server refused: its field errors onto the form (true when it named any, for the
 * caller to focus the first), and a notice with its message (`serverError` for anything else).
 */
export function showSaveError(error: unknown, i18n: I18n, setErrors: (errors: Record<string, string>) => void): boolean {
  const onFields = error instanceof ApiError && error.fieldErrors.length > 0;
  if (onFields) setErrors(toFormErrors(error.fieldErrors, (key) => errorText(i18n, key)));
  notify('error', errorText(i18n, error instanceof ApiError ? error.message : 'serverError'));
  return onFields;
}
