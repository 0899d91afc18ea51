import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useAccount } from '../../data/accounts';
import { useBill } from '../../data/bills';
import { deleteCashFlow, useCashFlow } from '../../data/cash-flows';
import { useCompanies } from '../../data/companies';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { useCanWriteCompany } from '../../data/grants';
import { refusalOnDevice } from '../../data/delete-outcome';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { useRateFor } from '../../data/exchange-rates';
import { TlAmount } from '../../ui/tl-equivalent';
import { confirm } from '../../ui/confirm';
import { DeleteRefusal, notifyRefusal, removeRecord } from '../../ui/delete-refusal';
import { DetailField } from '../../ui/detail-field';
import { FileLink } from '../../ui/file-link';
import { DetailLayout, SummaryPanel } from '../../ui/detail-layout';
import { formatDate, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { editAction, PageLoading, RecordNotFound } from '../../ui/record-page';
import { SyncBadge } from '../../ui/sync-badge';
import { RecordHistory } from '../../ui/records/record-history';
import { flowTypeLabels, methodLabels } from '../../ui/records/cash-flow-labels';

/** A payment or collection (docs/areas/cash-flows.md): what it carries, the bill it pays, edit and delete. */
export function CashFlowDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const flow = useCashFlow(id);
  const account = useAccount(flow?.cariHesap ?? '');
  const bill = useBill(flow?.fatura ?? '');
  // docs/areas/exchange-rates.md: a foreign amount's TL equivalent at its date's rate (the previous bulletin's).
  const rate = useRateFor(flow?.tarih ?? '', flow?.dovizCinsi ?? 'TL');
  const companies = useCompanies() ?? [];
  const mark = useRecordSyncMark('nakitAkis', id);
  const canWrite = useCanWriteCompany(flow?.sirket);

  if (flow === undefined) return <PageLoading />;
  const listCrumb = {
    label: t`Nakit Akış`,
    link: (props: Record<string, unknown>) => (
      <Link to="/finans/nakit-akis" search={{ tip: flow?.tip ?? 'odeme', dovizCinsi: '' }} {...props} />
    ),
  };
  const refusal = <DeleteRefusal collection="nakitAkis" id={id} title={t`Nakit akış silinemedi`} />;
  if (flow === null) {
    return (
      <RecordNotFound
        title={t`Nakit Akış`}
        list={listCrumb}
        message={t`Bu nakit akış bulunamadı.`}
        hint={t`Silinmiş olabilir; nakit akış listesine dönüp yeniden arayın.`}
      >
        {refusal}
      </RecordNotFound>
    );
  }

  const amount = formatMoney(flow.miktar, flow.dovizCinsi);
  const typeLabel = i18n._(flowTypeLabels[flow.tip]);
  const title = `${typeLabel} · ${formatDate(flow.tarih)}`;
  const companyName = companies.find((company) => company._id === flow.sirket)?.isim ?? '';

  const remove = async () => {
    const yes = await confirm({
      title: t`Nakit Akış`,
      message: t`Nakit akışı kaldırmak istediğinizden emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
      danger: true,
    });
    if (!yes) return;
    try {
      await removeRecord({
        collection: 'nakitAkis',
        id,
        // The server refuses a payment a live bank order records (409 inUse); said here at once, also offline.
        foreseen: () => refusalOnDevice('nakitAkis', id),
        queue: () => deleteCashFlow(id),
        refused: (message) => notifyRefusal(t`Nakit akış silinemedi`, message, i18n),
        done: async () => {
          notify('success', t`Nakit akış kaldırıldı`);
          await navigate({ to: '/finans/nakit-akis', search: { tip: flow.tip, dovizCinsi: '' } });
        },
      });
    } catch {
      notify('error', t`Nakit akış kaldırılamadı`);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        badge={<SyncBadge mark={mark} />}
        crumbs={[{ label: t`Finans` }, listCrumb, { label: title }]}
        actions={
          canWrite
            ? [
                editAction((props) => <Link to="/finans/nakit-akis/$nakitAkisId/edit" params={{ nakitAkisId: id }} {...props} />),
                { label: t`Sil`, icon: <IconTrash size={16} />, color: 'red', variant: 'subtle', onClick: () => void remove() },
              ]
            : []
        }
      >
        {!canWrite && <ReadOnlyBadge />}
      </PageHeader>
      {refusal}
      {/* The amount, the method and the date are the summary's: the fields below hold the rest. */}
      <DetailLayout
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
        <RecordHistory collection="nakitAkis" id={id} />
      </DetailLayout>
    </>
  );
}
