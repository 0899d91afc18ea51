import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Button, Group, Input, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCamera, IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ApiError } from '../data/api';
import { forgetFile, isKeptFileRef, keepFile, newFileId, uploadFile, type KeptFileRef, type NamedBlob } from '../data/files';
import { useLocal } from '../data/local';
import { FILE_PICKER_ACCEPT, MAX_FILE_BYTES, type UploadedFile } from '../domain/file';
import { formatFileSize } from '../domain/file-size';
import { errorText } from './error-text';
import { notify } from './notify';

/** What a form keeps for a file field: the server's record, a file kept on the device, or none. */
export type FileFieldValue = UploadedFile | KeptFileRef | null;

export interface FileUploadFieldProps {
  label: string;
  value: FileFieldValue;
  onChange: (value: FileFieldValue) => void;
  required?: boolean;
  error?: ReactNode;
  /** Told when an upload starts and ends, so the form can hold its submit (see useUploadWait). */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Upload messages (docs/areas/files.md): the server's refusals and the drop zone's rejection codes. Other
 * server messages are the shared error keys (error-text.ts).
 */
const messages: Record<string, MessageDescriptor> = {
  fileTooLarge: msg`Dosya 15 MB'tan büyük olmamalı`,
  fileTypeNotAllowed: msg`Bu dosya türü yüklenemez; PDF, PNG, JPEG, WebP, TIFF, HEIC veya XML seçin`,
  uploadQuotaExceeded: msg`Henüz bir kayda eklenmemiş dosyalarınız sınıra ulaştı; önce bekleyen kayıtları kaydedin`,
  'file-too-large': msg`Dosya 15 MB'tan büyük olmamalı`,
  'file-invalid-type': msg`Bu dosya türü yüklenemez; PDF, PNG, JPEG, WebP, TIFF, HEIC veya XML seçin`,
  'file-too-small': msg`Dosya boş`,
  'too-many-files': msg`Tek bir dosya seçin`,
};

function messageFor(i18n: I18n, key: string): string {
  const known = messages[key];
  return known ? i18n._(known) : errorText(i18n, key);
}

/** An empty file is refused before it is sent: the drop zone's own `file-too-small` code. */
function notEmpty(file: File) {
  return file.size === 0 ? { code: 'file-too-small', message: 'empty' } : null;
}

type Upload = { name: string; percent: number; loaded: number; total: number; abort: AbortController };

/**
 * The shared file field (docs/areas/files.md upload states): idle (a drop zone, a button to pick a file and
 * one to take a photo), uploading (progress bar and percent), uploaded (name, size, remove), and
 * failed, which goes back to idle with the server's message as a toast. Offline — or when the
 * upload cannot reach the server — the file is kept on the device under the id it was sent with
 * and the field holds a KeptFileRef ("waiting to upload"); the replay uploads it before the
 * change that refers to it. Import it lazily: the drop zone then loads with the first form that
 * shows one.
 */
export function FileUploadField({ label, value, onChange, required, error, onUploadingChange }: FileUploadFieldProps) {
  const { t, i18n } = useLingui();
  const local = useLocal();
  const [upload, setUpload] = useState<Upload | null>(null);
  const openRef = useRef<() => void>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const pickTextId = useId();
  const cameraTextId = useId();
  const size = (bytes: number) => formatFileSize(bytes, i18n.locale);

  // A form that unmounts mid-upload stops it, and is told it is no longer uploading.
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const keepOnDevice = async (file: NamedBlob, id: string) => {
    if (!local) {
      notify('error', errorText(i18n, 'networkError'));
      return;
    }
    const keptId = await keepFile(local.db, file, id);
    onChange({ keptId, name: file.name, type: file.type, size: file.size });
  };

  const start = async (file: NamedBlob) => {
    const id = newFileId();
    if (!navigator.onLine) {
      await keepOnDevice(file, id);
      return;
    }
    const abort = new AbortController();
    abortRef.current = abort;
    setUpload({ name: file.name, percent: 0, loaded: 0, total: file.size, abort });
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadFile(file, {
        id,
        signal: abort.signal,
        onProgress: ({ loaded, total }) =>
          setUpload((current) => current && { ...current, loaded, total, percent: Math.min(100, Math.floor((loaded / total) * 100)) }),
      });
      onChange(uploaded);
      notify('success', t`Yükleme başarılı`);
    } catch (caught) {
      if (abort.signal.aborted) return;
      if (caught instanceof ApiError && caught.isOffline) await keepOnDevice(file, id);
      else notify('error', messageFor(i18n, caught instanceof ApiError ? caught.message : 'serverError'));
    } finally {
      abortRef.current = null;
      setUpload(null);
      onUploadingChange?.(false);
    }
  };

  const reject = (rejections: FileRejection[]) => {
    const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((e) => String(e.code))));
    for (const code of codes) notify('error', messageFor(i18n, code));
  };

  const onCamera = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) notify('error', messageFor(i18n, 'file-too-large'));
    else if (file.size === 0) notify('error', messageFor(i18n, 'file-too-small'));
    else void start(file);
  };

  const remove = async () => {
    if (isKeptFileRef(value) && local) await forgetFile(local.db, value.keptId);
    onChange(null);
  };

  let body: ReactNode;
  if (upload) {
    const sent = size(upload.loaded);
    const total = size(upload.total);
    const left = size(Math.max(0, upload.total - upload.loaded));
    body = (
      <Stack gap={6} data-testid="file-uploading">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>
            {upload.name}
          </Text>
          <Text size="sm" c="dimmed">
            {upload.percent}%
          </Text>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section value={upload.percent} aria-label={t`Yükleme ilerlemesi`} />
        </Progress.Root>
        <Text size="xs" c="dimmed" data-testid="file-upload-bytes">
          {t`${sent} / ${total} gönderildi, ${left} kaldı`}
        </Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t`Yükleniyor, lütfen bitmesini bekleyin`}
          </Text>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => upload.abort.abort()}>
            {t`Vazgeç`}
          </Button>
        </Group>
      </Stack>
    );
  } else if (value) {
    const kept = isKeptFileRef(value);
    const fileName = value.name;
    body = (
      <Group justify="space-between" wrap="nowrap" data-testid="file-value">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconFile size={20} aria-hidden />
          {kept ? (
            <Text size="sm" truncate>
              {value.name}
            </Text>
          ) : (
            <Anchor href={value.path} target="_blank" rel="noopener" size="sm" truncate>
              {value.name}
            </Anchor>
          )}
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {size(value.size)}
          </Text>
          {kept && (
            <Badge color="yellow" variant="light">
              {t`Yüklenmeyi bekliyor`}
            </Badge>
          )}
        </Group>
        <ActionIcon variant="subtle" color="red" onClick={() => void remove()} aria-label={t`Dosyayı kaldır: ${fileName}`}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    );
  } else {
    body = (
      <Dropzone
        onDrop={(files) => files[0] && void start(files[0])}
        onReject={reject}
        maxSize={MAX_FILE_BYTES}
        accept={FILE_PICKER_ACCEPT}
        multiple={false}
        maxFiles={1}
        validator={notEmpty}
        openRef={openRef}
        // The buttons below are the keyboard and click way in; the zone itself only takes drops,
        // so no focusable element sits inside another.
        activateOnClick={false}
        activateOnKeyboard={false}
        p="md"
      >
        <Stack align="center" gap="xs">
          <IconUpload size={28} aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            {t`Dosyayı buraya sürükleyin; en fazla 15 MB (PDF, resim veya XML)`}
          </Text>
          <Group gap="xs" justify="center">
            <Button
              size="xs"
              leftSection={<IconFile size={16} aria-hidden />}
              onClick={() => openRef.current?.()}
              aria-labelledby={`${labelId} ${pickTextId}`}
            >
              <span id={pickTextId}>{t`Dosya seç`}</span>
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCamera size={16} aria-hidden />}
              onClick={() => cameraRef.current?.click()}
              aria-labelledby={`${labelId} ${cameraTextId}`}
            >
              <span id={cameraTextId}>{t`Fotoğraf çek`}</span>
            </Button>
          </Group>
        </Stack>
      </Dropzone>
    );
  }

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      withAsterisk={required}
      error={error}
      errorProps={{ role: 'alert' }}
    >
      <div data-testid="file-upload-field">
        {body}
        <VisuallyHidden>
          <input ref={cameraRef} type="file" accept="image/*" capture="environment" tabIndex={-1} aria-hidden onChange={onCamera} />
        </VisuallyHidden>
      </div>
    </Input.Wrapper>
  );
}

export default FileUploadField;
