import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMailPlus, IconPaperclip } from '@tabler/icons-react';
import { isForUser, isUnread } from '../../domain/messages';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useLocal } from '../../data/local';
import { markMessageRead, useMessages, type MessageRow } from '../../data/messages';
import { useCurrentUser } from '../../data/session';
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

/** The composer, a chunk of its own (its modal, the file field): loaded when a message is written. */
const Composer = lazy(() => import('./message-composer'));

const LIST_STYLE = { flexGrow: 1, flexShrink: 1, flexBasis: 320, minWidth: 0 } as const;
const VIEW_STYLE = { flexGrow: 2, flexShrink: 1, flexBasis: 360, minWidth: 0 } as const;

/**
 * The ship–office message log (docs/areas/messages.md): the messages of every ship the user sees
 * (what the header's badge counts), each naming its ship, as an inbox, the sent ones, or grouped by the record they are about; unread
 * first, then the newest. Opening a message marks it read (on the device, queued: offline too).
 */
export function EmailPage({ search }: { search: EmailSearch }) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const selected = useSelectedCompany() ?? '';
  const local = useLocal();
  const navigate = useNavigate();
  // Every ship's the user sees, as the header's badge counts them; each item names its ship.
  const data = useMessages('', user?._id);
  const companies = useCompanies();
  const shipName = (id: string) => {
    const company = companies?.find((c) => c._id === id);
    return company ? company.gemi?.adi || company.isim : '';
  };
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
        <Stack gap={0}>
          <Title order={2}>{t`E-posta`}</Title>
          <Text c="dimmed" size="sm">
            {t`Gemi–ofis mesajları`}
          </Text>
        </Stack>
        <Button
          renderRoot={(props) => <Link to="/email" search={{ yaz: true, ...(selected ? { sirket: selected } : {}) }} {...props} />}
          leftSection={<IconMailPlus size={18} />}
          data-testid="write-message"
        >
          {t`Mesaj yaz`}
        </Button>
      </Group>
      <Tabs value={box} onChange={(value) => setBox((value as Box | null) ?? 'gelen')} data-testid="message-box">
        <Tabs.List>
          <Tabs.Tab value="gelen">{t`Gelen`}</Tabs.Tab>
          <Tabs.Tab value="giden">{t`Giden`}</Tabs.Tab>
          <Tabs.Tab value="kayit">{t`Kayda göre`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={LIST_STYLE} data-testid="message-list">
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
                  {shipName(row.sirket)} · {row.yon === 'gemiden' ? t`Gemiden ofise` : t`Ofisten gemiye`}
                  {row.tarih ? ` · ${formatDate(row.tarih.slice(0, 10))}` : ''}
                  {row.kayit ? ` · ${i18n._(collectionLabel(row.kayit.koleksiyon))}` : ''}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
        <Paper withBorder radius="md" p="lg" style={VIEW_STYLE} data-testid="message-view">
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
                    <Text size="sm" key={'_id' in file ? file._id : file.keptId} data-testid="message-attachment">
                      {'path' in file ? (
                        <Anchor href={file.path} target="_blank" rel="noopener">
                          {file.name}
                        </Anchor>
                      ) : (
                        // Kept on the writer's device until it is online: its name only.
                        file.name
                      )}
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
        <Suspense fallback={null}>
          <Composer
            key={`${search.sirket ?? ''}:${search.kayitId ?? ''}`}
            userId={user._id}
            defaultDirection={user.isAdmin ? 'ofisten' : 'gemiden'}
            sirket={search.sirket ?? selected}
            link={search.koleksiyon && search.kayitId ? { koleksiyon: search.koleksiyon, _id: search.kayitId } : null}
            onClose={closeComposer}
          />
        </Suspense>
      )}
    </Stack>
  );
}
