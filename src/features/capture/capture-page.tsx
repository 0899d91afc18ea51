import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconFileTypePdf, IconMailForward, IconPaperclip, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_FILE_BYTES } from '../../domain/file';
import { addCapture, captureAsFile, removeCapture, useCaptures, type CaptureRow } from '../../data/capture';
import { useSelectedCompany } from '../../data/companies';
import { forgetFile, type KeptFileRef } from '../../data/files';
import { loadAreaMessages } from '../../data/i18n';
import { useLocal } from '../../data/local';
import { useCurrentUser } from '../../data/session';
import { CaptureRefused, prepareCapture } from './downscale';

/**
 * The message composer (the messages area, with its texts), a chunk of its own: fetched when the tray
 * opens (while the device is likely online), so that an item can be sent as a message offline.
 */
const loadComposer = () => Promise.all([import('../messages/message-composer'), loadAreaMessages('messages')]).then(([m]) => m);
const Composer = lazy(loadComposer);

/** "Kayda ekle" (./attach-to-record.tsx), a chunk of its own: the kinds' saves and schemas load with the first use. */
const AttachToRecord = lazy(() => import('./attach-to-record'));

/**
 * A size as the tray shows it, before and after the downscale: kB or MB with the platform's unit
 * formatting (the file field's KiB formatter would pull its chunk into every list's first load).
 */
function traySize(bytes: number, locale: string): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    bytes / (mega ? 1_000_000 : 1000),
  );
}

/** A thumbnail of a kept Blob: an object URL for as long as it is shown. */
function Thumbnail({ row }: { row: CaptureRow }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!row.type.startsWith('image/')) return;
    const next = URL.createObjectURL(row.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [row.blob, row.type]);
  if (!row.type.startsWith('image/')) {
    return (
      <Group h={140} justify="center" bg="gray.1">
        <IconFileTypePdf size={48} aria-hidden />
      </Group>
    );
  }
  return url ? (
    <img src={url} alt={row.name} style={{ display: 'block', width: '100%', height: 140, objectFit: 'cover' }} />
  ) : (
    <div style={{ height: 140 }} />
  );
}

/**
 * The capture tray (docs/areas/messages.md, /camera): photos taken with the device's camera or
 * picked (images and PDF scans), downscaled on the device and kept there, offline too; each sent as
 * a message or attached to a record as its file (a BDN, a work report, an inspection deficiency, a
 * certificate, a bill). Nothing leaves the device until it is attached.
 */
export function CapturePage() {
  const { t, i18n } = useLingui();
  const local = useLocal();
  const user = useCurrentUser();
  const selected = useSelectedCompany() ?? '';
  const captures = useCaptures();
  const cameraRef = useRef<HTMLInputElement>(null);
  const pickRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ captureId: string; file: KeptFileRef } | null>(null);
  const [toRecord, setToRecord] = useState<CaptureRow | null>(null);
  /** The composer's message was saved: its copy of the item is the outbox's now. */
  const sentRef = useRef(false);
  const [composerReady, setComposerReady] = useState(false);
  const size = (bytes: number) => traySize(bytes, i18n.locale);

  useEffect(() => {
    let live = true;
    loadComposer().then(
      () => live && setComposerReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const take = async (files: File[]) => {
    if (!local || files.length === 0) return;
    setBusy(true);
    const refused: string[] = [];
    for (const file of files) {
      const name = file.name;
      try {
        await addCapture(local.db, await prepareCapture(file, MAX_FILE_BYTES));
      } catch (caught) {
        if (caught instanceof CaptureRefused && caught.reason === 'tooLarge') refused.push(t`${name}: dosya 15 MB'tan büyük olmamalı.`);
        else if (caught instanceof CaptureRefused) refused.push(t`${name}: bir resim ya da PDF değil; eklenmedi.`);
        else refused.push(t`${name}: cihaza kaydedilemedi.`);
      }
    }
    setErrors(refused);
    setBusy(false);
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void take(files);
  };

  const sendAsMessage = async (row: CaptureRow) => {
    if (!local) return;
    sentRef.current = false;
    setMessage({ captureId: row.id, file: await captureAsFile(local.db, row.id) });
  };

  const closeMessage = () => {
    // Not sent: the copy kept for upload goes; the tray item stays.
    if (!sentRef.current && message && local) void forgetFile(local.db, message.file.keptId);
    setMessage(null);
  };

  return (
    <Stack gap="md" data-testid="capture-page" data-composer-ready={composerReady}>
      <Stack gap={0}>
        <Title order={2}>{t`Kamera`}</Title>
        <Text c="dimmed" size="sm">
          {t`Çekilen fotoğraflar ve taramalar bu cihazda kalır; bir mesaja ya da kayda eklenene kadar yüklenmez.`}
        </Text>
      </Stack>
      <Group>
        <Button
          leftSection={<IconCamera size={18} />}
          onClick={() => cameraRef.current?.click()}
          loading={busy}
          data-testid="capture-camera"
        >
          {t`Fotoğraf çek`}
        </Button>
        <Button variant="default" leftSection={<IconPhotoPlus size={18} />} onClick={() => pickRef.current?.click()} disabled={busy}>
          {t`Dosya seç`}
        </Button>
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={onFiles}
          aria-label={t`Fotoğraf çek`}
          data-testid="capture-camera-input"
        />
        <input
          ref={pickRef}
          type="file"
          accept="image/*,application/pdf"
          multiple
          hidden
          onChange={onFiles}
          aria-label={t`Dosya seç`}
          data-testid="capture-pick-input"
        />
      </Group>
      {errors.length > 0 && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setErrors([])} data-testid="capture-error">
          {errors.map((error) => (
            <Text key={error} size="sm">
              {error}
            </Text>
          ))}
        </Alert>
      )}
      {captures && captures.length === 0 && <Text c="dimmed">{t`Tepsi boş: bir fotoğraf çekin ya da dosya seçin.`}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="capture-tray">
        {(captures ?? []).map((row) => {
          const name = row.name;
          return (
            <Paper key={row.id} withBorder radius="md" p="sm" data-testid="capture-item">
              <Thumbnail row={row} />
              <Stack gap={4} mt="xs">
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={row.type === 'application/pdf' ? 'grape' : 'blue'}>
                    {row.type === 'application/pdf' ? 'PDF' : 'JPEG'}
                  </Badge>
                  <Text size="sm" fw={500} truncate>
                    {row.name}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" data-testid="capture-sizes">
                  {row.size === row.originalSize ? size(row.size) : `${size(row.originalSize)} → ${size(row.size)}`}
                  {row.width && row.height
                    ? row.originalWidth && row.originalWidth !== row.width
                      ? ` · ${row.originalWidth}×${row.originalHeight} → ${row.width}×${row.height}`
                      : ` · ${row.width}×${row.height}`
                    : ''}
                </Text>
                <Group gap="xs" mt={4}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconMailForward size={16} />}
                    onClick={() => void sendAsMessage(row)}
                    disabled={!user}
                    data-testid="capture-to-message"
                  >
                    {t`Mesaja ekle`}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPaperclip size={16} />}
                    onClick={() => setToRecord(row)}
                    data-testid="capture-to-record"
                  >
                    {t`Kayda ekle`}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => local && void removeCapture(local.db, row.id)}
                    aria-label={t`Sil: ${name}`}
                  >
                    {t`Sil`}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {message && user && (
        <Suspense fallback={null}>
          <Composer
            userId={user._id}
            defaultDirection={user.isAdmin ? 'ofisten' : 'gemiden'}
            sirket={selected}
            link={null}
            ekler={[message.file]}
            onSent={() => {
              sentRef.current = true;
              if (local) void removeCapture(local.db, message.captureId);
            }}
            onClose={closeMessage}
          />
        </Suspense>
      )}
      {toRecord && (
        <Suspense fallback={null}>
          <AttachToRecord row={toRecord} initialShip={selected} onClose={() => setToRecord(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
