import { useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { toFieldErrors } from '../../domain/validation';
import { errorText } from '../error-text';
import { toFormErrors } from '../to-form-errors';

/**
 * The values of a dialog that saves through its own step (a move, a sign-off) rather than a record
 * form: each field's value, its change (which clears its error) and its error, in the props the
 * kit's inputs take; and the refusal of a save said on its fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field values (an interface has no index signature)
export function useDialogValues<V extends Record<string, any>>(initial: V | (() => V)) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof V & string>(name: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    };
  return {
    values,
    errors,
    set,
    /** A field that gives its value (a date, a number). */
    field: <K extends keyof V & string>(name: K) => ({ value: values[name], onChange: set(name), error: errors[name] }),
    /** A text input or area. */
    text: <K extends keyof V & string>(name: K) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name)(event.currentTarget.value as V[K]),
      error: errors[name],
    }),
    /** A select: none chosen is ''. */
    choice: <K extends keyof V & string>(name: K) => ({
      value: (values[name] as string) || null,
      onChange: (value: string | null) => set(name)((value ?? '') as V[K]),
      error: errors[name],
    }),
    /**
     * A save's failure on the fields: the field errors of `refused` (a refusal the save module
     * raised), else of the schema's ValiError; any other error is thrown on.
     */
    fail: (error: unknown, refused?: (error: unknown) => readonly { path: string; message: string }[] | null) => {
      const found = refused?.(error) ?? (error instanceof v.ValiError ? toFieldErrors(error.issues) : null);
      if (!found) throw error;
      setErrors(toFormErrors(found, (key) => errorText(i18n, key)));
    },
  };
}
