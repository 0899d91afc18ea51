import { Paper } from '@mantine/core';
import { FileUploadField, type FileFieldValue } from './file-upload-field';
import type { useRecordForm } from './use-record-form';

type RecordFileState = Pick<ReturnType<typeof useRecordForm>, 'form' | 'upload'>;

/** A record form's file, in its own panel: the kit's file field bound to the form's `field`, its error, and the upload wait. */
export function RecordFileField({
  record,
  field = 'dosya',
  label,
  required,
}: {
  record: RecordFileState;
  field?: string;
  label: string;
  required?: boolean;
}) {
  const { form, upload } = record;
  return (
    <Paper withBorder radius="md" p="lg">
      <FileUploadField
        label={label}
        required={required}
        value={(form.getValues() as Record<string, FileFieldValue>)[field] ?? null}
        onChange={(value) => form.setFieldValue(field, value as never)}
        error={form.errors[field]}
        onUploadingChange={upload.onUploadingChange}
      />
    </Paper>
  );
}
