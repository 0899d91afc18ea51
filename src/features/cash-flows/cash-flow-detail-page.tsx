import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { useAccount } from '../../data/accounts';
import { useBill } from '../../data/bills';
import { deleteCashFlow, useCashFlow, type CashFlowRow } from '../../data/cash-flows';
import { useCompanies } from '../../data/companies';
import { refusalOnDevice } from '../../data/delete-outcome';
import { useRateFor } from '../../data/exchange-rates';
import { TlAmount } from '../../ui/tl-equivalent';
import { DetailField } from '../../ui/detail-field';
import { FileLink } from '../../ui/file-link';
import { SummaryPanel } from '../../ui/detail-layout';
import { formatDate, formatMoney } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { flowTypeLabels, methodLabels } from '../../ui/records/cash-flow-labels';
import { useCashFlowPlace } from './cash-flow-place';

/** A payment or collection (docs/areas/cash-flows.md): what it carries, the bill it pays, edit and delete. */
export function CashFlowDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const flow = useCashFlow(id);
  const place = useCashFlowPlace(flow?.tip ?? 'odeme');
  return (
    <RecordGate
      id={id}
      record={flow}
      place={place}
      hint={t`Silinmiş olabilir; nakit akış listesine dönüp yeniden arayın.`}
      refusal={{ title: t`Nakit akış silinemedi` }}
    >
      {(row) => <CashFlowDetail flow={row} place={place} />}
    </RecordGate>
  );
}

function CashFlowDetail({ flow, place }: { flow: CashFlowRow; place: Place }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = flow._id;
  const account = useAccount(flow.cariHesap);
  const bill = useBill(flow.fatura ?? '');
  // docs/areas/exchange-rates.md: a foreign amount's TL equivalent at its date's rate (the previous bulletin's).
  const rate = useRateFor(flow.tarih, flow.dovizCinsi);
  const companies = useCompanies() ?? [];

  const amount = formatMoney(flow.miktar, flow.dovizCinsi);
  const typeLabel = i18n._(flowTypeLabels[flow.tip]);
  const title = `${typeLabel} · ${formatDate(flow.tarih)}`;
  const companyName = companies.find((company) => company._id === flow.sirket)?.isim ?? '';

  return (
    <DetailFrame
      record={flow}
      place={place}
      title={title}
      remove={{
        confirmTitle: t`Nakit Akış`,
        question: t`Nakit akışı kaldırmak istediğinizden emin misiniz?`,
        done: t`Nakit akış kaldırıldı`,
        failed: t`Nakit akış kaldırılamadı`,
        // The server refuses a payment a live bank order records (409 inUse); said here at once, also offline.
        foreseen: () => refusalOnDevice('nakitAkis', id),
        queue: () => deleteCashFlow(id),
        then: () => navigate({ to: '/finans/nakit-akis', search: { tip: flow.tip, dovizCinsi: '' } }),
      }}
      refusal={{ title: t`Nakit akış silinemedi` }}
      // The amount, the method and the date are the summary's: the fields below hold the rest.
      summary={
        <SummaryPanel
          title={typeLabel}
          items={[
            { label: t`Tutar`, value: <span data-testid="flow-amount">{amount}</span> },
            ...(flow.dovizCinsi === 'TL' ? [] : [{ label: t`TL karşılığı`, value: <TlAmount amount={flow.miktar} rate={rate} /> }]),
            { label: t`Ödeme Yöntemi`, value: i18n._(methodLabels[flow.odemeYontemi]) },
            { label: t`Tarih`, value: formatDate(flow.tarih) },
          ]}
        />
      }
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Şirket`}>{companyName}</DetailField>
          <DetailField label={t`Cari Hesap`}>
            <Link to="/finans/cari-listeler/$cariHesapId" params={{ cariHesapId: flow.cariHesap }} data-testid="flow-account">
              {account?.unvan ?? '…'}
            </Link>
          </DetailField>
          <DetailField label={t`Tür`}>{typeLabel}</DetailField>
          <DetailField label={t`Döviz Cinsi`}>{flow.dovizCinsi}</DetailField>
          <DetailField label={t`Fatura`}>
            {flow.fatura ? (
              <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: flow.fatura }} data-testid="flow-bill">
                {bill?.faturaProformaNo || t`Fatura`}
              </Link>
            ) : (
              <Text span c="dimmed">{t`Faturasız (avans)`}</Text>
            )}
          </DetailField>
          <DetailField label={t`Dekont`}>
            <FileLink file={flow.dekontFile} testId="flow-file" />
          </DetailField>
        </SimpleGrid>
        {flow.aciklama && (
          <Box mt="lg">
            <DetailField label={t`Açıklama`}>
              <Text mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {flow.aciklama}
              </Text>
            </DetailField>
          </Box>
        )}
      </Paper>
    </DetailFrame>
  );
}
