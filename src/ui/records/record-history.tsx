import { useEffect, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AuditAction, AuditRecord } from '../../domain/audit';
import { isCollectionName } from '../../domain/collection-declarations';
import { ApiError } from '../../data/api';
import { useCompanies } from '../../data/companies';
import { linkTarget, useLinkedTitles, useRecordRevision } from '../../data/record-links';
import { fetchHistory } from '../../data/users';
import { errorText } from '../error-text';
import { formatDate, formatDateTime } from '../format';
import { fieldLabels, formatFieldValue, opLabels, shownText } from './collection-labels';

/** Labels of the history's own collections (companies and users); mirrored ones reuse the sync view's. */
const extraLabels: Record<string, Record<string, MessageDescriptor>> = {
  sirket: { isim: msg`Şirket Adı`, tip: msg`Tip`, adres: msg`Adres`, gemi: msg`Gemi`, bankalar: msg`Banka Hesapları` },
  user: {
    isim: msg`Ad Soyad`,
    email: msg`E-posta`,
    admin: msg`Yönetici`,
    aktif: msg`Aktif`,
    dil: msg`Dil`,
    sirketler: msg`Şirket Yetkileri`,
    password: msg`Şifre`,
  },
};

const actionColors: Record<AuditAction, string> = { create: 'green', update: 'blue', delete: 'red', export: 'violet' };

/** What an `export` entry records: the crew list given out whole (docs/areas/crew.md). */
interface CrewListExport {
  gemi?: string;
  tarih?: string;
  bicim?: 'xlsx' | 'yazdir';
  kisi?: number;
}

/** An export entry as one line: what was given out, of which ship and date, in which form. */
function ExportLine({ entry, companyName }: { entry: AuditRecord; companyName: (id: string) => string | undefined }) {
  const { t } = useLingui();
  const given = (entry.changes.personelListesi?.after ?? {}) as CrewListExport;
  const ship = given.gemi ? (companyName(given.gemi) ?? '') : '';
  const asOfText = given.tarih ? formatDate(given.tarih) : '';
  const form = given.bicim === 'yazdir' ? t`yazdırıldı` : t`Excel'e aktarıldı`;
  const people = given.kisi;
  return (
    <Text size="sm" data-testid="history-export">
      {t`Personel listesi (FAL Form 5) ${form}`}
      {ship && ` · ${ship}`}
      {asOfText && ` · ${t`${asOfText} itibarıyla`}`}
      {people !== undefined && ` · ${t`${people} kişi`}`}
    </Text>
  );
}

function labelOf(i18n: I18n, collection: string, field: string): string {
  const labels = (isCollectionName(collection) ? fieldLabels[collection] : extraLabels[collection]) as
    Record<string, MessageDescriptor | undefined> | undefined;
  const label = labels?.[field];
  return label ? i18n._(label) : field;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** Numbers in the language's way, like every figure of the app (docs/decisions.md §2, item 10). */
const NUMBERS = {
  tr: new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 }),
};

/** A value as a person reads it: yes/no, dates, times in UTC and numbers in the language's way, labels for codes, linked records by name. */
function valueOf(
  i18n: I18n,
  collection: string,
  field: string,
  value: unknown,
  companyName: (id: string) => string | undefined,
  linked: (field: string, id: string) => string | undefined,
): string {
  if (typeof value === 'string' && value !== '') {
    const title = linked(field, value);
    if (title) return title;
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { name?: unknown }).name === 'string') {
    // A file: by its name.
    return (value as { name: string }).name;
  }
  if (typeof value === 'boolean') return value ? i18n._(msg`Evet`) : i18n._(msg`Hayır`);
  if (typeof value === 'number') return NUMBERS[i18n.locale === 'en' ? 'en' : 'tr'].format(value);
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const shown = value.length > 10 ? formatDateTime(value) : formatDate(value);
    if (shown) return shown;
  }
  if (field === 'sirketler' && Array.isArray(value)) {
    return (
      value
        .map((grant: { _id?: string; yetki?: string }) => {
          const level = grant.yetki === 'yazma' ? i18n._(msg`Yazma`) : i18n._(msg`Okuma`);
          return `${companyName(grant._id ?? '') ?? grant._id ?? ''}: ${level}`;
        })
        .join('; ') || '—'
    );
  }
  if (field === 'gemi' && value && typeof value === 'object') {
    return (
      Object.values(value as Record<string, unknown>)
        .filter(Boolean)
        .join(' · ') || '—'
    );
  }
  return formatFieldValue(i18n, collection, field, value, companyName);
}

/**
 * The history of one record (docs/architecture.md §9): who changed what and when, each changed field
 * with its value before and after, a linked record by its title. Read from the server, so it needs a
 * connection; read again whenever the record's server version on the device changes (a change made
 * here reached the server), so a survey just recorded shows without a reload.
 */
export function RecordHistory({ collection, id }: { collection: string; id: string }) {
  const { t, i18n } = useLingui();
  const companies = useCompanies();
  const companyName = (companyId: string) => companies?.find((company) => company._id === companyId)?.isim;
  const [loaded, setLoaded] = useState<{ key: string; entries: AuditRecord[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const revision = useRecordRevision(collection, id);
  const key = `${collection}/${id}`;
  // Another record's history is not shown while this one's loads; this record's stays while it is read again.
  const entries = loaded?.key === key ? loaded.entries : null;

  const links = useMemo(() => {
    const found = new Map<string, { target: NonNullable<ReturnType<typeof linkTarget>>; id: string }>();
    for (const entry of entries ?? []) {
      for (const [field, change] of Object.entries(entry.changes)) {
        const target = linkTarget(entry.collection, field);
        if (!target) continue;
        for (const value of [change.before, change.after]) {
          if (typeof value === 'string' && value) found.set(`${target}:${value}`, { target, id: value });
        }
      }
    }
    return [...found.values()];
  }, [entries]);
  const titles = useLinkedTitles(links, shownText);
  const linkedOf = (entryCollection: string) => (field: string, value: string) => {
    const target = linkTarget(entryCollection, field);
    return target ? titles.get(`${target}:${value}`) : undefined;
  };

  useEffect(() => {
    let live = true;
    setFailure(null);
    if (!navigator.onLine) {
      setFailure('offline');
      return;
    }
    fetchHistory(collection, id)
      .then((response) => live && setLoaded({ key: `${collection}/${id}`, entries: response.kayitlar }))
      .catch((error: unknown) => {
        if (!live) return;
        setFailure(error instanceof ApiError ? (error.isOffline ? 'offline' : error.message) : 'serverError');
      });
    return () => {
      live = false;
    };
  }, [collection, id, revision]);

  return (
    <Paper withBorder radius="md" p="lg" mt="md" aria-label={t`Geçmiş`} data-testid="record-history" data-print="hide">
      <Title order={4} mb="sm">{t`Geçmiş`}</Title>
      {failure === 'offline' ? (
        <Alert color="gray">{t`Geçmişi görmek için bağlantı gerekiyor.`}</Alert>
      ) : failure ? (
        <Alert color="red">{errorText(i18n, failure)}</Alert>
      ) : !entries ? (
        <Loader size="sm" />
      ) : entries.length === 0 ? (
        <Text c="dimmed" size="sm">{t`Kayıtlı değişiklik yok`}</Text>
      ) : (
        <Stack gap="md">
          {[...entries].reverse().map((entry) => {
            const fields = Object.entries(entry.changes);
            return (
              <div key={entry._id}>
                <Group gap="xs" mb={4}>
                  {/* Dark text on the light tint: the tint's own shade is below 4.5:1 at this size. */}
                  <Badge size="sm" variant="light" color={actionColors[entry.action]} c="dark.7">
                    {entry.action === 'export' ? t`Dışa aktarma` : i18n._(opLabels[entry.action])}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {entry.user.isim}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(entry.at)}
                  </Text>
                </Group>
                {entry.action === 'export' && <ExportLine entry={entry} companyName={companyName} />}
                {entry.action === 'update' && fields.length > 0 && (
                  <Table withTableBorder fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t`Alan`}</Table.Th>
                        <Table.Th>{t`Önce`}</Table.Th>
                        <Table.Th>{t`Sonra`}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {fields.map(([field, change]) => (
                        <Table.Tr key={field}>
                          <Table.Td>
                            {labelOf(i18n, entry.collection, field)}
                            {/* A list of which only the changed items were recorded (AuditChange.items). */}
                            {change.items && <Text span size="xs" c="dimmed">{` ${t`(yalnız değişen kayıtlar)`}`}</Text>}
                          </Table.Td>
                          <Table.Td>
                            {valueOf(i18n, entry.collection, field, change.before, companyName, linkedOf(entry.collection))}
                          </Table.Td>
                          <Table.Td>
                            {valueOf(i18n, entry.collection, field, change.after, companyName, linkedOf(entry.collection))}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </div>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
