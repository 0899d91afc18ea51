import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { IconBuildingBank, IconCash, IconFileCheck } from '@tabler/icons-react';
import { BUDGET_TYPE_OF_DIRECTION } from '../../domain/bill';
import { paymentProgress, withholdingLabel } from '../../domain/bill-math';
import { useBudgetCodes } from '../../data/budget-codes';
import { useAccount } from '../../data/accounts';
import { refusalOnDevice } from '../../data/delete-outcome';
import { deleteBill, useBill, type BillRow } from '../../data/bills';
import { useBillPayments } from '../../data/cash-flows';
import { useCompanies } from '../../data/companies';
import { DetailField } from '../../ui/detail-field';
import { FileLink } from '../../ui/file-link';
import { DetailSection, SummaryPanel } from '../../ui/detail-layout';
import { DetailFrame, RecordGate, type Place, type RefusalWords } from '../../ui/frames/detail-frame';
import { RecordMessages } from '../../ui/record-messages-lazy';
import { formatDate, formatFigure, formatMoney } from '../../ui/format';
import { SCALES } from '../../domain/money';
import { useRateFor } from '../../data/exchange-rates';
import { TlAmount } from '../../ui/tl-equivalent';
import { planState } from '../../domain/bill-money';
import { methodLabels } from '../../ui/records/cash-flow-labels';
import { BillBunkerNotes } from '../../ui/records/bill-bunker-notes';
import { useBillPlace } from './bill-place';
import { directionLabels, kindLabels, paidLabels, paymentTypeLabels, progressColors, unitLabels } from '../../ui/records/bill-labels';

// Loaded when asked for: it carries the upload field.
const ConvertProformaModal = lazy(() => import('./convert-proforma-modal'));

/** An amount and its currency on one line. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A bill or proforma (docs/areas/bills.md): everything it carries, and edit, delete, convert, pay. */
export function BillDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const bill = useBill(id);
  const place = useBillPlace(bill?.tip ?? 'gelen');
  const refusal: RefusalWords = {
    title: t`Fatura silinemedi`,
    explain: (message) =>
      message === 'billHasPayments'
        ? t`Bu faturanın ödemeleri var; sunucu silmeyi reddetti. Önce ödemeleri kaldırın ya da silmeyi geri alın.`
        : undefined,
  };
  return (
    <RecordGate id={id} record={bill} place={place} hint={t`Silinmiş olabilir; fatura listesine dönüp yeniden arayın.`} refusal={refusal}>
      {(row) => <BillDetail bill={row} place={place} refusal={refusal} />}
    </RecordGate>
  );
}

function BillDetail({ bill, place, refusal }: { bill: BillRow; place: Place; refusal: RefusalWords }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = bill._id;
  const payments = useBillPayments(bill);
  const account = useAccount(bill.cariHesap);
  const companies = useCompanies() ?? [];
  const codes = useBudgetCodes(BUDGET_TYPE_OF_DIRECTION[bill.tip]);
  // docs/areas/exchange-rates.md: a foreign bill's TL equivalent at its date's rate (the previous bulletin's).
  const rate = useRateFor(bill.tarih, bill.dovizCinsi);
  const [converting, setConverting] = useState(false);

  const money = (minor: number) => formatMoney(minor, bill.dovizCinsi);
  const withholds = bill.kalemler.some((line) => Boolean(line.tevkifatOrani));
  const state = payments?.state ?? planState(bill.odemePlani);
  const progress = paymentProgress(state.durum, state.odenmisTutar);
  const codeOf = (id: string) => {
    const code = codes?.find((row) => row._id === id);
    return code ? `${code.kod} ${code.adi}` : '—';
  };
  const flowsById = new Map((payments?.flows ?? []).map((flow) => [flow._id, flow]));
  const title = bill.faturaProformaNo || i18n._(kindLabels[bill.faturaTip]!);
  const companyName = companies.find((c) => c._id === bill.sirket)?.isim ?? '';
  const flowType = bill.tip === 'gelen' ? 'odeme' : 'tahsilat';

  return (
    <DetailFrame
      record={bill}
      place={place}
      title={title}
      actions={[
        ...(bill.faturaTip === 'proforma'
          ? [{ label: t`Faturaya Dönüştür`, icon: <IconFileCheck size={16} />, onClick: () => setConverting(true) }]
          : []),
        // A paid bill has nothing left to pay or to instruct the bank about.
        ...(state.durum !== 'odendi'
          ? [
              {
                label: bill.tip === 'gelen' ? t`Ödeme Yap` : t`Tahsilat Yap`,
                icon: <IconCash size={16} />,
                link: (props: Record<string, unknown>) => (
                  <Link to="/finans/nakit-akis/form" search={{ tip: flowType, cariHesap: bill.cariHesap, fatura: id }} {...props} />
                ),
              },
            ]
          : []),
        ...(bill.tip === 'gelen' && state.durum !== 'odendi'
          ? [
              {
                label: t`Banka talimatı`,
                icon: <IconBuildingBank size={16} />,
                link: (props: Record<string, unknown>) => (
                  <Link to="/finans/banka-talimat/form" search={{ fatura: id, cariHesap: bill.cariHesap }} {...props} />
                ),
              },
            ]
          : []),
      ]}
      remove={{
        confirmTitle: t`Fatura`,
        question: t`Faturayı kaldırmak istediğinizden emin misiniz?`,
        done: t`Fatura kaldırıldı`,
        failed: t`Fatura silinemedi`,
        // docs/architecture.md §7: the server refuses a bill with payments (409 billHasPayments) or one a live bank order
        // pays (409 inUse); said here at once, also offline.
        foreseen: () => refusalOnDevice('fatura', id),
        queue: () => deleteBill(id),
        then: () => navigate({ to: '/finans/fatura-proforma', search: { tip: bill.tip } }),
      }}
      refusal={refusal}
      history={false}
      notice={
        converting &&
        bill.faturaTip === 'proforma' && (
          <Suspense fallback={null}>
            <ConvertProformaModal bill={bill} onClose={() => setConverting(false)} />
          </Suspense>
        )
      }
      summary={
        <SummaryPanel
          title={t`Toplamlar`}
          items={[
            { label: t`Ara Toplam`, value: <span data-testid="total-araToplam">{money(bill.toplamlar.araToplam)}</span> },
            { label: t`İskonto`, value: <span data-testid="total-iskonto">{money(bill.toplamlar.toplamIskontoTutar)}</span> },
            { label: t`İndirimli Tutar`, value: money(bill.toplamlar.indirimliTutar) },
            { label: t`KDV`, value: <span data-testid="total-kdv">{money(bill.toplamlar.toplamKdvTutar)}</span> },
            ...(bill.toplamlar.toplamTevkifatTutar
              ? [
                  {
                    label: t`Tevkifat (KDV)`,
                    value: <span data-testid="total-tevkifat">{money(bill.toplamlar.toplamTevkifatTutar)}</span>,
                  },
                ]
              : []),
            { label: t`Ödenecek Tutar`, value: <span data-testid="total-odenecek">{money(bill.toplamlar.odenecekTutar)}</span> },
            ...(bill.dovizCinsi === 'TL'
              ? []
              : [
                  {
                    label: t`TL karşılığı`,
                    value: <TlAmount amount={bill.toplamlar.odenecekTutar} rate={rate} />,
                  },
                ]),
            { label: t`Ödenen`, value: <span data-testid="total-odenen">{formatMoney(state.odenmisTutar, bill.dovizCinsi)}</span> },
            {
              label: t`Durum`,
              value: (
                <Badge variant="light" color={progressColors[progress]} data-testid="bill-state">
                  {i18n._(paidLabels[progress]!)}
                </Badge>
              ),
            },
            {
              label: t`Sıradaki Taksit`,
              value:
                state.odenecekTaksit === null
                  ? i18n._(paidLabels.odendi!)
                  : `${formatDate(state.odemeTarihi)} · ${formatMoney(state.odenecekTaksit, bill.dovizCinsi)}`,
            },
          ]}
        />
      }
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Cari Hesap`}>
            <Link to="/finans/cari-listeler/$cariHesapId" params={{ cariHesapId: bill.cariHesap }} data-testid="bill-account">
              {account?.unvan ?? '…'}
            </Link>
          </DetailField>
          <DetailField label={t`Tür`}>{i18n._(kindLabels[bill.faturaTip]!)}</DetailField>
          <DetailField label={t`Fatura / Proforma No`}>{bill.faturaProformaNo}</DetailField>
          <DetailField label={t`Şirket`}>{companyName}</DetailField>
          <DetailField label={t`Fatura Tipi`}>{i18n._(directionLabels[bill.tip]!)}</DetailField>
          <DetailField label={t`Tarih`}>{formatDate(bill.tarih)}</DetailField>
          <DetailField label={t`Döviz Cinsi`}>{bill.dovizCinsi}</DetailField>
          <DetailField label={t`Ödeme Tipi`}>{i18n._(paymentTypeLabels[bill.odemeTip]!)}</DetailField>
          <DetailField label={t`Dosya`}>
            <FileLink file={bill.faturaFile} testId="bill-file" />
          </DetailField>
        </SimpleGrid>
        {bill.aciklama && (
          <Text mt="lg" style={{ whiteSpace: 'pre-wrap' }}>
            {bill.aciklama}
          </Text>
        )}
      </Paper>
      <DetailSection title={t`Kalemler`}>
        {/* Wider than the column on a laptop: a region the keyboard can scroll. */}
        <Table.ScrollContainer minWidth={880} type="native" tabIndex={0} role="region" aria-label={t`Kalemler`}>
          <Table aria-label={t`Kalemler`} data-testid="bill-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Adı`}</Table.Th>
                <Table.Th>{t`Bütçe Kodu`}</Table.Th>
                <Table.Th ta="right">{t({ message: 'Miktar', context: 'bill line quantity' })}</Table.Th>
                <Table.Th ta="right">{t`Birim Fiyat`}</Table.Th>
                <Table.Th ta="right">{t`İskonto %`}</Table.Th>
                <Table.Th ta="right">{t`Net Tutar`}</Table.Th>
                <Table.Th ta="right">{t`KDV %`}</Table.Th>
                <Table.Th ta="right">{t`KDV Tutarı`}</Table.Th>
                {withholds && <Table.Th ta="right">{t`Tevkifat`}</Table.Th>}
                <Table.Th ta="right">{t`Tutar`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.kalemler.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.adi}
                    </Text>
                    {line.aciklama && (
                      <Text size="xs" c="dimmed">
                        {line.aciklama}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-testid="line-code">{codeOf(line.butceKodu)}</Table.Td>
                  <Table.Td ta="right">
                    {formatFigure(line.miktar, SCALES.quantity)} {i18n._(unitLabels[line.birim]!)}
                  </Table.Td>
                  <Table.Td ta="right">{formatFigure(line.birimFiyat, SCALES.unitPrice, 2)}</Table.Td>
                  <Table.Td ta="right">{formatFigure(line.iskonto, SCALES.percent)}</Table.Td>
                  {/* Net: the line after its discount, before KDV (tutar − KDV, exact in minor units). */}
                  <Table.Td ta="right" style={NO_WRAP} data-testid="line-net">
                    {formatMoney(line.tutar - line.kdvTutari, bill.dovizCinsi)}
                  </Table.Td>
                  <Table.Td ta="right">{formatFigure(line.kdv, SCALES.percent)}</Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {money(line.kdvTutari)}
                  </Table.Td>
                  {withholds && (
                    <Table.Td ta="right" style={NO_WRAP} data-testid="line-withholding">
                      {line.tevkifatOrani ? `${withholdingLabel(line.tevkifatOrani)} · ${money(line.tevkifatTutari ?? 0)}` : '—'}
                    </Table.Td>
                  )}
                  <Table.Td ta="right" style={NO_WRAP}>
                    {money(line.tutar)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DetailSection>
      <DetailSection title={t`Ödeme Planı`}>
        <Table aria-label={t`Ödeme Planı`} data-testid="bill-plan">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t`Vade`}</Table.Th>
              <Table.Th ta="right">{t`Tutar`}</Table.Th>
              <Table.Th ta="right">{t`Ödenen`}</Table.Th>
              <Table.Th>{t`Durum`}</Table.Th>
              <Table.Th>{t`Ödemeler`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.rows.map((row, index) => (
              <Table.Tr key={bill.odemePlani[index]?.id ?? index}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{formatDate(row.tarih)}</Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {formatMoney(row.miktar, bill.dovizCinsi)}
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {formatMoney(row.odenen, bill.dovizCinsi)}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    // Its whole word, not an ellipsis, when the table is narrow.
                    miw="max-content"
                    color={
                      row.durum === 'odendi'
                        ? 'green'
                        : row.tarih < localDate()
                          ? 'red'
                          : progressColors[paymentProgress(row.durum, row.odenen)]
                    }
                    data-testid="plan-state"
                  >
                    {row.durum === 'odenmedi' && row.tarih < localDate()
                      ? t`Gecikmiş`
                      : i18n._(paidLabels[paymentProgress(row.durum, row.odenen)]!)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.allocations.length === 0
                    ? '—'
                    : row.allocations.map((allocation, at) => {
                        const flow = flowsById.get(allocation.payment);
                        return (
                          <Text key={`${allocation.payment}-${at}`} size="sm">
                            <Link to="/finans/nakit-akis/$nakitAkisId" params={{ nakitAkisId: allocation.payment }}>
                              {formatDate(allocation.tarih)}
                            </Link>
                            {' · '}
                            {formatMoney(allocation.miktar, bill.dovizCinsi)}
                            {flow && ` · ${i18n._(methodLabels[flow.odemeYontemi])}`}
                          </Text>
                        );
                      })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </DetailSection>
      <BillBunkerNotes faturaId={bill._id} />
      <RecordMessages koleksiyon="fatura" id={bill._id} sirket={bill.sirket} />
    </DetailFrame>
  );
}
