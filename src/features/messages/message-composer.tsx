import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { MAX_MESSAGE_FILES, MAX_RECIPIENTS, type MessageDirection } from '../../domain/kinds/message';
import { useCompanies } from '../../data/companies';
import { saveMessage } from '../../data/message-save';
import { WritableCompanySelect } from '../../ui/company-select';
import { FileListField, type ListedFile } from '../../ui/file-list-field';
import { useRecipientOptions } from './recipient-options';
import { RecordLink } from './record-link';

interface ComposerProps {
  userId: string;
  defaultDirection: MessageDirection;
  sirket: string;
  link: { koleksiyon: string; _id: string } | null;
  /** Files attached from the start (a photo of the capture tray, kept on the device). */
  ekler?: ListedFile[];
  onClose: () => void;
  /** Told once the message is saved (on the device, queued), before `onClose`. */
  onSent?: (id: string) => void;
}

/** The composer: subject, text, attachments (kept on the device offline) and the record linked, if any. */
export default function MessageComposer({
  userId,
  defaultDirection,
  sirket: initialShip,
  link: initialLink,
  ekler: initialFiles,
  onClose,
  onSent,
}: ComposerProps) {
  const { t } = useLingui();
  const companies = useCompanies();
  const [sirket, setSirket] = useState(initialShip || companies?.[0]?._id || '');
  const [konu, setKonu] = useState('');
  const [metin, setMetin] = useState('');
  const [yon, setYon] = useState<MessageDirection>(defaultDirection);
  const [ekler, setEkler] = useState<ListedFile[]>(initialFiles ?? []);
  const [link, setLink] = useState(initialLink);
  const [alicilar, setAlicilar] = useState<string[]>([]);
  const recipients = useRecipientOptions(sirket);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const send = async () => {
    if (metin.trim() === '') {
      setError(t`Mesaj boş olamaz.`);
      return;
    }
    if (!sirket) {
      setError(t`Bir gemi seçin.`);
      return;
    }
    setSaving(true);
    try {
      const id = await saveMessage({ sirket, konu, metin, yon, ekler, kayit: link, alicilar }, userId);
      onSent?.(id);
      onClose();
    } catch {
      // The draft stays: nothing is lost.
      setError(t`Mesaj kaydedilemedi; alanları kontrol edin.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Yeni mesaj`} size="lg">
      <Stack gap="sm" data-testid="message-composer">
        <WritableCompanySelect
          label={t`Gemi`}
          value={sirket}
          onChange={(next) => {
            setSirket(next);
            // Another ship's users: the names chosen may not see it.
            setAlicilar([]);
          }}
        />
        <Select
          label={t`Yön`}
          value={yon}
          allowDeselect={false}
          onChange={(value) => value && setYon(value as MessageDirection)}
          data={[
            { value: 'gemiden', label: t`Gemiden ofise` },
            { value: 'ofisten', label: t`Ofisten gemiye` },
          ]}
        />
        {recipients.length > 0 && (
          // A list of check boxes, not a multi-select: the pills' styles would put the app's CSS over its budget.
          <Checkbox.Group
            label={t`Alıcılar`}
            description={t`Boş bırakılırsa geminin ve ofisin tüm kullanıcılarına gider.`}
            value={alicilar}
            onChange={(next) => setAlicilar(next.slice(0, MAX_RECIPIENTS))}
            data-testid="message-recipients"
          >
            <Stack gap={6} mt={6} mah={150} style={{ overflowY: 'auto' }}>
              {recipients.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {link && (
          <Group gap="xs">
            <RecordLink link={link} />
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setLink(null)}>
              {t`Bağlantıyı kaldır`}
            </Button>
          </Group>
        )}
        <TextInput
          label={t`Konu`}
          value={konu}
          maxLength={200}
          onChange={(e) => setKonu(e.currentTarget.value)}
          data-testid="message-subject"
        />
        <Textarea
          label={t`Mesaj`}
          withAsterisk
          autosize
          minRows={4}
          value={metin}
          onChange={(e) => {
            setMetin(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          data-testid="message-text-input"
        />
        <FileListField
          label={t`Ekler`}
          value={ekler}
          onAdd={(file) => setEkler((list) => [...list, file])}
          onRemove={(index) => setEkler((list) => list.filter((_, at) => at !== index))}
          max={MAX_MESSAGE_FILES}
          onUploadingChange={setUploading}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Vazgeç`}
          </Button>
          <Button onClick={() => void send()} loading={saving} disabled={uploading} data-testid="send-message">
            {t`Gönder`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
