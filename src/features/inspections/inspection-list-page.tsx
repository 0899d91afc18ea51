import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { localDate } from '../../domain/calendar';
import { inspectionCalendar, type InspectionCalendar } from '../../domain/inspections';
import { inspectionKind } from '../../domain/kinds/inspection';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useInspections, withDeficiencyCounts, type InspectionRow, type InspectionRowView } from '../../data/inspections';
import { formatDate } from '../../ui/format';
import { ListFrame, type NameColumn } from '../../ui/frames/list-frame';
import { inspectionTypeLabels, pscPriorityLabels, pscRegimeLabels } from '../../ui/records/inspection-labels';

/** The chosen ship's inspections from the device, newest first, with their open and overdue deficiencies and each ship's next PSC window. */
export function InspectionListPage({ sirala }: { sirala?: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const today = localDate();
  const rows = useInspections(useSelectedCompany() ?? '');
  const list = useMemo(() => rows?.map((row) => withDeficiencyCounts(row, today)), [rows, today]);

  const name = useMemo<NameColumn<InspectionRowView>>(
    () => ({
      id: 'tarih',
      header: t`Denetim Tarihi`,
      value: (row) => row.tarih,
      text: (row) => formatDate(row.tarih),
      link: (row, props) => <Link to="/denetleme-raporlari/gemi-denet-raporlari/$denetimId" params={{ denetimId: row._id }} {...props} />,
      size: 150,
    }),
    [t],
  );
  const columns = useMemo<ColumnDef<InspectionRowView, unknown>[]>(
    () => [
      { id: 'tur', header: t`Denetim Türü`, accessorFn: (row) => i18n._(inspectionTypeLabels[row.tur]), size: 220 },
      {
        id: 'rejim',
        header: t`Rejim`,
        accessorFn: (row) => (row.rejim ? i18n._(pscRegimeLabels[row.rejim]) : ''),
        size: 120,
        meta: { hide: 2 },
      },
      { id: 'liman', header: t`Liman`, accessorFn: (row) => row.liman, size: 140, meta: { hide: 3 } },
      {
        id: 'acik',
        header: t`Açık Eksiklik`,
        accessorFn: (row) => row.acik,
        cell: (info) => <span data-testid="inspection-open">{info.row.original.acik}</span>,
        size: 120,
      },
      {
        id: 'geciken',
        header: t`Geciken`,
        accessorFn: (row) => row.geciken,
        cell: (info) =>
          info.row.original.geciken > 0 ? (
            <Badge color="red" variant="light" data-testid="inspection-overdue">
              {info.row.original.geciken}
            </Badge>
          ) : (
            <span data-testid="inspection-overdue">0</span>
          ),
        size: 110,
      },
      {
        id: 'tutulma',
        header: t`Tutulma`,
        accessorFn: (row) => (row.tutulma.var ? 1 : 0),
        cell: (info) => (info.row.original.tutulma.var ? <Badge color="red">{t`Tutuldu`}</Badge> : ''),
        size: 110,
        meta: { hide: 2 },
      },
    ],
    [t, i18n],
  );

  return (
    <ListFrame<InspectionRowView>
      kind={inspectionKind}
      title={t`Gemi Denetim Raporları`}
      section={t`Denetleme Raporları`}
      rows={list}
      name={name}
      columns={columns}
      sort={sirala}
      create={{ label: t`Denetim Ekle`, link: (props) => <Link to="/denetleme-raporlari/gemi-denet-raporlari/form" {...props} /> }}
      tableId="gemi-denet-raporlari"
      above={rows && rows.length > 0 ? <ShipCalendars rows={rows} today={today} /> : undefined}
      empty={{ title: t`Henüz denetim kaydı yok.`, hint: t`“Denetim Ekle” ile ilk denetimi ekleyin.` }}
      open={(row) => void navigate({ to: '/denetleme-raporlari/gemi-denet-raporlari/$denetimId', params: { denetimId: row._id } })}
    />
  );
}

/** Per ship on the list: its open and overdue deficiencies and its next PSC window per regime, from the pure calendar. */
function ShipCalendars({ rows, today }: { rows: InspectionRow[]; today: string }) {
  const { t, i18n } = useLingui();
  const companies = useCompanies();
  const ships = [...new Set(rows.map((row) => row.sirket))];
  const calendars: (InspectionCalendar & { acik: number; geciken: number })[] = ships.map((sirket) => {
    const counted = rows.filter((row) => row.sirket === sirket).map((row) => withDeficiencyCounts(row, today));
    return {
      ...inspectionCalendar(sirket, counted, today),
      acik: counted.reduce((sum, row) => sum + row.acik, 0),
      geciken: counted.reduce((sum, row) => sum + row.geciken, 0),
    };
  });
  const shipName = (sirket: string) => {
    const company = companies?.find((item) => item._id === sirket);
    return company ? company.gemi?.adi || company.isim : '';
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="inspection-calendar">
      <Title order={3} size="h5" mb="xs">{t`Sonraki PSC Penceresi`}</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Gemi`}</Table.Th>
              <Table.Th>{t`Açık Eksiklik`}</Table.Th>
              <Table.Th>{t`Geciken`}</Table.Th>
              <Table.Th>{t`PSC Penceresi`}</Table.Th>
              <Table.Th>{t`İç Denetim Vadesi`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calendars.map((calendar) => (
              <Table.Tr key={calendar.sirket} data-testid="inspection-calendar-row">
                <Table.Td>{shipName(calendar.sirket)}</Table.Td>
                <Table.Td data-testid="inspection-calendar-open">{calendar.acik}</Table.Td>
                <Table.Td data-testid="inspection-calendar-overdue">
                  {calendar.geciken > 0 ? (
                    <Badge color="red" variant="light">
                      {calendar.geciken}
                    </Badge>
                  ) : (
                    0
                  )}
                </Table.Td>
                <Table.Td>
                  {calendar.psc.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    calendar.psc.map((row) => (
                      <Group key={row.rejim} gap="xs" wrap="nowrap" data-testid={`inspection-window-${row.rejim}`}>
                        <Text size="sm">
                          {i18n._(pscRegimeLabels[row.rejim])}: {formatDate(row.acilis)} – {formatDate(row.kapanis)}
                        </Text>
                        {row.oncelik && (
                          <Badge color={row.oncelik === 'I' ? 'red' : 'orange'} variant="light">
                            {i18n._(pscPriorityLabels[row.oncelik])}
                          </Badge>
                        )}
                      </Group>
                    ))
                  )}
                </Table.Td>
                <Table.Td>{calendar.icDenetim.vade ? formatDate(calendar.icDenetim.vade) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
