import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { workReportKind } from '../../domain/kinds/work-report';
import { hasOpenDefects, jobProgress, type WorkReportKind } from '../../domain/work-report';
import { useSelectedCompany } from '../../data/companies';
import { useWorkReportList, type WorkReportRow } from '../../data/work-reports';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { createLink, KIND_PATHS, kindTitle, periodLabel, reportLink } from './work-report-kind';

/** The chosen ship's weekly or monthly work reports from the device, latest period first. */
export function WorkReportListPage({ tur, sirala }: { tur: WorkReportKind; sirala?: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const list = useWorkReportList(useSelectedCompany() ?? '', tur);

  const name = useMemo<NameColumn<WorkReportRow>>(
    () => ({
      id: 'donem',
      header: t`Dönem`,
      value: (row) => row.donem,
      text: (row) => periodLabel(i18n, tur, row.donem),
      link: (row, props) => reportLink(tur, row._id)(props),
      size: 280,
    }),
    [t, i18n, tur],
  );
  const columns = useMemo<ColumnDef<WorkReportRow, unknown>[]>(
    () => [
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
    [t],
  );

  const title = i18n._(kindTitle(tur));
  return (
    <ListFrame<WorkReportRow>
      kind={workReportKind}
      title={title}
      section={t`Teknik`}
      rows={list}
      name={name}
      columns={columns}
      sort={sirala}
      create={{ label: t`Rapor Ekle`, link: createLink(tur) }}
      tableId={KIND_PATHS[tur].slice(1).replace('/', '-')}
      empty={{ title: t`Henüz iş raporu yok.`, hint: t`“Rapor Ekle” ile ilk raporu ekleyin.` }}
      open={(row) =>
        void (tur === 'haftalik'
          ? navigate({ to: '/teknik/haftalik-is-raporu/$isRaporuId', params: { isRaporuId: row._id } })
          : navigate({ to: '/teknik/aylik-is-raporu/$isRaporuId', params: { isRaporuId: row._id } }))
      }
    />
  );
}
