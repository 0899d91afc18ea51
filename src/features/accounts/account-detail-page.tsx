import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconCash, IconEdit, IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { deleteAccount, useAccount } from '../../data/accounts';
import { useCompanies } from '../../data/companies';
import { useCanWriteCompany } from '../../data/grants';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { confirm } from '../../ui/confirm';
import { CurrencySelect } from '../../ui/currency-select';
import { BankAccountsTable } from '../../ui/bank-accounts-table';
import { DetailField } from '../../ui/detail-field';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { SyncBadge } from '../../ui/sync-badge';
import { accountTypeLabels } from './labels';
import { RecordHistory } from '../history/record-history';

/** An account (SPEC §2): finance and account information tabs; edit, cash flow, bill. */
export function AccountDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const account = useAccount(id);
  const companies = useCompanies() ?? [];
  const mark = useRecordSyncMark('cariHesap', id);
  const canWrite = useCanWriteCompany(account?.sirket);

  if (account === undefined) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (account === null) {
    return (
      <>
        <PageHeader title={t`Cari Hesap`} />
        <Text c="dimmed">{t`Bu cari hesap bulunamadı.`}</Text>
      </>
    );
  }

  const remove = async () => {
    const yes = await confirm({
      title: t`Cari Hesap`,
      message: t`Cari hesabı kaldırmak istediğinizden emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (!yes) return;
    await deleteAccount(id);
    notify('success', t`Cari hesap kaldırıldı`);
    await navigate({ to: '/finans/cari-listeler', search: { cari_tip: account.cariTip } });
  };
  const companyName = companies.find((c) => c._id === account.sirket)?.isim ?? '';
  const flowType = account.cariTip === 'tedarikci' ? 'odeme' : 'tahsilat';

  return (
    <>
      <PageHeader title={account.unvan}>
        <CurrencySelect allowAll={account.cariTip === 'musteri'} />
        {canWrite ? (
          <Button
            variant="light"
            leftSection={<IconEdit size={16} />}
            renderRoot={(props) => <Link to="/finans/cari-listeler/$cariHesapId/edit" params={{ cariHesapId: id }} {...props} />}
          >
            {t`Düzenle`}
          </Button>
        ) : (
          <Tooltip label={t`Bu şirkette yalnızca okuma yetkiniz var`}>
            <Badge variant="light" color="gray" size="lg" data-testid="read-only">
              {t`Salt okunur`}
            </Badge>
          </Tooltip>
        )}
        <Button
          variant="light"
          leftSection={<IconCash size={16} />}
          renderRoot={(props) => <Link to="/finans/nakit-akis/form" search={{ tip: flowType }} {...props} />}
        >
          {t`Nakit Akış Oluştur`}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileInvoice size={16} />}
          renderRoot={(props) => <Link to="/finans/fatura-proforma/create" {...props} />}
        >
          {t`Fatura Oluştur`}
        </Button>
        {canWrite && (
          <Button color="red" variant="subtle" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
            {t`Sil`}
          </Button>
        )}
      </PageHeader>
      {mark && (
        <Group mb="md">
          <SyncBadge mark={mark} />
        </Group>
      )}
      <Tabs defaultValue="finans">
        <Tabs.List mb="md">
          <Tabs.Tab value="finans">{t`Finans`}</Tabs.Tab>
          <Tabs.Tab value="bilgi">{t`Cari Bilgileri`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="finans">
          <Alert color="gray">{t`Bu cari için henüz fatura veya nakit akışı yok.`}</Alert>
        </Tabs.Panel>
        <Tabs.Panel value="bilgi">
          <Paper withBorder radius="md" p="lg" mb="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              <DetailField label={t`Cari Tipi`}>{i18n._(accountTypeLabels[account.cariTip]!)}</DetailField>
              <DetailField label={t`Şirket`}>{companyName}</DetailField>
              <DetailField label={t`Ünvan`}>{account.unvan}</DetailField>
              <DetailField label={t`Firma Yetkilisi`}>{account.firmaYetkilisi}</DetailField>
              <DetailField label={t`Nitelik`}>{account.nitelik}</DetailField>
              <DetailField label={t`GSM`}>{account.gsm}</DetailField>
              <DetailField label={t`Sabit Telefon`}>{account.sabitTelefon}</DetailField>
              <DetailField label={t`E-posta`}>{account.ePosta}</DetailField>
              <DetailField label={t`Ülke`}>{account.ulke}</DetailField>
              <DetailField label={t`İl`}>{account.il}</DetailField>
              <DetailField label={t`İlçe`}>{account.ilce}</DetailField>
              <DetailField label={t`Adres`}>{account.adres}</DetailField>
              <DetailField label={t`Vergi Dairesi`}>{account.vergiDairesi}</DetailField>
              <DetailField label={t`Vergi Numarası`}>{account.vergiNumarasi}</DetailField>
              <DetailField label={t`T.C. Kimlik Numarası`}>{account.tcNumarasi}</DetailField>
              <DetailField label={t`Açıklama`}>{account.aciklama}</DetailField>
            </SimpleGrid>
          </Paper>
          {account.cariTip === 'tedarikci' && (
            <Paper withBorder radius="md" p="lg">
              <Title order={4} mb="md">{t`Banka Hesapları`}</Title>
              <BankAccountsTable bankalar={account.bankalar} />
            </Paper>
          )}
        </Tabs.Panel>
      </Tabs>
      <RecordHistory collection="cariHesap" id={id} />
    </>
  );
}
