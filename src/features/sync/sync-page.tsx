import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Badge, Button, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import { DeferredTooltip as Tooltip } from '../../ui/deferred-controls';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { collection, isCollectionName, recordTitle } from '../../domain/collection-declarations';
import { useCompanies } from '../../data/companies';
import { requireLocal, useOutboxSummary, useSyncStatus } from '../../data/local';
import { useOutboxEntries, useWaitingFiles, type EntryView } from '../../data/outbox-queries';
import { formatFileSize } from '../../domain/file-size';
import { discard, keepMine, takeTheirs } from '../../data/sync/outbox';
import { confirm } from '../../ui/confirm';
import { errorText } from '../../ui/error-text';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { OfflineFilesCard } from './offline-files-card';
import { syncMarkColors, syncMarkLabels } from '../../ui/sync-badge';
import { changedFields, fieldLabel, formatFieldValue, opLabels, shownText, targetLabels } from '../../ui/records/collection-labels';

/** Every queued change with its state, and what the user can do about each (docs/architecture.md §4.2). */
export function SyncPage() {
  const { t } = useLingui();
  const entries = useOutboxEntries();
  const files = useWaitingFiles();
  const { pending, stopped } = useOutboxSummary();
  const status = useSyncStatus();
  const { online } = useNetwork();

  return (
    <>
      <PageHeader title={t`Senkronizasyon`} count={entries?.length}>
        <Tooltip label={t`Çevrimdışıyken eşitlenemez`} disabled={online}>
          <Button variant="light" loading={status.syncing} disabled={!online} onClick={() => void requireLocal().engine.sync()}>
            {t`Şimdi eşitle`}
          </Button>
        </Tooltip>
      </PageHeader>
      <Stack>
        <Text c="dimmed" size="sm" data-testid="sync-summary">
          {pending === 0 && stopped === 0
            ? t`Sunucuya gönderilmeyi bekleyen değişiklik yok.`
            : t`${pending} değişiklik gönderilmeyi bekliyor, ${stopped} değişiklik sizin kararınızı bekliyor. Bağlantı olduğunda sırayla gönderilir.`}
        </Text>
        {status.paused && (
          <Alert color="orange" icon={<IconAlertTriangle />}>
            {t`Oturumunuz sona erdi. Yeniden giriş yaptığınızda değişiklikleriniz gönderilir.`}
          </Alert>
        )}
        {entries?.length === 0 && (
          <Alert color="teal" icon={<IconCircleCheck />}>
            {t`Bekleyen değişiklik yok.`}
          </Alert>
        )}
        {entries?.map((view) => (
          <EntryCard key={view.entry.seq} view={view} />
        ))}
        {files && files.length > 0 && <WaitingFiles files={files} />}
        <OfflineFilesCard />
      </Stack>
    </>
  );
}

/** Where the user fixes a rejected change: the record's edit form. */
function FixLink({ view, label }: { view: EntryView; label: string }) {
  const { entry } = view;
  if (entry.collection === 'butceKodu') {
    const tip = String(entry.body?.tip ?? 'gider') as 'gider' | 'gelir';
    return (
      <Button
        size="xs"
        renderRoot={(props) => (
          <Link to="/finans/butce-kodu/$butceKodu/edit" params={{ butceKodu: entry.recordId }} search={{ tip }} {...props} />
        )}
      >
        {label}
      </Button>
    );
  }
  if (entry.collection === 'cariHesap') {
    return (
      <Button
        size="xs"
        renderRoot={(props) => <Link to="/finans/cari-listeler/$cariHesapId/edit" params={{ cariHesapId: entry.recordId }} {...props} />}
      >
        {label}
      </Button>
    );
  }
  return null;
}

/** Re-reads the record from the server after the device dropped its own changes to it. */
function refresh(result: { collection: string; recordId: string } | null) {
  if (!result || !isCollectionName(result.collection)) return;
  void requireLocal().engine.refresh(result.collection, result.recordId, collection(result.collection).path);
}

function ConflictTable({ view }: { view: EntryView }) {
  const { t, i18n } = useLingui();
  const companies = useCompanies();
  const { entry } = view;
  if (!isCollectionName(entry.collection)) return null;
  const mine = entry.body ?? {};
  const theirs = (entry.error?.body.current ?? {}) as Record<string, unknown>;
  const fields = changedFields(entry.collection, mine, theirs);
  const companyName = (id: string) => companies?.find((company) => company._id === id)?.isim;
  if (fields.length === 0) return <Text size="sm">{t`Alanlar aynı; yalnızca sürüm farklı.`}</Text>;
  return (
    <Table withTableBorder striped data-testid="conflict-table" mb="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Alan`}</Table.Th>
          <Table.Th>{t`Sizinki`}</Table.Th>
          <Table.Th>{t`Sunucudaki`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field}>
            <Table.Td fw={600}>{fieldLabel(i18n, entry.collection, field)}</Table.Td>
            <Table.Td>{formatFieldValue(i18n, entry.collection, field, mine[field], companyName)}</Table.Td>
            <Table.Td>{formatFieldValue(i18n, entry.collection, field, theirs[field], companyName)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EntryCard({ view }: { view: EntryView }) {
  const { t, i18n } = useLingui();
  const { entry, mark } = view;
  const db = () => requireLocal().db;
  const serverDeleted = Boolean((entry.error?.body.current as { deleted?: boolean } | undefined)?.deleted);
  const title = isCollectionName(entry.collection)
    ? recordTitle(entry.collection, { ...(entry.before ?? {}), ...(entry.body ?? {}) }, shownText)
    : '';
  const behindTitle = view.behind ? i18n._(targetLabels[view.behind.collection]) : '';
  const attempts = entry.attempts;
  const reason = errorText(i18n, entry.error?.body.message ?? 'serverError');

  const onDiscard = async () => {
    const yes = await confirm({
      title: t`Değişiklikten vazgeç`,
      message: t`Bu değişiklik sunucuya hiç gönderilmeyecek ve bu cihazdan silinecek. Emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (yes) refresh(await discard(db(), entry.seq!));
  };
  const onTakeTheirs = async () => {
    const yes = await confirm({
      title: t`Sunucudakini al`,
      message: t`Bu kayıttaki değişiklikleriniz silinecek ve sunucudaki sürüm kullanılacak. Emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (yes) refresh(await takeTheirs(db(), entry.seq!));
  };
  const onKeepMine = async () => {
    await keepMine(db(), entry.seq!);
    requireLocal().engine.kick();
  };

  return (
    <Card withBorder radius="md" data-testid="outbox-entry" data-mark={mark}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Group gap="xs">
          <Badge color={syncMarkColors[mark]}>{i18n._(syncMarkLabels[mark])}</Badge>
          <Text fw={600}>
            {i18n._(targetLabels[entry.collection])}
            {title ? `: ${title}` : ''}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {i18n._(opLabels[entry.op])} · {t`Bekliyor:`} {formatDateTime(entry.createdAt)}
          {attempts > 0 ? ` · ${t`Deneme: ${attempts}`}` : ''}
        </Text>
      </Group>
      {mark === 'waiting' && (
        <Text size="sm" mb="sm">
          {t`Önce duran bir değişikliğin çözülmesi gerekiyor (${behindTitle}).`}
        </Text>
      )}
      {mark === 'stuck' && (
        <Text size="sm" mb="sm">
          {t`Sunucu bu değişikliği kabul edemiyor (${reason}). Yeniden denenecek; diğer değişiklikler gönderilmeye devam ediyor.`}
        </Text>
      )}
      {mark === 'conflict' && (
        <>
          <Text size="sm" mb="sm">
            {serverDeleted ? t`Bu kayıt siz çevrimdışıyken sunucuda silinmiş.` : t`Bu kayıt siz çevrimdışıyken sunucuda değiştirilmiş.`}
          </Text>
          {!serverDeleted && <ConflictTable view={view} />}
        </>
      )}
      {mark === 'rejected' && (
        <List size="sm" mb="sm">
          {(entry.error?.body.errors ?? [{ path: '', message: entry.error?.body.message ?? 'serverError' }]).map((error) => (
            <List.Item key={`${error.path}:${error.message}`}>
              {error.path ? `${fieldLabel(i18n, entry.collection, error.path)}: ` : ''}
              {errorText(i18n, error.message)}
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs">
        {mark === 'conflict' && (
          <Button size="xs" onClick={() => void onKeepMine()}>
            {serverDeleted ? t`Yeniden oluştur` : t`Benimkini koru`}
          </Button>
        )}
        {mark === 'conflict' && (
          <Button size="xs" variant="light" onClick={() => void onTakeTheirs()}>
            {serverDeleted ? t`Silinmesini kabul et` : t`Sunucudakini al`}
          </Button>
        )}
        {mark === 'rejected' && entry.op !== 'delete' && <FixLink view={view} label={t`Aç ve düzelt`} />}
        {mark !== 'conflict' && mark !== 'pending' && (
          <Button size="xs" variant="light" color="red" onClick={() => void onDiscard()}>
            {t`Değişikliği at`}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Files picked on this device that wait to be uploaded with the changes that refer to them. */
function WaitingFiles({ files }: { files: NonNullable<ReturnType<typeof useWaitingFiles>> }) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder radius="md" data-testid="waiting-files">
      <Text fw={600} mb="xs">
        {t`Yüklenmeyi bekleyen dosyalar`}
      </Text>
      <Table>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>{file.name}</Table.Td>
              <Table.Td>{formatFileSize(file.size, i18n.locale)}</Table.Td>
              <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
              <Table.Td>{file.lastError ? errorText(i18n, file.lastError.body.message) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
