import { useMemo, type ReactNode } from 'react';
import { download } from '../../ui/download';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { daysBetween, isCalendarDate, localDate } from '../../domain/calendar';
import { CERTIFICATE_TYPES, type TrackerCell } from '../../domain/certificates';
import { useCertificateTracker } from '../../data/certificates';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { AsOfDateField } from '../../ui/as-of-date-field';
import { useExportPrintActions } from '../../ui/export-print-actions';
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
import { LANDSCAPE_PAGE_RULE, usePrintPage, usePrinting } from '../../ui/print-page';
import classes from './tracker.module.css';

/** How far ahead the "falls due" list looks, in days. */
const AHEAD = 90;

/** The company documents' codes (a tracker cell links to its own area). */
const COMPANY_CODES = new Set(
  CERTIFICATE_TYPES.filter((type) => type.holder === 'sirket' && type.code !== 'DIGER').map((type) => type.code),
);

/** The most types' columns one printed part of the matrix holds: with the ship's, the width of A4 landscape. */
const PRINT_COLUMNS = 7;

/** The types' columns in printed parts of even size, none above PRINT_COLUMNS: 25 → 7, 7, 7, 4. */
export function printParts<T>(columns: readonly T[], most = PRINT_COLUMNS): T[][] {
  if (columns.length === 0) return [];
  const count = Math.ceil(columns.length / most);
  const size = Math.ceil(columns.length / count);
  const parts: T[][] = [];
  for (let start = 0; start < columns.length; start += size) parts.push(columns.slice(start, start + size));
  return parts;
}

/** The date a cell shows: its next event's (a survey's window start, or the expiry). */
const cellDate = (cell: TrackerCell) => cell.sonrakiOlay?.pencereBasi ?? cell.sonrakiOlay?.tarih ?? null;

/**
 * The fleet's certificates as of a date (docs/areas/certificates.md): ships × types, each cell coloured by its
 * status with its date, what falls due in the next 90 days, XLSX and A4 print. Computed on the
 * device from the mirror with the server's certificateTracker, so it works offline.
 */
export function CertificateTrackerPage({ tarih }: { tarih: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const companies = useCompanies();
  const selected = useSelectedCompany() ?? '';
  const asOf = isCalendarDate(tarih) ? tarih : localDate();
  const rows = useCertificateTracker(companies, selected, asOf);
  usePrintPage(LANDSCAPE_PAGE_RULE);
  // On paper the matrix comes in parts, each whole on the page's width, the ship column in each.
  const printing = usePrinting();

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
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
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
  const actions = useExportPrintActions(exportXlsx);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t`Teknik` }, { label: title }]} actions={actions}>
        <AsOfDateField
          asOf={asOf}
          onDate={(date) => void navigate({ to: '/teknik/sertifika-takip', search: { tarih: date }, replace: true })}
          testId="tracker-date"
        />
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
          {(printing ? printParts(codes) : [codes]).map((part) => (
            <Paper key={part.join()} withBorder radius="md" p="sm" className={classes.matrix} tabIndex={0} role="region" aria-label={title}>
              <Table withColumnBorders striped data-testid="tracker-matrix">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th className={classes.ship}>{t`Gemi`}</Table.Th>
                    {part.map((code) => (
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
                      {part.map((code) => {
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
                                  // The light variant's colours (contrast.css): 4.5:1 at least for every status.
                                  bg={`var(--mantine-color-${certificateStatusColors[cell.durum]}-light)`}
                                  c={`var(--mantine-color-${certificateStatusColors[cell.durum]}-light-color)`}
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
          ))}
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
