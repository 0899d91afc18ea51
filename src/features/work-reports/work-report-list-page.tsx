import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { hasOpenDefects, jobProgress, type WorkReportKind } from '../../domain/work-report';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useSyncMarks } from '../../data/outbox-queries';
import { useWorkReportList, type WorkReportRow } from '../../data/work-reports';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { recordLinkColumn } from '../../ui/record-columns';
import { PageLoading } from '../../ui/record-page';
import { createLink, KIND_PATHS, kindTitle, periodLabel, reportLink } from './work-report-kind';

/** The chosen ship's weekly or monthly work reports from the device, latest period first. */
export function WorkReportListPage({ tur }: { tur: WorkReportKind }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const list = useWorkReportList(company, tur);
  const marks = useSyncMarks('isRaporu');
  const companies = useCompanies();
  const shipNames = useMemo(
    () => (company ? null : new Map((companies ?? []).map((c) => [c._id, c.gemi?.adi || c.isim]))),
    [company, companies],
  );

  const columns = useMemo<ColumnDef<WorkReportRow, unknown>[]>(
    () => [
      recordLinkColumn<WorkReportRow>({
        id: 'donem',
        header: t`Dönem`,
        value: (row) => row.donem,
        text: (row) => periodLabel(i18n, tur, row.donem),
        link: (row, props) => reportLink(tur, row._id)(props),
        marks,
        size: 280,
      }),
      ...(shipNames
        ? [
            {
              id: 'gemi',
              header: t`Gemi`,
              accessorFn: (row: WorkReportRow) => shipNames.get(row.sirket) ?? '',
              size: 170,
              meta: { hide: 1 as const },
            },
          ]
        : []),
      {
        id: 'isler',
        header: t`Tamamlanan İşler`,
        accessorFn: (row) => jobProgress(row.isler).done,
        cell: (info) => {
          const { done, total } = jobProgress(info.row.original.isler);
          return (
            <Badge color={total > 0 && done === total ? 'green' : 'blue'} variant="light" data-testid="work-report-progress">
              {done} / {total}
            </Badge>
          );
        },
        size: 150,
      },
      {
        id: 'arizalar',
        header: t`Açık Arızalar`,
        accessorFn: (row) => row.arizalar,
        cell: (info) =>
          hasOpenDefects(info.row.original) ? (
            <Text size="sm" c="red.8" lineClamp={2} data-testid="work-report-defects">
              {info.row.original.arizalar}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">{t`Yok`}</Text>
          ),
        // The rest of the width; on a tablet the file count goes (docs/areas/shell.md).
      },
      { id: 'dosyalar', header: t`Dosya`, accessorFn: (row) => row.dosyalar.length, size: 90, meta: { hide: 3 } },
    ],
    [t, i18n, tur, marks, shipNames],
  );

  const title = i18n._(kindTitle(tur));
  return (
    <>
      <PageHeader
        title={title}
        count={list === undefined ? undefined : list.length}
        crumbs={[{ label: t`Teknik` }, { label: title }]}
        actions={canCreate ? [{ label: t`Rapor Ekle`, icon: <IconPlus size={16} />, primary: true, link: createLink(tur) }] : []}
      >
        {!canCreate && <ReadOnlyBadge />}
      </PageHeader>
      {list === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<WorkReportRow>
          id={KIND_PATHS[tur].slice(1).replace('/', '-')}
          data={list}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: t`Henüz iş raporu yok.`,
            hint: company ? t`“Rapor Ekle” ile ilk raporu ekleyin.` : t`Sol üstten bir gemi (şirket) seçin.`,
          }}
          initialSort={[{ id: 'donem', desc: true }]}
          onRowClick={(row) =>
            void (tur === 'haftalik'
              ? navigate({ to: '/teknik/haftalik-is-raporu/$isRaporuId', params: { isRaporuId: row._id } })
              : navigate({ to: '/teknik/aylik-is-raporu/$isRaporuId', params: { isRaporuId: row._id } }))
          }
        />
      )}
    </>
  );
}
