import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { utcText } from '../../domain/charter-time';
import { hireStatementErrors, hireStatementMinor, type HireInvoiceMinor } from '../../domain/hire-statement';
import { timeCharterOf } from '../../domain/charter';
import { charterKind } from '../../domain/kinds/charter';
import { SCALES } from '../../domain/money';
import { deleteCharter, useCharter, type CharterRow } from '../../data/operations';
import { DetailField } from '../../ui/detail-field';
import { SummaryPanel } from '../../ui/detail-layout';
import { FileLink } from '../../ui/file-link';
import { formatDate, formatDateTime, formatFigure, formatMoney } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { hireLineLabels } from './operations-labels';
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
  const { t } = useLingui();
  const charter = timeCharterOf(row);
  // A record the server took has valid terms; one refused and kept here may not: no statement then.
  const errors = hireStatementErrors(charter);
  const statement = errors.length === 0 ? hireStatementMinor(charter) : null;
  const { charterer, ship } = useCharterParties(row);
  const money = (minor: bigint | number) => formatMoney(minor, row.dovizCinsi);
  const period = row.faturaPeriyoduGun;

  return (
    <DetailFrame
      kind={charterKind}
      record={row}
      place={place}
      title={`${ship} · ${charterer?.unvan ?? t`Time Charter`}`}
      edit={(props) => <Link to="/operasyon/time-charter/$carterId/edit" params={{ carterId: row._id }} {...props} />}
      remove={{ queue: () => deleteCharter(row._id) }}
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
        statement.faturalar.map((invoice) => <HireInvoice key={invoice.no} invoice={invoice} money={money} />)
      )}
    </DetailFrame>
  );
}

function HireInvoice({ invoice, money }: { invoice: HireInvoiceMinor; money: (minor: bigint) => string }) {
  const { t, i18n } = useLingui();
  const no = invoice.no;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="hire-invoice">
      <Title order={3} size="h5" mb={4}>
        {t`Fatura ${no}`}
      </Title>
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
