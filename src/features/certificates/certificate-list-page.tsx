import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { localDate } from '../../domain/calendar';
import { CERTIFICATE_STATUSES } from '../../domain/certificates';
import { useCertificateList, type CertificateRowView } from '../../data/certificates';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useSyncMarks } from '../../data/outbox-queries';
import { DataTable } from '../../ui/data-table';
import { DeferredSelect as Select } from '../../ui/deferred-controls';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { recordLinkColumn } from '../../ui/record-columns';
import { PageLoading } from '../../ui/record-page';
import {
  certificateStatusColors,
  certificateStatusLabels,
  certificateTypeLabels,
  surveyKindLabels,
} from '../../ui/records/certificate-labels';
import { HOLDER_PAGES, type PageHolder } from './holder-pages';

/** The chosen ship's certificates or the company's documents, from the device, with their status as of today. */
export function CertificateListPage({ holder }: { holder: PageHolder }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pages = HOLDER_PAGES[holder];
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const [status, setStatus] = useState('all');
  const today = localDate();
  const list = useCertificateList(company, holder, today);
  const marks = useSyncMarks('sertifika');
  const companies = useCompanies();
  // With 'Hepsi' chosen, a column names each record's ship, or for the company's documents the company (its owner).
  const shipNames = useMemo(
    () => (company ? null : new Map((companies ?? []).map((c) => [c._id, holder === 'gemi' ? c.gemi?.adi || c.isim : c.isim]))),
    [company, companies, holder],
  );
  const rows = useMemo(() => (list ?? []).filter((row) => status === 'all' || row.durum === status), [list, status]);
  const typeName = (row: CertificateRowView) =>
    row.tur === 'DIGER' ? row.ad : certificateTypeLabels[row.tur] ? i18n._(certificateTypeLabels[row.tur]!) : row.tur;

  const columns = useMemo<ColumnDef<CertificateRowView, unknown>[]>(
    () => [
      recordLinkColumn<CertificateRowView>({
        id: 'tur',
        header: t`Tür`,
        value: typeName,
        text: typeName,
        link: (row, props) => pages.detail(row._id)(props),
        marks,
        size: 320,
      }),
      ...(shipNames
        ? [
            {
              id: 'gemi',
              header: holder === 'gemi' ? t`Gemi` : t`Şirket`,
              accessorFn: (row: CertificateRowView) => shipNames.get(row.sirket) ?? '',
              size: 160,
            },
          ]
        : []),
      { id: 'numara', header: t`Numara`, accessorFn: (row) => row.numara, size: 140 },
      { id: 'verenKurulus', header: t`Veren Kuruluş`, accessorFn: (row) => row.verenKurulus, size: 180 },
      {
        id: 'duzenlemeTarihi',
        header: t`Düzenleme`,
        accessorFn: (row) => row.duzenlemeTarihi,
        cell: (info) => formatDate(info.row.original.duzenlemeTarihi),
        size: 120,
      },
      {
        id: 'gecerlilikTarihi',
        header: t`Geçerlilik`,
        accessorFn: (row) => row.gecerlilikTarihi ?? '9999-12-31',
        cell: (info) => (info.row.original.gecerlilikTarihi ? formatDate(info.row.original.gecerlilikTarihi) : t`Süresiz`),
        size: 120,
      },
      {
        id: 'sonrakiOlay',
        header: t`Sonraki Olay`,
        accessorFn: (row) => row.sonrakiOlay?.pencereBasi ?? row.sonrakiOlay?.tarih ?? '9999-12-31',
        cell: (info) => {
          const next = info.row.original.sonrakiOlay;
          if (!next) return '—';
          return (
            <Text size="sm">
              {i18n._(surveyKindLabels[next.tur])} · {formatDate(next.tarih)}
              {next.pencereBasi && next.pencereSonu && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({formatDate(next.pencereBasi)} – {formatDate(next.pencereSonu)})
                </Text>
              )}
            </Text>
          );
        },
        size: 300,
      },
      {
        id: 'durum',
        header: t`Durum`,
        accessorFn: (row) => CERTIFICATE_STATUSES.indexOf(row.durum),
        cell: (info) => (
          <Badge variant="light" color={certificateStatusColors[info.row.original.durum]} data-testid="certificate-status">
            {i18n._(certificateStatusLabels[info.row.original.durum])}
          </Badge>
        ),
        size: 170,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typeName reads only i18n
    [t, i18n, marks, pages, shipNames, holder],
  );

  const title = i18n._(pages.title);
  const createLabel = i18n._(pages.create);
  const open = (id: string) =>
    holder === 'gemi'
      ? navigate({ to: '/gemi-dokumanlari/sertifikalar/$sertifikaId', params: { sertifikaId: id } })
      : navigate({ to: '/sirket-evraklari/$sertifikaId', params: { sertifikaId: id } });
  return (
    <>
      <PageHeader
        title={title}
        count={list === undefined ? undefined : rows.length}
        crumbs={[{ label: i18n._(pages.section) }, { label: title }]}
        actions={canCreate ? [{ label: i18n._(pages.create), icon: <IconPlus size={16} />, primary: true, link: pages.form }] : []}
      >
        {!canCreate && <ReadOnlyBadge />}
        <Select
          aria-label={t`Durum`}
          data={[
            { value: 'all', label: t`Hepsi` },
            ...CERTIFICATE_STATUSES.map((value) => ({ value, label: i18n._(certificateStatusLabels[value]) })),
          ]}
          value={status}
          onChange={(value) => setStatus(value ?? 'all')}
          allowDeselect={false}
          w={200}
          data-testid="certificate-status-filter"
        />
      </PageHeader>
      {list === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<CertificateRowView>
          id={holder === 'gemi' ? 'sertifikalar' : 'sirket-evraklari'}
          data={rows}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: holder === 'gemi' ? t`Henüz sertifika yok.` : t`Henüz şirket evrakı yok.`,
            hint: company ? t`“${createLabel}” ile ilk kaydı ekleyin.` : t`Sol üstten bir gemi (şirket) seçin.`,
          }}
          initialSort={[{ id: 'gecerlilikTarihi', desc: false }]}
          onRowClick={(row) => void open(row._id)}
        />
      )}
    </>
  );
}
