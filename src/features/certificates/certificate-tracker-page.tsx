import { useMemo, useState, type ReactNode } from 'react';
import { download } from '../../ui/download';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { daysBetween, isCalendarDate, localDate } from '../../domain/calendar';
import { CERTIFICATE_TYPES, type TrackerCell } from '../../domain/certificates';
import { useCertificateTracker } from '../../data/certificates';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { DateField } from '../../ui/date-field';
import { formatDate } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import {
  certificateStatusColors,
  certificateStatusLabels,
  certificateTypeLabels,
  surveyKindLabels,
} from '../../ui/records/certificate-labels';
import classes from './tracker.module.css';

/** How far ahead the "falls due" list looks, in days. */
const AHEAD = 90;

/** The company documents' codes (a tracker cell links to its own area). */
const COMPANY_CODES = new Set(
  CERTIFICATE_TYPES.filter((type) => type.holder === 'sirket' && type.code !== 'DIGER').map((type) => type.code),
);

/** The date a cell shows: its next event's (a survey's window start, or the expiry). */
const cellDate = (cell: TrackerCell) => cell.sonrakiOlay?.pencereBasi ?? cell.sonrakiOlay?.tarih ?? null;

/**
 * The fleet's certificates as of a date (MODULES.md §1): ships × types, each cell coloured by its
 * status with its date, what falls due in the next 90 days, XLSX and A4 print. Computed on the
 * device from the mirror with the server's certificateTracker, so it works offline.
 */
export function CertificateTrackerPage({ tarih }: { tarih: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const companies = useCompanies();
  const selected = useSelectedCompany() ?? '';
  const asOf = isCalendarDate(tarih) ? tarih : localDate();
  const [typed, setTyped] = useState(asOf);
  const rows = useCertificateTracker(companies, selected, asOf);

  const typeName = (code: string) => (certificateTypeLabels[code] ? i18n._(certificateTypeLabels[code]!) : code);
  // The columns: the catalogue's types any row holds or misses, in catalogue order (DIGER has its own records).
  const codes = useMemo(() => {
    const present = new Set((rows ?? []).flatMap((row) => row.sertifikalar.map((cell) => cell.tur)));
    return [...new Set(CERTIFICATE_TYPES.map((type) => type.code))].filter((code) => code !== 'DIGER' && present.has(code));
  }, [rows]);
  const due = useMemo(
    () =>
      (rows ?? [])
        .flatMap((row) => row.sertifikalar.map((cell) => ({ row, cell, date: cellDate(cell) })))
        .filter(
          ({ cell, date }) => cell.durum === 'eksik' || (date !== null && daysBetween(asOf, date) <= AHEAD && cell.durum !== 'gecerli'),
        )
        .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '')),
    [rows, asOf],
  );

  const shipName = (row: NonNullable<typeof rows>[number]) => row.company.gemi?.adi || row.company.isim;
  const cellText = (cell: TrackerCell) => {
    const date = cellDate(cell);
    return `${i18n._(certificateStatusLabels[cell.durum])}${date ? ` ${formatDate(date)}` : ''}`;
  };

  const exportXlsx = async () => {
    if (!rows) return;
    try {
      const { trackerXlsx } = await import('../../ui/sheet-export');
      const blob = await trackerXlsx([
        {
          name: t`Sertifika Takip`,
          header: [t`Gemi`, t`Şirket`, ...codes.map(typeName)],
          rows: rows.map((row) => [
            shipName(row),
            row.company.isim,
            ...codes.map((code) => {
              const cell = row.sertifikalar.find((c) => c.tur === code);
              return cell ? cellText(cell) : null;
            }),
          ]),
        },
        {
          name: t`${AHEAD} gün içinde`,
          header: [t`Gemi`, t`Tür`, t`Olay`, t`Tarih`, t`Pencere Sonu`, t`Durum`],
          rows: due.map(({ row, cell }) => [
            shipName(row),
            typeName(cell.tur),
            cell.sonrakiOlay ? i18n._(surveyKindLabels[cell.sonrakiOlay.tur]) : null,
            cellDate(cell),
            cell.sonrakiOlay?.pencereSonu ?? null,
            i18n._(certificateStatusLabels[cell.durum]),
          ]),
        },
      ]);
      download(blob, `sertifika-takip-${asOf}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };

  const title = t`Sertifika Takip`;
  const asOfText = formatDate(asOf);
  const link = (cell: TrackerCell, children: ReactNode) =>
    !cell._id ? (
      children
    ) : COMPANY_CODES.has(cell.tur) ? (
      <Link to="/sirket-evraklari/$sertifikaId" params={{ sertifikaId: cell._id }} style={{ textDecoration: 'none' }}>
        {children}
      </Link>
    ) : (
      <Link to="/gemi-dokumanlari/sertifikalar/$sertifikaId" params={{ sertifikaId: cell._id }} style={{ textDecoration: 'none' }}>
        {children}
      </Link>
    );
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t`Teknik` }, { label: title }]}
        actions={[
          { label: t`Excel`, icon: <IconFileSpreadsheet size={16} />, onClick: () => void exportXlsx() },
          { label: t`Yazdır`, icon: <IconPrinter size={16} />, onClick: () => window.print() },
        ]}
      >
        <div className={classes.noPrint}>
          <DateField
            aria-label={t`Tarih itibarıyla`}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              if (isCalendarDate(value)) void navigate({ to: '/teknik/sertifika-takip', search: { tarih: value }, replace: true });
            }}
            w={170}
            data-testid="tracker-date"
          />
        </div>
      </PageHeader>
      <Text size="sm" c="dimmed" mb="sm">
        {t`${asOfText} itibarıyla`}
      </Text>
      {rows === undefined ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t`Gösterilecek gemi yok.`}</Text>
      ) : (
        <Stack>
          <Paper withBorder radius="md" p="sm" className={classes.matrix}>
            <Table withColumnBorders striped data-testid="tracker-matrix">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={classes.ship}>{t`Gemi`}</Table.Th>
                  {codes.map((code) => (
                    <Table.Th key={code} className={classes.cell}>
                      <span title={typeName(code)}>{code}</span>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.sirket} data-testid="tracker-row">
                    <Table.Td className={classes.ship}>
                      <Text size="sm" fw={600}>
                        {shipName(row)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.company.isim}
                      </Text>
                    </Table.Td>
                    {codes.map((code) => {
                      const cell = row.sertifikalar.find((c) => c.tur === code);
                      const date = cell ? cellDate(cell) : null;
                      return (
                        <Table.Td key={code} className={classes.cell}>
                          {cell &&
                            link(
                              cell,
                              <Text
                                span
                                size="xs"
                                fw={600}
                                px={6}
                                py={2}
                                bg={`${certificateStatusColors[cell.durum]}.1`}
                                c={`${certificateStatusColors[cell.durum]}.9`}
                                className={classes.mark}
                                data-status={cell.durum}
                                title={`${typeName(code)} · ${i18n._(certificateStatusLabels[cell.durum])}`}
                              >
                                {date ? formatDate(date) : i18n._(certificateStatusLabels[cell.durum])}
                              </Text>,
                            )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Group gap="xs" className={classes.noPrint}>
            {(['suresiDoldu', 'gecikti', 'eksik', 'pencerede', 'yaklasiyor', 'gecerli'] as const).map((status) => (
              <Badge key={status} variant="light" color={certificateStatusColors[status]}>
                {i18n._(certificateStatusLabels[status])}
              </Badge>
            ))}
          </Group>
          <Paper withBorder radius="md" p="lg">
            <Title order={3} size="h5" mb="sm">{t`Önümüzdeki ${AHEAD} gün`}</Title>
            {due.length === 0 ? (
              <Text c="dimmed" size="sm">{t`Bu dönemde vadesi gelen bir şey yok.`}</Text>
            ) : (
              <Table data-testid="tracker-due">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Tarih`}</Table.Th>
                    <Table.Th>{t`Gemi`}</Table.Th>
                    <Table.Th>{t`Tür`}</Table.Th>
                    <Table.Th>{t`Olay`}</Table.Th>
                    <Table.Th>{t`Durum`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {due.map(({ row, cell, date }, index) => (
                    <Table.Tr key={`${row.sirket}-${cell.tur}-${cell._id ?? index}`}>
                      <Table.Td>
                        <span className={classes.nowrap}>{date ? formatDate(date) : '—'}</span>
                        {cell.sonrakiOlay?.pencereSonu ? (
                          <span className={classes.nowrap}> – {formatDate(cell.sonrakiOlay.pencereSonu)}</span>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{shipName(row)}</Table.Td>
                      <Table.Td>{link(cell, typeName(cell.tur))}</Table.Td>
                      <Table.Td>{cell.sonrakiOlay ? i18n._(surveyKindLabels[cell.sonrakiOlay.tur]) : '—'}</Table.Td>
                      <Table.Td className={classes.nowrap}>
                        <Badge
                          variant="light"
                          color={certificateStatusColors[cell.durum]}
                          classNames={{ root: classes.status, label: classes.statusLabel }}
                        >
                          {i18n._(certificateStatusLabels[cell.durum])}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
}
