import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Button, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { localDate } from '../../domain/calendar';
import { loanKind } from '../../domain/kinds/loan';
import { coverFigures, loanScheduleMinor, LOAN_RATE_SCALE, type LoanPeriodMinor } from '../../domain/loans';
import { SCALES, toMajor } from '../../domain/money';
import { useCompanies } from '../../data/companies';
import { useAccount } from '../../data/accounts';
import { deleteLoan, loanOf, loanView, useLoan, type LoanRow } from '../../data/loans';
import { DetailField } from '../../ui/detail-field';
import { SummaryPanel } from '../../ui/detail-layout';
import { download } from '../../ui/download';
import { FileLink } from '../../ui/file-link';
import { formatDate, formatFigure, formatMoney } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { notify } from '../../ui/notify';
import { dayCountLabels, interestTypeLabels } from '../../ui/records/loan-labels';
import { useLoanPlace } from './loan-place';

// The cover chart draws with recharts, a chunk of its own loaded with the chart only.
const CoverChart = lazy(() => import('./loan-cover-chart').then((m) => ({ default: m.LoanCoverChart })));

/** A loan: its terms, its schedule period by period, its valuations and cover, its agreement and history. */
export function LoanDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const place = useLoanPlace();
  return (
    <RecordGate kind={loanKind} id={id} record={useLoan(id)} place={place} title={t`Kredi`} message={t`Kredi bulunamadı`} refusal>
      {(row) => <LoanDetail row={row} place={place} />}
    </RecordGate>
  );
}

const rate = (value: bigint | number | null | undefined) =>
  value === null || value === undefined ? '—' : `%${formatFigure(Number(value), LOAN_RATE_SCALE, 2)}`;
const percent = (value: bigint | number | null | undefined) =>
  value === null || value === undefined ? '—' : `%${formatFigure(Number(value), SCALES.percent, 1)}`;

function LoanDetail({ row, place }: { row: LoanRow; place: Place }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const today = localDate();
  const view = loanView(row, today);
  const company = useCompanies()?.find((c) => c._id === row.sirket);
  const bank = useAccount(row.banka ?? '');
  const ship = company ? company.gemi?.adi || company.isim : '';
  const money = (minor: bigint | number) => formatMoney(minor, row.dovizCinsi);
  const cover = view.teminat;
  const short = cover.eksikOdeme !== null && cover.eksikOdeme > 0n;
  const periods = view.schedule?.donemler ?? [];

  const exportXlsx = async () => {
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const major = (value: bigint) => toMajor(Number(value), SCALES.amount);
      const blob = await trackerXlsx([
        {
          name: t`Ödeme Planı`,
          preamble: [`${t`Kredi`}: ${ship} · ${formatDate(row.kullanimTarihi)} · ${money(row.tutar)}`],
          header: [t`Başlangıç`, t`Vade`, t`Gün`, t`Faiz Oranı (%)`, t`Açılış Bakiyesi`, t`Faiz`, t`Anapara`, t`Kapanış Bakiyesi`],
          rows: periods.map((period) => [
            period.baslangic,
            period.bitis,
            period.gun,
            toMajor(Number(period.oranYuzde), LOAN_RATE_SCALE),
            major(period.acilisBakiye),
            major(period.faiz),
            major(period.anapara),
            major(period.kapanisBakiye),
          ]),
        },
      ]);
      download(blob, `kredi-odeme-plani-${row.kullanimTarihi}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };

  // Each valuation's cover on its date, against the balance scheduled then (the chart's points).
  const points = (() => {
    if (!view.schedule || row.teminatOraniYuzde === null) return [];
    const schedule = loanScheduleMinor(loanOf(row));
    return [...row.degerlemeler]
      .sort((a, b) => a.tarih.localeCompare(b.tarih))
      .map((valuation) => {
        const done = schedule.donemler.filter((period) => period.bitis <= valuation.tarih);
        const balance = done.length > 0 ? done[done.length - 1]!.kapanisBakiye : BigInt(row.tutar);
        const figures = coverFigures(balance, BigInt(valuation.deger), BigInt(row.teminatOraniYuzde ?? 0));
        return { tarih: valuation.tarih, oran: figures.oranYuzde === null ? null : toMajor(Number(figures.oranYuzde), SCALES.percent) };
      });
  })();

  const orderLink = (period: LoanPeriodMinor) => (props: Record<string, unknown>) => (
    <Link to="/finans/banka-talimat/form" search={{ kredi: row._id, taksit: period.bitis }} {...props} />
  );

  return (
    <DetailFrame
      kind={loanKind}
      record={row}
      place={place}
      title={`${ship} · ${money(row.tutar)}`}
      edit={(props) => <Link to="/finans/kredi-kayitlari/$krediId/edit" params={{ krediId: row._id }} {...props} />}
      actions={[{ label: t`Ödeme planını indir (XLSX)`, icon: <IconFileSpreadsheet size={16} />, onClick: () => void exportXlsx() }]}
      remove={{ queue: () => deleteLoan(row._id), then: () => navigate({ to: '/finans/kredi-kayitlari' }) }}
      summary={
        <SummaryPanel
          title={t`Kredi`}
          items={[
            { label: t`Kalan Anapara`, value: <span data-testid="loan-detail-balance">{money(view.bakiye)}</span> },
            {
              label: t`Sonraki Taksit`,
              value: view.sonraki ? (
                <span data-testid="loan-detail-next">
                  {formatDate(view.sonraki.bitis)} · {money(view.sonraki.anapara + view.sonraki.faiz)}
                </span>
              ) : (
                '—'
              ),
            },
            {
              label: t`Teminat Oranı`,
              value: (
                <span data-testid="loan-detail-cover">
                  {percent(cover.oranYuzde)} / {percent(row.teminatOraniYuzde)}
                </span>
              ),
            },
            {
              label: t`Teminat Açığı`,
              value: short ? (
                <Badge color="red" data-testid="loan-detail-shortfall">
                  {money(cover.eksikOdeme!)}
                </Badge>
              ) : (
                t`Yok`
              ),
            },
          ]}
        />
      }
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Gemi`}>{ship}</DetailField>
          <DetailField label={t`Banka`}>{bank ? bank.unvan : '—'}</DetailField>
          <DetailField label={t`Kullanım Tarihi`}>{formatDate(row.kullanimTarihi)}</DetailField>
          <DetailField label={t`Kredi Tutarı`}>{money(row.tutar)}</DetailField>
          <DetailField label={t`Faiz Türü`}>{i18n._(interestTypeLabels[row.faiz.tur])}</DetailField>
          <DetailField label={t`Gün Sayımı`}>{i18n._(dayCountLabels[row.faiz.gunSayimi])}</DetailField>
          {row.faiz.tur === 'sabit' ? (
            <DetailField label={t`Sabit Faiz`}>{rate(row.faiz.sabitYuzde)}</DetailField>
          ) : (
            <>
              <DetailField label={t`Marj`}>{rate(row.faiz.marjYuzde)}</DetailField>
              <DetailField label={t`Taban Oran`}>{rate(row.faiz.tabanYuzde ?? 0)}</DetailField>
            </>
          )}
          <DetailField label={t`Asgari Teminat Oranı`}>{percent(row.teminatOraniYuzde)}</DetailField>
          <DetailField label={t`İpotek`}>
            {row.ipotek ? `${row.ipotek.derece}. ${t`derece`} · ${money(row.ipotek.tutar)} · ${formatDate(row.ipotek.tescilTarihi)}` : '—'}
          </DetailField>
          <DetailField label={t`Sözleşme Dosyası`}>{row.dosya ? <FileLink file={row.dosya} testId="loan-file" /> : '—'}</DetailField>
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h5" mb="sm">{t`Ödeme Planı`}</Title>
        {periods.length === 0 ? (
          <Text c="dimmed" size="sm">{t`Ödeme planı yok.`}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" striped data-testid="loan-schedule">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Vade`}</Table.Th>
                  <Table.Th ta="right">{t`Gün`}</Table.Th>
                  <Table.Th ta="right">{t`Faiz Oranı`}</Table.Th>
                  <Table.Th ta="right">{t`Açılış Bakiyesi`}</Table.Th>
                  <Table.Th ta="right">{t`Faiz`}</Table.Th>
                  <Table.Th ta="right">{t`Anapara`}</Table.Th>
                  <Table.Th ta="right">{t`Kapanış Bakiyesi`}</Table.Th>
                  <Table.Th>{t`Talimat`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {periods.map((period) => (
                  <Table.Tr key={period.bitis} data-testid="loan-period">
                    <Table.Td>{formatDate(period.bitis)}</Table.Td>
                    <Table.Td ta="right">{period.gun}</Table.Td>
                    <Table.Td ta="right">
                      {rate(period.oranYuzde)}
                      {period.tahmini && (
                        <Badge ml={4} size="xs" color="gray" variant="light" title={t`Faiz tespiti girilmedi; son bilinen oran kullanıldı`}>
                          {t`tahmini`}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{money(period.acilisBakiye)}</Table.Td>
                    <Table.Td ta="right" data-testid="loan-period-interest">
                      {money(period.faiz)}
                    </Table.Td>
                    <Table.Td ta="right">{money(period.anapara)}</Table.Td>
                    <Table.Td ta="right">{money(period.kapanisBakiye)}</Table.Td>
                    <Table.Td>
                      {row.banka && period.bitis >= today ? (
                        <Button size="compact-xs" variant="light" renderRoot={orderLink(period)} data-testid="loan-period-order">
                          {t`Talimat oluştur`}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h5" mb="sm">{t`Değerlemeler ve Teminat`}</Title>
        {row.degerlemeler.length === 0 ? (
          <Text c="dimmed" size="sm">{t`Değerleme girilmedi.`}</Text>
        ) : (
          <>
            <Table verticalSpacing="xs" data-testid="loan-valuations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Değerleme Tarihi`}</Table.Th>
                  <Table.Th>{t`Eksper`}</Table.Th>
                  <Table.Th ta="right">{t`Değer`}</Table.Th>
                  <Table.Th ta="right">{t`Teminat Oranı`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...row.degerlemeler]
                  .sort((a, b) => b.tarih.localeCompare(a.tarih))
                  .map((valuation, index) => (
                    <Table.Tr key={`${valuation.tarih}-${index}`}>
                      <Table.Td>{formatDate(valuation.tarih)}</Table.Td>
                      <Table.Td>{valuation.eksper || '—'}</Table.Td>
                      <Table.Td ta="right">{money(valuation.deger)}</Table.Td>
                      <Table.Td ta="right">
                        {(() => {
                          const point = points.find((p) => p.tarih === valuation.tarih);
                          return point?.oran === null || point === undefined ? '—' : `%${point.oran.toLocaleString(i18n.locale)}`;
                        })()}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
            {points.length > 0 && (
              <Suspense fallback={null}>
                <CoverChart
                  points={points}
                  minimum={row.teminatOraniYuzde === null ? null : toMajor(row.teminatOraniYuzde, SCALES.percent)}
                  label={t`Teminat oranı (%)`}
                  minimumLabel={t`Asgari`}
                />
              </Suspense>
            )}
          </>
        )}
      </Paper>
    </DetailFrame>
  );
}
