import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import type * as v from 'valibot';
import type { OutboxTarget } from '../data/db';
import { useSelectedCompany } from '../data/companies';
import { useRecordOutbox } from '../data/outbox-queries';
import { errorText } from './error-text';
import { notify } from './notify';
import { toFormErrors } from './to-form-errors';
import { useFormFrame } from './use-form-frame';
import { useUploadWait } from './use-upload-wait';
import { useValuesForm } from './use-schema-form';
import { useAdminWriteGuard, useWriteGuard } from './write-guard';

/** A save refused on the device, before anything is stored: the field and its error key. */
export interface Refusal {
  path: string;
  error: string;
}

export interface RecordFormOptions<V> {
  /** The outbox collection of the record: its rejected or conflicting change shows on the form. */
  collection: OutboxTarget;
  /** The edited record; undefined for a new one. */
  id: string | undefined;
  schema: v.GenericSchema;
  initial: V;
  /** Who may save: writers of the record's company (the default), or administrators only. */
  access?: 'company' | 'admin';
  /**
   * A rule the schema cannot see, checked on the device before saving (a number already taken),
   * so that it is said at once, also offline, rather than after the server refuses the queued change.
   */
  refuse?: (values: V) => Promise<Refusal | null>;
  /** Stores the values (after the schema passed them) on the device, queues them, and gives the record's id. */
  save: (values: V) => Promise<string>;
  /** The toast after saving; "Kayıt kaydedildi" by default. */
  savedText?: (values: V) => string;
  /**
   * Where to go after saving. `back(fallback)` returns to the previous page of the app (or to
   * `fallback` when the form was the first page opened); a form may also go straight on.
   */
  then: (savedId: string, values: V, back: (fallback: () => unknown) => Promise<void>) => Promise<unknown>;
}

/**
 * The steps every record form takes around its fields (docs/architecture.md §4.2, §9; docs/architecture.md §6): the
 * server's field errors of a rejected or conflicting queued change shown where the user fixes
 * them, a save guarded against a read-only company and a running upload, a toast either way with
 * the first error in focus, and leaving the form without asking once saved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's own bound for form values (an interface has no index signature)
export function useRecordForm<V extends Record<string, any> & { sirket?: string }>(options: RecordFormOptions<V>) {
  const { t, i18n } = useLingui();
  const { id, initial } = options;
  const [saving, setSaving] = useState(false);
  const form: UseFormReturnType<V> = useValuesForm(options.schema, initial);
  const values = form.getValues();
  const frame = useFormFrame(() => form.isDirty());
  const upload = useUploadWait();
  const selected = useSelectedCompany() ?? '';
  // The edited record's company; for a new one the company it is being filled in for.
  const companyGuard = useWriteGuard(id ? (initial.sirket ?? '') : values.sirket || selected, !id);
  const adminGuard = useAdminWriteGuard();
  const writeGuard = options.access === 'admin' ? adminGuard : companyGuard;

  // A change the server refused (422) or that met another (409): its field errors where they are fixed.
  const stopped = useRecordOutbox(options.collection, id).find((entry) => entry.state === 'rejected' || entry.state === 'conflict');
  useEffect(() => {
    if (stopped?.error?.body.errors) form.setErrors(toFormErrors(stopped.error.body.errors, (key) => errorText(i18n, key)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stopped entry changes
  }, [stopped?.seq]);

  const failed = () => {
    notify('error', t`Kaydedilemedi, formda hatalar var`);
    frame.focusFirstError();
  };

  // docs/architecture.md §6: submitting during an upload says to wait, before validation calls the file missing.
  const submit: (event?: FormEvent<HTMLFormElement>) => unknown = writeGuard.guard(
    upload.guard(
      form.onSubmit(async (input) => {
        setSaving(true);
        try {
          const refusal = (await options.refuse?.(input)) ?? null;
          if (refusal) {
            form.setFieldError(refusal.path, errorText(i18n, refusal.error));
            failed();
            return;
          }
          const savedId = await options.save(input);
          notify('success', options.savedText ? options.savedText(input) : t`Kayıt kaydedildi`);
          frame.markSaved();
          await options.then(savedId, input, frame.leave);
        } finally {
          setSaving(false);
        }
      }, failed),
    ),
  );

  return {
    form,
    values,
    /** Sets one field (a control that is not an input: a segmented choice, a file). */
    set: <K extends keyof V & string>(path: K, value: V[K]) => form.setFieldValue(path, value as never),
    /** The props of the input at `path` (a field, or a nested one: `satirlar.0.tutar`). */
    input: (path: string) => ({ key: form.key(path), ...form.getInputProps(path) }),
    frame,
    upload,
    writeGuard,
    saving,
    /** The props of the `<form>` element. */
    formProps: { onSubmit: submit, noValidate: true, id: frame.formId },
    /** The props of the form's FormActions; cancel leaves like a save without saving. */
    actionsProps: (fallback: () => unknown) => ({ saving, blocked: writeGuard.blocked, onCancel: () => void frame.leave(fallback) }),
  };
}
