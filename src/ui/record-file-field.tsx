import { Paper } from '@mantine/core';
import { FileUploadField, type FileFieldValue } from './file-upload-field';
import type { useRecordForm } from './use-record-form';

type RecordFileState = Pick<ReturnType<typeof useRecordForm>, 'form' | 'upload'>;

interface FileFieldProps {
  record: RecordFileState;
  /** The form's file field; `dosya` by default. */
  field?: string;
  label: string;
  required?: boolean;
}

/** A record form's file: the kit's file field bound to the form's `field`, its error, and the upload wait. */
export function FormFileField({ record, field = 'dosya', label, required }: FileFieldProps) {
  const { form, upload } = record;
  return (
    <FileUploadField
      label={label}
      {...(required ? { required } : {})}
      value={(form.getValues() as Record<string, FileFieldValue>)[field] ?? null}
      onChange={(value) => form.setFieldValue(field, value as never)}
      error={form.errors[field]}
      onUploadingChange={upload.onUploadingChange}
    />
  );
}

/** A record form's file in its own panel. */
export function RecordFileField(props: FileFieldProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <FormFileField {...props} />
    </Paper>
  );
}
