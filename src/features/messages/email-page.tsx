import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Button, Group, Modal, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconMailPlus, IconPaperclip } from '@tabler/icons-react';
import { MAX_MESSAGE_FILES, type MessageDirection } from '../../domain/kinds/message';
import { isForUser, isUnread } from '../../domain/messages';
import { useSelectedCompany, useCompanies } from '../../data/companies';
import { useLocal } from '../../data/local';
import { markMessageRead, useMessages, type MessageRow } from '../../data/messages';
import { useCurrentUser } from '../../data/session';
import { WritableCompanySelect } from '../../ui/company-select';
import { FileListField, type ListedFile } from '../../ui/file-list-field';
import { FileLink } from '../../ui/file-link';
import { formatDate } from '../../ui/format';
import { collectionLabel, RecordLink } from './record-link';

/** The message log's address: the composer opened (`yaz`) for a ship and a record, or a message opened. */
export interface EmailSearch {
  yaz?: boolean;
  sirket?: string;
  koleksiyon?: string;
  kayitId?: string;
  mesaj?: string;
}

type Box = 'gelen' | 'giden' | 'kayit';

/**
 * The ship–office message log (docs/areas/messages.md): the selected ship's messages (every ship's
 * when none is chosen) as an inbox, the sent ones, or grouped by the record they are about; unread
 * first, then the newest. Opening a message marks it read (on the device, queued: offline too).
 */
export function EmailPage({ search }: { search: EmailSearch }) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const selected = useSelectedCompany() ?? '';
  const local = useLocal();
  const navigate = useNavigate();
  const data = useMessages(selected, user?._id);
  const [box, setBox] = useState<Box>('gelen');
  const [openId, setOpenId] = useState<string | undefined>(search.mesaj);
  const composing = search.yaz === true;
  const userId = user?._id ?? '';

  const rows = useMemo(() => {
    if (!data) return [];
    const unread = (row: MessageRow) => isUnread(row, userId, data.read);
    const mine = (row: MessageRow) => row.gonderen === userId;
    const shown = data.messages.filter((row) =>
      box === 'gelen' ? !mine(row) && isForUser(row, userId) : box === 'giden' ? mine(row) : row.kayit !== null,
    );
    const ordered = [...shown].sort((a, b) => Number(unread(b)) - Number(unread(a)));
    if (box === 'kayit') {
      ordered.sort((a, b) => `${a.kayit?.koleksiyon}:${a.kayit?._id}`.localeCompare(`${b.kayit?.koleksiyon}:${b.kayit?._id}`));
    }
    return ordered.map((row) => ({ row, unread: unread(row) }));
  }, [data, box, userId]);
  const open = data?.messages.find((row) => row._id === openId);

  useEffect(() => {
    if (open && local && userId) void markMessageRead(local.db, open, userId);
  }, [open, local, userId]);

  const closeComposer = () => void navigate({ to: '/email', search: {} });

  return (
    <Stack gap="md" data-testid="email-page">
      <Group justify="space-between">
        <Title order={2}>{t`Gemi–ofis mesajları`}</Title>
        <Button
          renderRoot={(props) => <Link to="/email" search={{ yaz: true, ...(selected ? { sirket: selected } : {}) }} {...props} />}
          leftSection={<IconMailPlus size={18} />}
          data-testid="write-message"
        >
          {t`Mesaj yaz`}
        </Button>
      </Group>
      <SegmentedControl
        value={box}
        onChange={(value) => setBox(value as Box)}
        data={[
          { value: 'gelen', label: t`Gelen` },
          { value: 'giden', label: t`Giden` },
          { value: 'kayit', label: t`Kayda göre` },
        ]}
        data-testid="message-box"
      />
      <Group align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }} data-testid="message-list">
          {rows.length === 0 && <Text c="dimmed">{t`Mesaj yok.`}</Text>}
          {rows.map(({ row, unread }) => (
            <UnstyledButton key={row._id} onClick={() => setOpenId(row._id)} data-testid="message-item" data-unread={unread}>
              <Paper withBorder radius="md" p="sm" bg={row._id === openId ? 'var(--mantine-color-blue-light)' : undefined}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={unread ? 700 : 400} truncate>
                    {row.konu || row.metin.slice(0, 60)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {row.ekler.length > 0 && <IconPaperclip size={14} aria-label={t`Ekli`} />}
                    {unread && (
                      <Badge size="xs" color="red">
                        {t`Yeni`}
                      </Badge>
                    )}
                  </Group>
                </Group>
                <Text size="xs" c="dimmed">
                  {row.yon === 'gemiden' ? t`Gemiden ofise` : t`Ofisten gemiye`}
                  {row.tarih ? ` · ${formatDate(row.tarih.slice(0, 10))}` : ''}
                  {row.kayit ? ` · ${i18n._(collectionLabel(row.kayit.koleksiyon))}` : ''}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
        <Paper withBorder radius="md" p="lg" style={{ flex: '2 1 360px', minWidth: 0 }} data-testid="message-view">
          {open ? (
            <Stack gap="sm">
              <Title order={3} size="h4">
                {open.konu || t`(konusuz)`}
              </Title>
              <Text size="sm" c="dimmed">
                {open.yon === 'gemiden' ? t`Gemiden ofise` : t`Ofisten gemiye`}
                {open.tarih ? ` · ${formatDate(open.tarih.slice(0, 10))}` : ''}
              </Text>
              {open.kayit && <RecordLink link={open.kayit} />}
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="message-text">
                {open.metin}
              </Text>
              {open.ekler.length > 0 && (
                <Stack gap={4}>
                  {open.ekler.map((file) => (
                    <Text size="sm" key={'_id' in file ? file._id : file.keptId}>
                      <FileLink file={file} />
                    </Text>
                  ))}
                </Stack>
              )}
            </Stack>
          ) : (
            <Text c="dimmed">{t`Okumak için bir mesaj seçin.`}</Text>
          )}
        </Paper>
      </Group>
      {composing && user && (
        <Composer
          key={`${search.sirket ?? ''}:${search.kayitId ?? ''}`}
          userId={user._id}
          defaultDirection={user.isAdmin ? 'ofisten' : 'gemiden'}
          sirket={search.sirket ?? selected}
          link={search.koleksiyon && search.kayitId ? { koleksiyon: search.koleksiyon, _id: search.kayitId } : null}
          onClose={closeComposer}
        />
      )}
    </Stack>
  );
}

interface ComposerProps {
  userId: string;
  defaultDirection: MessageDirection;
  sirket: string;
  link: { koleksiyon: string; _id: string } | null;
  onClose: () => void;
}

/** The composer: subject, text, attachments (kept on the device offline) and the record linked, if any. */
function Composer({ userId, defaultDirection, sirket: initialShip, link: initialLink, onClose }: ComposerProps) {
  const { t } = useLingui();
  const companies = useCompanies();
  const [sirket, setSirket] = useState(initialShip || companies?.[0]?._id || '');
  const [konu, setKonu] = useState('');
  const [metin, setMetin] = useState('');
  const [yon, setYon] = useState<MessageDirection>(defaultDirection);
  const [ekler, setEkler] = useState<ListedFile[]>([]);
  const [link, setLink] = useState(initialLink);
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
      const { saveMessage } = await import('../../data/message-save');
      await saveMessage({ sirket, konu, metin, yon, ekler, kayit: link, alicilar: [] }, userId);
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
        <WritableCompanySelect label={t`Gemi`} value={sirket} onChange={setSirket} />
        <SegmentedControl
          value={yon}
          onChange={(value) => setYon(value as MessageDirection)}
          data={[
            { value: 'gemiden', label: t`Gemiden ofise` },
            { value: 'ofisten', label: t`Ofisten gemiye` },
          ]}
        />
        {link && (
          <Group gap="xs">
            <RecordLink link={link} />
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setLink(null)}>
              {t`Bağlantıyı kaldır`}
            </Button>
          </Group>
        )}
        <TextInput label={t`Konu`} value={konu} maxLength={200} onChange={(e) => setKonu(e.currentTarget.value)} data-testid="message-subject" />
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
