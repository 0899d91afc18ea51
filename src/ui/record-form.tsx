import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { FormActions } from './form-actions';
import type { useRecordForm } from './use-record-form';

/** What a record form's frame needs of useRecordForm: its form's props, its write guard and its actions. */
type RecordFormState = Pick<ReturnType<typeof useRecordForm>, 'formProps' | 'writeGuard' | 'actionsProps'>;

/**
 * A record's form on a page: the form element useRecordForm drives, the write guard's notice (a
 * read-only company), the fields, then cancel and save. `onCancel` is where cancel goes when the
 * form was not opened from another page.
 */
export function RecordForm({
  record,
  onCancel,
  maw,
  testId,
  children,
}: {
  record: RecordFormState;
  onCancel: () => unknown;
  maw?: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form {...record.formProps} data-testid={testId}>
      <Stack maw={maw}>
        {record.writeGuard.alert}
        {children}
        <FormActions {...record.actionsProps(onCancel)} />
      </Stack>
    </form>
  );
}
