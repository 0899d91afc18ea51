import { useForm, type UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { validate } from '../domain/validation';
import { errorText } from './error-text';
import { toFormErrors } from './to-form-errors';

export { toFormErrors };

/**
 * A Mantine form validated by the same valibot schema the server uses (docs/architecture.md §6).
 * Errors are keys; they are shown in the active language, the first one per field.
 */
export function useSchemaForm<S extends v.GenericSchema<Record<string, unknown>>>(
  schema: S,
  initialValues: v.InferInput<S>,
): UseFormReturnType<v.InferInput<S>> {
  return useValuesForm(schema, initialValues);
}

/**
 * The same, for a form that holds its own values rather than the schema's input: amounts as the
 * decimal text the user types, a file field's pick. The schema still judges them before saving.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's own bound for form values (an interface has no index signature)
export function useValuesForm<V extends Record<string, any>>(schema: v.GenericSchema, initialValues: V): UseFormReturnType<V> {
  const { i18n } = useLingui();
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const result = validate(schema, values);
      return result.ok ? {} : toFormErrors(result.errors, (key) => errorText(i18n, key));
    },
  });
}
