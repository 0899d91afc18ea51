import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { maskPerson, type CrewExportForm } from '../../domain/crew';
import { ApiError } from '../../data/api';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCrewListUnmaskRule } from '../../data/grants';
import { recordCrewListExport, useCrewList, type CrewListRow } from '../../data/personnel';
import { AsOfDateField } from '../../ui/as-of-date-field';
import { useExportPrintActions } from '../../ui/export-print-actions';
import { download } from '../../ui/download';
import { formatDate } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { LANDSCAPE_PAGE_RULE, usePrintPage } from '../../ui/print-page';
import { PageLoading } from '../../ui/record-page';
import { rankLabels } from '../../ui/records/personnel-labels';
import classes from './crew-list.module.css';

/** The column of the identity documents (passport; seaman's book). */
const DOCUMENTS_COLUMN = 6;

/** A person's Turkish identity number is listed for Turkish crew: a TCKN on record, or Turkish nationality. */
const isTurkish = (row: CrewListRow) => row.person.tcKimlikNo !== '' || /^t(ü|u)rk/iu.test(row.person.uyruk);

/**
 * The crew list (docs/areas/crew.md): who is aboard the chosen ship (every ship with 'Hepsi') as of a
 * date, from the device, with the IMO FAL Form 5 fields: no., family name, given names, rank or
 * rating, nationality, date and place of birth, nature and number of the identity documents
 * (passport; seaman's book), and the TCKN of Turkish crew; the ship's name, IMO number and the date
 * above. Whole for a user who may write the ship (an administrator, a `yazma` grant), masked (KVKK)
 * for others; printing or exporting it whole is recorded in the history first. A4 print and XLSX.
 */
export function CrewListPage({ tarih }: { tarih: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const asOf = tarih || localDate();
  const sirket = useSelectedCompany() ?? '';
  const rows = useCrewList(sirket, asOf);
  const mayUnmask = useCrewListUnmaskRule();
  usePrintPage(LANDSCAPE_PAGE_RULE);
  const companies = useCompanies();
  const shipOf = (id: string) => companies?.find((c) => c._id === id);
  const shipName = (id: string) => {
    const company = shipOf(id);
    return company?.gemi?.adi || company?.isim || '';
  };
  const whole = (row: CrewListRow) => mayUnmask(row.assignment.sirket);
  const anyWhole = (rows ?? []).some(whole);

  const header = [
    t`No.`,
    t`Soyadı`,
    t`Adları`,
    t`Rütbe`,
    t`Uyruk`,
    t`Doğum Tarihi ve Yeri`,
    t`Kimlik Belgesi (Türü ve No.)`,
    t`T.C. Kimlik No`,
    t`Biniş`,
  ];
  /** The cells of a row as text (the table, the print and the XLSX alike). */
  const cells = (row: CrewListRow, index: number): string[] => {
    const shown = whole(row) ? row.person : maskPerson(row.person);
    const born = shown.dogumTarihi ? (whole(row) ? formatDate(shown.dogumTarihi) : `**.**.${shown.dogumTarihi.slice(0, 4)}`) : '';
    const documents = [
      shown.pasaportNo ? `${t`Pasaport`}: ${shown.pasaportNo}` : '',
      row.person.gemiAdamiCuzdanNo ? `${t`Gemi Adamı Cüzdanı`}: ${row.person.gemiAdamiCuzdanNo}` : '',
    ].filter(Boolean);
    return [
      String(index + 1),
      row.person.soyad,
      row.person.ad,
      i18n._(rankLabels[row.assignment.rutbe]),
      row.person.uyruk,
      [born, shown.dogumYeri].filter(Boolean).join(', '),
      documents.join('; '),
      isTurkish(row) ? shown.tcKimlikNo : '',
      [formatDate(row.assignment.binisTarihi), row.assignment.binisLimani].filter(Boolean).join(' · '),
    ];
  };

  const title = t`Personel Listesi`;
  const asOfText = formatDate(asOf);
  const ship = sirket ? shipOf(sirket) : undefined;
  const shipText = sirket ? shipName(sirket) : t`Tüm gemiler`;
  const imo = ship?.gemi?.imo ?? '';
  const flag = ship?.gemi?.bayrak ?? '';
  const particulars = [
    `${t`Gemi Adı`}: ${shipText}`,
    ...(sirket ? [`${t`IMO No`}: ${imo || '—'}`] : []),
    ...(flag ? [`${t`Bayrak`}: ${flag}`] : []),
    `${t`Tarih`}: ${asOfText}`,
  ];

  /**
   * A whole list goes out only once recorded in the history (docs/areas/crew.md): offline, or when
   * the record fails, it is not given out. A masked one needs no record.
   */
  const recorded = async (form: CrewExportForm): Promise<boolean> => {
    if (!anyWhole) return true;
    try {
      await recordCrewListExport(sirket, asOf, form);
      return true;
    } catch (caught) {
      notify(
        'error',
        caught instanceof ApiError && caught.isOffline
          ? t`Bağlantı gerekiyor: liste geçmişe kaydedilmeden verilmez.`
          : t`Liste geçmişe kaydedilemedi`,
      );
      return false;
    }
  };

  const exportXlsx = async () => {
    if (!rows || !(await recorded('xlsx'))) return;
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const blob = await trackerXlsx([
        {
          name: title,
          preamble: [t`Mürettebat Listesi (IMO FAL Form 5)`, particulars.join(' · ')],
          header: sirket ? header : [t`Gemi`, ...header],
          rows: rows.map((row, i) => (sirket ? cells(row, i) : [shipName(row.assignment.sirket), ...cells(row, i)])),
        },
      ]);
      download(blob, `personel-listesi-${asOf}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };

  const print = async () => {
    if (await recorded('yazdir')) window.print();
  };
  const actions = useExportPrintActions(exportXlsx, () => void print());

  return (
    <>
      <PageHeader title={title} count={rows?.length} crumbs={[{ label: t`Personel Veri Platformu` }, { label: title }]} actions={actions}>
        <AsOfDateField
          asOf={asOf}
          onDate={(date) => void navigate({ to: '/personel-veri-platformu/personel-listesi', search: { tarih: date }, replace: true })}
          testId="crew-list-date"
        />
      </PageHeader>
      <Group gap="xs" mb="sm" wrap="wrap" data-testid="crew-list-caption">
        <Text size="sm" fw={600}>{t`Mürettebat Listesi (IMO FAL Form 5)`}</Text>
        <Text size="sm" c="dimmed">
          {particulars.join(' · ')}
        </Text>
        {rows !== undefined && rows.length > 0 && (
          <Badge variant="light" color={anyWhole ? 'blue' : 'gray'} c="dark.7" className={classes.noPrint} data-testid="crew-list-masking">
            {anyWhole ? t`Kimlik bilgileri tam` : t`Kimlik bilgileri maskeli (KVKK)`}
          </Badge>
        )}
      </Group>
      {rows === undefined ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t`Bu tarihte gemide personel yok.`}</Text>
      ) : (
        // Scrolls sideways on a tablet: a stop of the Tab key, so the keyboard scrolls it too.
        <Paper withBorder radius="md" p="sm" className={classes.table} tabIndex={0} role="region" aria-label={title}>
          <Table striped data-testid="crew-list">
            <Table.Thead>
              <Table.Tr>
                {!sirket && <Table.Th>{t`Gemi`}</Table.Th>}
                {header.map((label) => (
                  <Table.Th key={label} className={classes.head}>
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.assignment._id} data-masked={whole(row) ? 'false' : 'true'}>
                  {!sirket && <Table.Td>{shipName(row.assignment.sirket)}</Table.Td>}
                  {cells(row, index).map((value, column) =>
                    column === DOCUMENTS_COLUMN ? (
                      // One document a line, each whole: "Pasaport: U2006550" never broken.
                      <Table.Td key={column}>
                        {value.split('; ').map((line) => (
                          <div key={line} className={classes.nowrap}>
                            {line}
                          </div>
                        ))}
                      </Table.Td>
                    ) : (
                      <Table.Td key={column} className={column === 7 ? classes.nowrap : undefined}>
                        {value}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </>
  );
}
