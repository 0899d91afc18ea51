import { useForm, type UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { validate, type FieldError } from '../domain/validation';
import { errorText } from './error-text';

/**
 * A Mantine form validated by the same valibot schema the server uses (ARCHITECTURE.md §4).
 * Errors are keys; they are shown in the active language, the first one per field.
 */
export function useSchemaForm<S extends v.GenericSchema<Record<string, unknown>>>(
  schema: S,
  initialValues: v.InferInput<S>,
): UseFormReturnType<v.InferInput<S>> {
  const { i18n } = useLingui();
  return useForm<v.InferInput<S>>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const result = validate(schema, values);
      return result.ok ? {} : toFormErrors(result.errors, (key) => errorText(i18n, key));
    },
  });
}

/** Field errors to Mantine's `{ path: text }`, keeping the first error of each path. */
export function toFormErrors(errors: FieldError[], text: (key: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    if (!(error.path in out)) out[error.path] = text(error.message);
  }
  return out;
}
