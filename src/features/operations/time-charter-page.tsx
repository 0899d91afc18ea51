import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { utcText } from '../../domain/charter-time';
import { hireStatementErrors, hireStatementMinor, type HireInvoiceMinor, type HireStatementMinor } from '../../domain/hire-statement';
import { timeCharterOf } from '../../domain/charter';
import { charterKind } from '../../domain/kinds/charter';
import { SCALES } from '../../domain/money';
import { useAccount } from '../../data/accounts';
import { deleteCharter, useCharter, type CharterRow } from '../../data/operations';
import { DetailField } from '../../ui/detail-field';
import { SummaryPanel } from '../../ui/detail-layout';
import { FileLink } from '../../ui/file-link';
import { formatDate, formatDateTime, formatFigure, formatMoney } from '../../ui/format';
import { download } from '../../ui/download';
import { useExportPrintActions } from '../../ui/export-print-actions';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { notify } from '../../ui/notify';
import { hireLineLabels } from './operations-labels';
import { Settlement } from './settlement';
import type { StatementView } from './statement-export';
import { useCharterParties, useTimeCharterPlace } from './operations-place';

/** A time charter: its terms and its hire statement, invoice by invoice, computed on the device. */
export function TimeCharterPage({ id }: { id: string }) {
  const { t } = useLingui();
  const place = useTimeCharterPlace();
  return (
    <RecordGate kind={charterKind} id={id} record={useCharter(id)} place={place} title={t`Time Charter`} message={t`Kiralama bulunamadı`}>
      {(row) => <TimeCharter row={row} place={place} />}
    </RecordGate>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `%${formatFigure(value, SCALES.percent, 2)}`);

function TimeCharter({ row, place }: { row: CharterRow; place: Place }) {
  const { t, i18n } = useLingui();
  const charter = timeCharterOf(row);
  // A record the server took has valid terms; one refused and kept here may not: no statement then.
  const errors = hireStatementErrors(charter);
  const statement = errors.length === 0 ? hireStatementMinor(charter) : null;
  const { charterer, ship } = useCharterParties(row);
  const money = (minor: bigint | number) => formatMoney(minor, row.dovizCinsi);
  const period = row.faturaPeriyoduGun;
  const view = useStatementView(row, ship, charterer?.unvan ?? '');
  const invoiceText = (name: string, no: number) => t`${name} time charter kira faturası ${no}`;
  const fileName = (suffix: string) => `kira-hesabi-${(row.cpTarihi ?? row._id).replace(/[^\w-]/g, '')}${suffix}`;
  const [excel, print] = useExportPrintActions(async () => {
    if (!statement) return;
    try {
      const { statementXlsx } = await import('./statement-export');
      download(await statementXlsx(view(statement), t`Kira Hesabı`), fileName('.xlsx'));
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  });
  const pdf = {
    label: t`PDF`,
    icon: <IconFileTypePdf size={16} />,
    onClick: async () => {
      if (!statement) return;
      try {
        const { statementPdfFile } = await import('./statement-export');
        download(await statementPdfFile(view(statement), fileName('.pdf')), fileName('.pdf'));
      } catch {
        notify('error', t`Dışa aktarılamadı`);
      }
    },
  };

  return (
    <DetailFrame
      kind={charterKind}
      record={row}
      place={place}
      title={`${ship} · ${charterer?.unvan ?? t`Time Charter`}`}
      edit={(props) => <Link to="/operasyon/time-charter/$carterId/edit" params={{ carterId: row._id }} {...props} />}
      remove={{ queue: () => deleteCharter(row._id) }}
      actions={statement ? [print, pdf, excel] : []}
      summary={
        <SummaryPanel
          title={t`Kira Hesabı`}
          items={[
            { label: t`Fatura Sayısı`, value: statement ? String(statement.faturalar.length) : '—' },
            { label: t`Toplam`, value: <span data-testid="hire-total">{statement ? money(statement.toplam) : '—'}</span> },
            {
              label: t`Brokeraj (armatör öder)`,
              value: statement ? money(statement.brokeraj.reduce((sum, broker) => sum + broker.tutar, 0n)) : '—',
            },
          ]}
        />
      }
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Gemi`}>{ship}</DetailField>
          <DetailField label={t`Kiracı`}>{charterer?.unvan ?? '—'}</DetailField>
          <DetailField label={t`C/P`}>{`${row.cpFormu} · ${formatDate(row.cpTarihi)}`}</DetailField>
          <DetailField label={t`Günlük Kira`}>{money(row.gunlukKira ?? 0)}</DetailField>
          <DetailField label={t`Adres Komisyonu`}>{percent(row.adresKomisyonuYuzde)}</DetailField>
          <DetailField label={t`Fatura Periyodu`}>{t`${period} gün, peşin`}</DetailField>
          <DetailField label={t`Teslim (UTC)`}>
            {row.teslim.zaman ? `${formatDateTime(row.teslim.zaman)} · ${row.teslim.liman || '—'}` : '—'}
          </DetailField>
          <DetailField label={row.iade.zaman ? t`İade (UTC)` : t`Tahmini İade (UTC)`}>
            {row.iade.zaman
              ? `${formatDateTime(row.iade.zaman)} · ${row.iade.liman || '—'}`
              : row.tahminiIade
                ? formatDateTime(row.tahminiIade)
                : '—'}
          </DetailField>
          <DetailField label={t`C/P Dosyası`}>{row.dosya ? <FileLink file={row.dosya} testId="charter-file" /> : '—'}</DetailField>
        </SimpleGrid>
      </Paper>

      {statement === null ? (
        <Alert color="red" title={t`Kira hesabı yapılamadı`}>
          {t`Kiralamanın koşullarında hata var; kayıt düzeltilince hesap çıkar.`}
        </Alert>
      ) : (
        statement.faturalar.map((invoice) => (
          <HireInvoice
            key={invoice.no}
            invoice={invoice}
            money={money}
            action={
              <Settlement
                charter={row}
                no={invoice.no}
                total={invoice.toplam}
                target={() => ({
                  no: invoice.no,
                  lines: invoice.kalemler,
                  total: invoice.toplam,
                  date: utcText(invoice.baslangic).slice(0, 10),
                  billNo: `TC${(row.cpTarihi ?? '').replace(/-/g, '').slice(2)}-${String(invoice.no).padStart(2, '0')}`,
                  aciklama: invoiceText(ship, invoice.no),
                  view: view({ ...statement, faturalar: [invoice], toplam: invoice.toplam }),
                  fileName: fileName(`-${invoice.no}.pdf`),
                  lineName: (tur) => i18n._(hireLineLabels[tur as keyof typeof hireLineLabels]),
                })}
              />
            }
          />
        ))
      )}

      {statement && statement.brokeraj.length > 0 ? <Brokerage brokers={statement.brokeraj} money={money} /> : null}
    </DetailFrame>
  );
}

/** The statement as its PDF and XLSX show it: the terms, then each invoice's lines (brokerage, the owners' own, is not the charterer's). */
function useStatementView(row: CharterRow, ship: string, charterer: string): (statement: HireStatementMinor) => StatementView {
  const { t, i18n } = useLingui();
  const invoiceTitle = (no: number) => t`Fatura ${no}`;
  const money = (minor: bigint) => formatMoney(minor, row.dovizCinsi);
  return (statement) => ({
    title: t`Kira Hesabı`,
    subtitle: `${ship} · ${charterer} · ${row.cpFormu} ${formatDate(row.cpTarihi)}`,
    particulars: [
      [t`Gemi`, ship],
      [t`Kiracı`, charterer],
      [t`Günlük Kira`, money(BigInt(row.gunlukKira ?? 0))],
      [t`Adres Komisyonu`, percent(row.adresKomisyonuYuzde)],
      [t`Teslim (UTC)`, row.teslim.zaman ? `${formatDateTime(row.teslim.zaman)} · ${row.teslim.liman || '—'}` : '—'],
      [t`İade (UTC)`, row.iade.zaman ? `${formatDateTime(row.iade.zaman)} · ${row.iade.liman || '—'}` : '—'],
    ],
    tables: statement.faturalar.map((invoice) => ({
      title: invoiceTitle(invoice.no),
      subtitle: [
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a span of instants and their base
        `${formatDateTime(utcText(invoice.baslangic))} – ${formatDateTime(utcText(invoice.bitis))} UTC`,
        `${t`Vade`} ${formatDate(utcText(invoice.baslangic).slice(0, 10))}`,
      ].join(' · '),
      header: [t`Kalem Türü`, t`Açıklama`, t`Gün`, t`Tutar`],
      figures: [2, 3],
      widths: [3, 5, 1.3, 2.4],
      rows: invoice.kalemler.map((line) => [
        i18n._(hireLineLabels[line.tur]),
        line.aciklama,
        line.gun === undefined ? '' : formatFigure(Number(line.gun), 4, 4),
        line.tutar,
      ]),
      total: [t`Fatura Toplamı`, invoice.toplam],
    })),
    totals: [[t`Toplam`, statement.toplam]],
    money,
  });
}

function HireInvoice({ invoice, money, action }: { invoice: HireInvoiceMinor; money: (minor: bigint) => string; action: ReactNode }) {
  const { t, i18n } = useLingui();
  const no = invoice.no;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="hire-invoice">
      <Group justify="space-between" mb={4}>
        <Title order={3} size="h5">
          {t`Fatura ${no}`}
        </Title>
        {action}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {`${formatDateTime(utcText(invoice.baslangic))} – ${formatDateTime(utcText(invoice.bitis))} · ${t`Vade`} ${formatDate(utcText(invoice.baslangic).slice(0, 10))}`}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Kalem Türü`}</Table.Th>
              <Table.Th>{t`Açıklama`}</Table.Th>
              <Table.Th ta="right">{t`Gün`}</Table.Th>
              <Table.Th ta="right">{t`Tutar`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.kalemler.map((line, index) => (
              <Table.Tr key={index} data-testid={`hire-line-${line.tur}`}>
                <Table.Td>{i18n._(hireLineLabels[line.tur])}</Table.Td>
                <Table.Td>{line.aciklama}</Table.Td>
                <Table.Td ta="right">{line.gun === undefined ? '' : formatFigure(Number(line.gun), 4, 4)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.tutar)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{t`Fatura Toplamı`}</Table.Th>
              <Table.Th ta="right" data-testid="hire-invoice-total" style={{ whiteSpace: 'nowrap' }}>
                {money(invoice.toplam)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** What the owners owe each broker on the statement's hire (not a line of the charterer's statement). */
function Brokerage({ brokers, money }: { brokers: { cariHesap: string; tutar: bigint }[]; money: (minor: bigint) => string }) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="hire-brokerage">
      <Title order={3} size="h5" mb="sm">
        {t`Brokeraj (armatör öder)`}
      </Title>
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {brokers.map((broker) => (
            <Table.Tr key={broker.cariHesap}>
              <Table.Td>
                <BrokerName id={broker.cariHesap} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(broker.tutar)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function BrokerName({ id }: { id: string }) {
  return <>{useAccount(id)?.unvan ?? '—'}</>;
}
