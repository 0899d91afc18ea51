import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Image, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconFileTypePdf, IconMailForward, IconPaperclip, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_FILE_BYTES } from '../../domain/file';
import { formatFileSize } from '../../domain/file-size';
import type { BdnInput } from '../../domain/bdn';
import { formValuesOf } from '../../domain/records/form-input';
import { useBdnList } from '../../data/bdn';
import { saveBdn } from '../../data/bdn-save';
import { addCapture, captureAsFile, removeCapture, useCaptures, type CaptureRow } from '../../data/capture';
import { useSelectedCompany } from '../../data/companies';
import { forgetFile, type KeptFileRef } from '../../data/files';
import { loadAreaMessages } from '../../data/i18n';
import { useLocal } from '../../data/local';
import { useCurrentUser } from '../../data/session';
import { WritableCompanySelect } from '../../ui/company-select';
import { formatDate } from '../../ui/format';
import { notify } from '../../ui/notify';
import { CaptureRefused, prepareCapture } from './downscale';

/** The message composer (the messages area, with its texts): loaded when an item is sent as a message. */
const Composer = lazy(() => Promise.all([import('../messages/message-composer'), loadAreaMessages('messages')]).then(([m]) => m));

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
  return url ? <Image src={url} h={140} fit="cover" alt={row.name} /> : <div style={{ height: 140 }} />;
}

/**
 * The capture tray (docs/areas/messages.md, /camera): photos taken with the device's camera or
 * picked (images and PDF scans), downscaled on the device and kept there, offline too; each sent as
 * a message or attached to a BDN as its file. Nothing leaves the device until it is attached.
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
  const size = (bytes: number) => formatFileSize(bytes, i18n.locale);

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
    <Stack gap="md" data-testid="capture-page">
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
            <Card key={row.id} withBorder padding="sm" data-testid="capture-item">
              <Card.Section>
                <Thumbnail row={row} />
              </Card.Section>
              <Stack gap={4} mt="xs">
                <Text size="sm" fw={500} truncate>
                  {row.name}
                </Text>
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
            </Card>
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
      {toRecord && <AttachToBdn row={toRecord} initialShip={selected} onClose={() => setToRecord(null)} />}
    </Stack>
  );
}

/**
 * "Kayda ekle": a BDN of a ship gets the item as its file (the signed note), saved through the
 * BDN's own save module like its form does; the tray item goes once the BDN is saved.
 */
function AttachToBdn({ row, initialShip, onClose }: { row: CaptureRow; initialShip: string; onClose: () => void }) {
  const { t } = useLingui();
  const local = useLocal();
  const [sirket, setSirket] = useState(initialShip);
  const [bdnId, setBdnId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bdns = useBdnList(sirket);
  const options = (bdns ?? []).map((bdn) => ({
    value: bdn._id,
    label: `${bdn.bdnNo} · ${formatDate(bdn.tarih)}${bdn.dosya ? ` · ${t`dosyası değiştirilir`}` : ''}`,
  }));

  const attach = async () => {
    const bdn = bdns?.find((candidate) => candidate._id === bdnId);
    if (!local || !bdn) {
      setError(t`Bir BDN seçin.`);
      return;
    }
    setSaving(true);
    let file: KeptFileRef | null = null;
    try {
      file = await captureAsFile(local.db, row.id);
      await saveBdn({ ...formValuesOf('bdn', bdn), dosya: file } as BdnInput, file, bdn._id);
      await removeCapture(local.db, row.id);
      notify('success', t`Dosya BDN'ye eklendi; bağlantı olunca yüklenir.`);
      onClose();
    } catch {
      // Nothing lost: the item stays in the tray.
      if (file) await forgetFile(local.db, file.keptId);
      setError(t`BDN kaydedilemedi; dosya tepside kaldı.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Kayda ekle`}>
      <Stack gap="sm" data-testid="capture-attach">
        <Text size="sm">{row.name}</Text>
        <WritableCompanySelect
          label={t`Gemi`}
          value={sirket}
          onChange={(value) => {
            setSirket(value);
            setBdnId(null);
          }}
        />
        <Select
          label={t`BDN`}
          searchable
          data={options}
          value={bdnId}
          onChange={(value) => {
            setBdnId(value);
            setError(null);
          }}
          nothingFoundMessage={t`Bu geminin BDN'si yok`}
          error={error}
          errorProps={{ role: 'alert' }}
          data-testid="capture-bdn"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button onClick={() => void attach()} loading={saving} data-testid="capture-attach-save">
            {t`Ekle`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
