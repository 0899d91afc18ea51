import { useLingui } from '@lingui/react/macro';
import { Group, Input, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { forgetFile, isKeptFileRef, type KeptFileRef } from '../data/files';
import { useLocal } from '../data/local';
import type { UploadedFile } from '../domain/file';
import { formatFileSize } from '../domain/file-size';
import { FileLink } from './file-link';
import { FileUploadField } from './file-upload-field';
import { RemoveItemButton } from './list-item-buttons';

export type ListedFile = UploadedFile | KeptFileRef;

export interface FileListFieldProps {
  label: string;
  /** The files so far, in order. */
  value: ListedFile[];
  /** A file uploaded (or kept on the device) by the field: append it. */
  onAdd: (file: ListedFile) => void;
  /** The file at `index` removed by the user. */
  onRemove: (index: number) => void;
  /** No more files than this: the adding field goes away at it. */
  max: number;
  error?: ReactNode;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A field of several files (a work report's photos): the files so far, each with its link (or
 * "waiting to upload" when kept on the device) and a remove button, and the shared file field to
 * add one more — by drop, picker or camera, online or kept on the device (FileUploadField).
 */
export function FileListField({ label, value, onAdd, onRemove, max, error, onUploadingChange }: FileListFieldProps) {
  const { t, i18n } = useLingui();
  const local = useLocal();
  const remove = async (index: number) => {
    const file = value[index];
    if (isKeptFileRef(file) && local) await forgetFile(local.db, file.keptId);
    onRemove(index);
  };
  return (
    <Input.Wrapper label={label} labelElement="div" error={error} errorProps={{ role: 'alert' }}>
      <Stack gap="xs" data-testid="file-list-field">
        {value.map((file, index) => {
          const fileName = file.name;
          const key = isKeptFileRef(file) ? file.keptId : file._id;
          return (
            <Group key={key} justify="space-between" wrap="nowrap" data-testid="file-list-item">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <IconFile size={20} aria-hidden />
                <Text size="sm" truncate component="span">
                  <FileLink file={file} />
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size, i18n.locale)}
                </Text>
              </Group>
              <RemoveItemButton iconSize={18} onClick={() => void remove(index)} aria-label={t`Dosyayı kaldır: ${fileName}`} />
            </Group>
          );
        })}
        {value.length < max && (
          <FileUploadField
            label={value.length === 0 ? t`Dosya ekle` : t`Bir dosya daha ekle`}
            value={null}
            onChange={(file) => file && onAdd(file)}
            onUploadingChange={onUploadingChange}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
