import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Paper, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { isCalendarDate, localDate } from '../../domain/calendar';
import { maskPerson } from '../../domain/crew';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCrewList, type CrewListRow } from '../../data/personnel';
import { DateField } from '../../ui/date-field';
import { download } from '../../ui/download';
import { formatDate } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { LANDSCAPE_PAGE_RULE, usePrintPage } from '../../ui/print-page';
import { PageLoading } from '../../ui/record-page';
import { rankLabels } from '../../ui/records/personnel-labels';
import classes from './crew-list.module.css';

/**
 * The crew list (docs/areas/crew.md): who is aboard the chosen ship (every ship with 'Hepsi') as of a
 * date, from the device: name, rank, nationality, date and port of embarkation, passport (masked,
 * KVKK) and seaman's book numbers; A4 print and XLSX.
 */
export function CrewListPage({ tarih }: { tarih: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const asOf = tarih || localDate();
  const [typed, setTyped] = useState(asOf);
  const sirket = useSelectedCompany() ?? '';
  const rows = useCrewList(sirket, asOf);
  usePrintPage(LANDSCAPE_PAGE_RULE);
  const companies = useCompanies();
  const shipName = (id: string) => {
    const company = companies?.find((c) => c._id === id);
    return company?.gemi?.adi || company?.isim || '';
  };
  const header = [t`Sıra`, t`Ad Soyad`, t`Rütbe`, t`Uyruk`, t`Biniş Tarihi`, t`Biniş Limanı`, t`Pasaport No`, t`Gemi Adamı Cüzdanı No`];
  const cells = (row: CrewListRow, index: number) => [
    String(index + 1),
    `${row.person.ad} ${row.person.soyad}`,
    i18n._(rankLabels[row.assignment.rutbe]),
    row.person.uyruk,
    row.assignment.binisTarihi,
    row.assignment.binisLimani,
    maskPerson(row.person).pasaportNo,
    row.person.gemiAdamiCuzdanNo,
  ];

  const exportXlsx = async () => {
    if (!rows) return;
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const blob = await trackerXlsx([
        {
          name: t`Personel Listesi`,
          header: sirket ? header : [t`Gemi`, ...header],
          rows: rows.map((row, i) => (sirket ? cells(row, i) : [shipName(row.assignment.sirket), ...cells(row, i)])),
        },
      ]);
      download(blob, `personel-listesi-${asOf}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };

  const title = t`Personel Listesi`;
  const asOfText = formatDate(asOf);
  const shipText = sirket ? shipName(sirket) : t`Tüm gemiler`;
  return (
    <>
      <PageHeader
        title={title}
        count={rows?.length}
        crumbs={[{ label: t`Personel Veri Platformu` }, { label: title }]}
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
              if (isCalendarDate(value))
                void navigate({ to: '/personel-veri-platformu/personel-listesi', search: { tarih: value }, replace: true });
            }}
            w={170}
            data-testid="crew-list-date"
          />
        </div>
      </PageHeader>
      <Text size="sm" c="dimmed" mb="sm" data-testid="crew-list-caption">
        {t`${shipText} · ${asOfText} itibarıyla`}
      </Text>
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
                  <Table.Th key={label} className={classes.nowrap}>
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.assignment._id}>
                  {!sirket && <Table.Td>{shipName(row.assignment.sirket)}</Table.Td>}
                  {cells(row, index).map((value, column) => (
                    <Table.Td key={column} className={column === 4 ? classes.nowrap : undefined}>
                      {column === 4 ? formatDate(value) : value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </>
  );
}
