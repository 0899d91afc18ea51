import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { OutboxEntry } from '../../data/db';
import { requireLocal, useOutboxSummary, useSyncStatus } from '../../data/local';
import { useStoppedEntries } from '../../data/outbox-queries';
import { discard, keepMine, takeTheirs } from '../../data/sync/outbox';
import { confirm } from '../../ui/confirm';
import { errorText } from '../../ui/error-text';
import { PageHeader } from '../../ui/page-header';
import { collectionLabels, describeRecord, opLabels } from './collection-labels';

/** Stopped changes with their reason and what the user can do about each (ARCHITECTURE.md §3). */
export function SyncPage() {
  const { t } = useLingui();
  const stopped = useStoppedEntries();
  const { pending } = useOutboxSummary();
  const status = useSyncStatus();

  return (
    <>
      <PageHeader title={t`Senkronizasyon`}>
        <Button variant="light" loading={status.syncing} onClick={() => void requireLocal().engine.sync()}>
          {t`Şimdi eşitle`}
        </Button>
      </PageHeader>
      <Stack>
        <Text c="dimmed" size="sm">
          {pending === 0
            ? t`Sunucuya gönderilmeyi bekleyen değişiklik yok.`
            : t`${pending} değişiklik sunucuya gönderilmeyi bekliyor; bağlantı olduğunda sırayla gönderilir.`}
        </Text>
        {status.paused && (
          <Alert color="orange" icon={<IconAlertTriangle />}>
            {t`Oturumunuz sona erdi. Yeniden giriş yaptığınızda değişiklikleriniz gönderilir.`}
          </Alert>
        )}
        {stopped?.length === 0 && (
          <Alert color="teal" icon={<IconCircleCheck />}>
            {t`Duran değişiklik yok.`}
          </Alert>
        )}
        {stopped?.map((entry) => <StoppedEntry key={entry.seq} entry={entry} />)}
      </Stack>
    </>
  );
}

/** Where the user fixes a rejected change: the record's edit form. */
function FixLink({ entry, label }: { entry: OutboxEntry; label: string }) {
  if (entry.collection === 'butceKodu') {
    return (
      <Button
        size="xs"
        renderRoot={(props) => <Link to="/finans/butce-kodu/$butceKodu/edit" params={{ butceKodu: entry.recordId }} {...props} />}
      >
        {label}
      </Button>
    );
  }
  if (entry.collection === 'cariHesap') {
    return (
      <Button
        size="xs"
        renderRoot={(props) => (
          <Link to="/finans/cari-listeler/$cariHesapId/edit" params={{ cariHesapId: entry.recordId }} {...props} />
        )}
      >
        {label}
      </Button>
    );
  }
  return null;
}

function StoppedEntry({ entry }: { entry: OutboxEntry }) {
  const { t, i18n } = useLingui();
  const conflict = entry.state === 'conflict';
  const serverDeleted = Boolean((entry.error?.body.current as { deleted?: boolean } | undefined)?.deleted);
  const db = () => requireLocal().db;

  const onDiscard = async () => {
    const yes = await confirm({
      title: t`Değişiklikten vazgeç`,
      message: t`Bu değişiklik sunucuya hiç gönderilmeyecek ve bu cihazdan silinecek. Emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (yes) await discard(db(), entry.seq!);
  };
  const onTakeTheirs = async () => {
    const yes = await confirm({
      title: t`Sunucudakini al`,
      message: t`Bu kayıttaki değişiklikleriniz silinecek ve sunucudaki sürüm kullanılacak. Emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (yes) await takeTheirs(db(), entry.seq!);
  };
  const retry = async () => {
    await keepMine(db(), entry.seq!);
    requireLocal().engine.kick();
  };

  return (
    <Card withBorder radius="md" data-testid="stopped-entry">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Badge color={conflict ? 'orange' : 'red'}>{conflict ? t`Çakışma` : t`Reddedildi`}</Badge>
          <Text fw={600}>
            {collectionLabels[entry.collection] ? `${i18n._(collectionLabels[entry.collection]!)}: ` : ''}
            {describeRecord(entry)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {i18n._(opLabels[entry.op])} · {new Date(entry.createdAt).toLocaleString(i18n.locale)}
        </Text>
      </Group>
      {conflict ? (
        <Text size="sm" mb="sm">
          {serverDeleted
            ? t`Bu kayıt siz çevrimdışıyken sunucuda silinmiş.`
            : t`Bu kayıt siz çevrimdışıyken sunucuda değiştirilmiş.`}
        </Text>
      ) : (
        <List size="sm" mb="sm">
          {(entry.error?.body.errors ?? [{ path: '', message: entry.error?.body.message ?? 'serverError' }]).map((error) => (
            <List.Item key={`${error.path}:${error.message}`}>
              {error.path ? `${error.path}: ` : ''}
              {errorText(i18n, error.message)}
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs">
        {conflict && !serverDeleted && (
          <Button size="xs" onClick={() => void retry()}>
            {t`Benimkini koru`}
          </Button>
        )}
        {conflict && (
          <Button size="xs" variant="light" onClick={() => void onTakeTheirs()}>
            {t`Sunucudakini al`}
          </Button>
        )}
        {!conflict && entry.op !== 'delete' && <FixLink entry={entry} label={t`Aç ve düzelt`} />}
        {!conflict && (
          <Button size="xs" variant="light" color="red" onClick={() => void onDiscard()}>
            {t`Değişikliği at`}
          </Button>
        )}
      </Group>
    </Card>
  );
}
