import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconFileDownload, IconPrinter, IconTrash } from '@tabler/icons-react';
import { bankOrderState, findBankAccount } from '../../domain/bank-order';
import { bankOrderLetter, type BankOrderLetter } from '../../domain/bank-order-letter';
import { decimalText, SCALES } from '../../domain/money';
import { useAccount } from '../../data/accounts';
import { bankOrderInput, deleteBankOrder, useBankOrder, type BankOrderRow } from '../../data/bank-orders';
import { saveBankOrder } from '../../data/bank-order-save';
import { useBill } from '../../data/bills';
import { saveCashFlow } from '../../data/cash-flow-save';
import { useCanWriteCompany } from '../../data/grants';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { useCompanyDetail } from '../../data/companies';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { confirm } from '../../ui/confirm';
import { DeleteRefusal, notifyRefusal, removeRecord } from '../../ui/delete-refusal';
import { DetailField } from '../../ui/detail-field';
import { DetailLayout, SummaryPanel } from '../../ui/detail-layout';
import { FileLink } from '../../ui/file-link';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { formatDate, formatIban, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { editAction, PageLoading, RecordNotFound } from '../../ui/record-page';
import { SyncBadge } from '../../ui/sync-badge';
import { stateColors, stateLabels, templateLabels } from '../../ui/records/bank-order-labels';
import { PrintableLetter } from './letter-view';
import { isCalendarDate, localDate } from '../../domain/calendar';
import { DateField } from '../../ui/date-field';

/** A bank order: its data, its letter (print, PDF), the signed letter's upload and the payment. */
export function BankOrderDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const order = useBankOrder(id);
  if (order === undefined) return <PageLoading />;
  if (order === null) {
    return (
      <RecordNotFound
        title={t`Banka Talimatı`}
        list={{ label: t`Banka Talimatları`, link: (props) => <Link to="/finans/banka-talimat" {...props} /> }}
        message={t`Bu banka talimatı bulunamadı.`}
        hint={t`Silinmiş olabilir; talimat listesine dönüp yeniden arayın.`}
      >
        <DeleteRefusal collection="bankaTalimat" id={id} title={t`Banka talimatı kaldırılamadı`} />
      </RecordNotFound>
    );
  }
  return <BankOrderDetail order={order} />;
}

function BankOrderDetail({ order }: { order: BankOrderRow }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = order._id;
  const account = useAccount(order.cariHesap);
  const company = useCompanyDetail(order.sirket);
  const bill = useBill(order.fatura ?? '');
  const mark = useRecordSyncMark('bankaTalimat', id);
  const canWrite = useCanWriteCompany(order.sirket);
  const [busy, setBusy] = useState(false);
  /** The payment's value date while "Ödemeyi kaydet" asks for confirmation; null when not asking. */
  const [valueDate, setValueDate] = useState<string | null>(null);
  const state = bankOrderState(order);

  let letter: BankOrderLetter | null = null;
  if (company && account) {
    try {
      letter = bankOrderLetter(order, company, account);
    } catch {
      letter = null;
    }
  }
  const debit = company ? findBankAccount(company.bankalar, order.sirketBankaSelection) : undefined;
  const credit = account ? findBankAccount(account.bankalar, order.cariBankaSelection) : undefined;

  const remove = async () => {
    const yes = await confirm({
      title: t`Banka Talimatı`,
      message: t`Banka talimatını kaldırmak istediğinizden emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (!yes) return;
    try {
      await removeRecord({
        collection: 'bankaTalimat',
        id,
        queue: () => deleteBankOrder(id),
        refused: (message) => notifyRefusal(t`Banka talimatı kaldırılamadı`, message, i18n),
        done: async () => {
          notify('success', t`Banka talimatı kaldırıldı`);
          await navigate({ to: '/finans/banka-talimat' });
        },
      });
    } catch {
      notify('error', t`Banka talimatı kaldırılamadı`);
    }
  };

  const downloadPdf = async () => {
    if (!letter) return;
    setBusy(true);
    try {
      // pdf-lib and the font load only now, never with the screen.
      const { downloadLetterPdf } = await import('./letter-pdf');
      await downloadLetterPdf(letter);
    } catch {
      notify('error', t`PDF oluşturulamadı`);
    } finally {
      setBusy(false);
    }
  };

  const attach = async (file: FileFieldValue) => {
    try {
      await saveBankOrder(bankOrderInput(order), file, id);
      if (file) notify('success', t`İmzalı talimat eklendi`);
    } catch {
      notify('error', t`İmzalı talimat kaydedilemedi`);
    }
  };

  /**
   * The payment made by this order, once confirmed with its value date (the day the bank paid):
   * a bank transfer of its amount, with the signed letter as receipt.
   */
  const recordPayment = async (tarih: string) => {
    if (!order.talimatFile || order.nakitAkis) return;
    setBusy(true);
    try {
      const flowId = await saveCashFlow(
        {
          tip: 'odeme',
          tarih,
          // The device keeps the amount in minor units; the save reads decimal text.
          miktar: decimalText(order.miktar, SCALES.amount),
          dovizCinsi: order.dovizCinsi,
          sirket: order.sirket,
          cariHesap: order.cariHesap,
          fatura: order.fatura,
          odemeYontemi: 'havale',
          aciklama: order.aciklama ? `${order.ref} — ${order.aciklama}` : order.ref,
        },
        order.talimatFile,
      );
      await saveBankOrder({ ...bankOrderInput(order), nakitAkis: flowId }, order.talimatFile, id);
      setValueDate(null);
      notify('success', t`Ödeme kaydedildi`);
    } catch {
      notify('error', t`Ödeme kaydedilemedi`);
    } finally {
      setBusy(false);
    }
  };

  const file = order.talimatFile;
  const payee = account?.unvan ?? '';
  const money = formatMoney(order.miktar, order.dovizCinsi);
  const bankLine = (bank: { bankaIsmi: string; iban?: string; hesapNumarasi?: string } | undefined, key: string) =>
    bank ? `${bank.bankaIsmi} · ${formatIban(bank.iban || bank.hesapNumarasi)}` : formatIban(key);

  return (
    <>
      <PageHeader
        title={order.ref}
        badge={<SyncBadge mark={mark} />}
        crumbs={[
          { label: t`Finans` },
          { label: t`Banka Talimatları`, link: (props) => <Link to="/finans/banka-talimat" {...props} /> },
          { label: order.ref },
        ]}
        actions={[
          ...(canWrite
            ? [editAction((props) => <Link to="/finans/banka-talimat/$talimatId/edit" params={{ talimatId: id }} {...props} />)]
            : []),
          { label: t`Yazdır`, icon: <IconPrinter size={16} />, onClick: () => letter && window.print() },
          { label: t`PDF İndir`, icon: <IconFileDownload size={16} />, onClick: () => void (busy || downloadPdf()) },
          ...(canWrite
            ? [{ label: t`Sil`, icon: <IconTrash size={16} />, color: 'red', variant: 'subtle' as const, onClick: () => void remove() }]
            : []),
        ]}
      >
        {!canWrite && <ReadOnlyBadge />}
      </PageHeader>
      <DeleteRefusal collection="bankaTalimat" id={id} title={t`Banka talimatı kaldırılamadı`} />
      <DetailLayout
        summary={
          <SummaryPanel
            title={t`Talimat`}
            items={[
              { label: t`Tutar`, value: <span data-testid="bank-order-amount">{money}</span> },
              {
                label: t`Durum`,
                value: (
                  <Badge variant="light" color={stateColors[state]} data-testid="bank-order-state">
                    {i18n._(stateLabels[state])}
                  </Badge>
                ),
              },
              { label: t`Şablon`, value: i18n._(templateLabels[order.sablon]) },
            ]}
          />
        }
      >
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            <DetailField label={t`Referans`}>{order.ref}</DetailField>
            <DetailField label={t`Tarih`}>{formatDate(order.tarih)}</DetailField>
            <DetailField label={t`Tutar`}>{money}</DetailField>
            <DetailField label={t`Cari Hesap`}>
              <Link to="/finans/cari-listeler/$cariHesapId" params={{ cariHesapId: order.cariHesap }}>
                {account?.unvan ?? '…'}
              </Link>
            </DetailField>
            <DetailField label={t`Şirket`}>{company?.isim ?? ''}</DetailField>
            <DetailField label={t`Şirket Banka Hesabı`}>{bankLine(debit, order.sirketBankaSelection)}</DetailField>
            <DetailField label={t`Cari Banka Hesabı`}>{bankLine(credit, order.cariBankaSelection)}</DetailField>
            <DetailField label={t`Fatura`}>
              {order.fatura ? (
                <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: order.fatura }} data-testid="bank-order-bill">
                  {bill?.faturaProformaNo || t`Fatura`}
                </Link>
              ) : (
                ''
              )}
            </DetailField>
            <DetailField label={t`Açıklama`}>{order.aciklama}</DetailField>
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">{t`İmzalı talimat ve ödeme`}</Title>
          <Stack>
            {file && (
              <Text size="sm">
                <FileLink file={file} testId="bank-order-file" />
              </Text>
            )}
            {!order.nakitAkis && canWrite && (
              <FileUploadField label={t`İmzalı Talimat`} value={file} onChange={(value) => void attach(value)} />
            )}
            {order.nakitAkis ? (
              <Alert color="green" data-testid="bank-order-paid">
                {t`Bu talimatın ödemesi kaydedildi.`}{' '}
                <Anchor
                  size="sm"
                  data-testid="bank-order-payment"
                  renderRoot={(props) => (
                    <Link to="/finans/nakit-akis/$nakitAkisId" params={{ nakitAkisId: order.nakitAkis! }} {...props} />
                  )}
                >
                  {t`Ödemeyi görüntüle`}
                </Anchor>
              </Alert>
            ) : canWrite ? (
              <Group>
                <Button
                  leftSection={<IconCash size={16} />}
                  onClick={() => setValueDate(localDate())}
                  disabled={!file || busy}
                  data-testid="bank-order-pay"
                >
                  {t`Ödemeyi kaydet`}
                </Button>
                {!file && <Text size="sm" c="dimmed">{t`Önce imzalı talimatı yükleyin.`}</Text>}
              </Group>
            ) : null}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">{t`Talimat Mektubu`}</Title>
          {letter ? (
            <PrintableLetter letter={letter} />
          ) : company === undefined || account === undefined ? (
            <Loader size="sm" />
          ) : (
            <Text c="dimmed">{t`Mektup hazırlanamadı: şirketin veya cari hesabın banka hesabı bulunamadı (şirket bilgileri çevrimdışıyken yüklenemiyor olabilir).`}</Text>
          )}
        </Paper>
      </DetailLayout>
      {valueDate !== null && (
        <Modal opened onClose={() => setValueDate(null)} title={t`Ödemeyi kaydet`} size="md">
          <Stack>
            <Text size="sm">
              {t`${money} tutarında banka havalesi, ${payee} için ödeme olarak kaydedilecek; imzalı talimat dekontu olur.`}
            </Text>
            <DateField
              label={t`Valör tarihi`}
              description={t`Bankanın ödemeyi yaptığı gün`}
              withAsterisk
              value={valueDate}
              onChange={setValueDate}
              error={isCalendarDate(valueDate) ? undefined : t`Geçerli bir tarih olmalı`}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setValueDate(null)}>
                {t`İptal`}
              </Button>
              <Button
                loading={busy}
                disabled={!isCalendarDate(valueDate)}
                onClick={() => void recordPayment(valueDate)}
                data-testid="bank-order-pay-confirm"
              >
                {t`Ödemeyi kaydet`}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
