import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Paper, SimpleGrid, Tabs, Title } from '@mantine/core';
import { IconBuildingBank, IconCash, IconFileInvoice } from '@tabler/icons-react';
import { deleteAccount, useAccount, type AccountRow } from '../../data/accounts';
import { useCompanies } from '../../data/companies';
import { useCurrency } from '../../data/currency';
import { useCanWriteCompany } from '../../data/grants';
import { refusalOnDevice } from '../../data/delete-outcome';
import { CurrencySelect } from '../../ui/currency-select';
import { BankAccountsTable } from '../../ui/bank-accounts-table';
import { DetailField } from '../../ui/detail-field';
import { SummaryPanel } from '../../ui/detail-layout';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { formatIban, formatPhone } from '../../ui/format';
import type { PageAction } from '../../ui/page-header';
import { AccountInstruments } from '../../ui/records/account-instruments';
import { AccountFinance } from './account-finance';
import { accountTypeLabels } from '../../ui/records/account-labels';
import { useAccountPlace } from './account-place';

/** An account (docs/areas/accounts.md): finance and account information tabs; edit, cash flow, bill. */
export function AccountDetailPage({ id, tl = false }: { id: string; tl?: boolean }) {
  const { t } = useLingui();
  const account = useAccount(id);
  const place = useAccountPlace(account?.cariTip);
  const refusal = { title: t`Cari hesap kaldırılamadı` };
  return (
    <RecordGate
      place={useAccountPlace(undefined)}
      id={id}
      record={account}
      hint={t`Silinmiş olabilir; cari listesine dönüp yeniden arayın.`}
      refusal={refusal}
    >
      {(row) => <AccountDetail account={row} place={place} tl={tl} />}
    </RecordGate>
  );
}

function AccountDetail({ account, place, tl }: { account: AccountRow; place: Place; tl: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = account._id;
  const companies = useCompanies() ?? [];
  const canWrite = useCanWriteCompany(account.sirket);
  const currency = useCurrency();
  const companyName = companies.find((c) => c._id === account.sirket)?.isim ?? '';
  const flowType = account.cariTip === 'tedarikci' ? ('odeme' as const) : ('tahsilat' as const);

  // A bill, cash flow or bank order of this account belongs to its company: written only with write access.
  const createActions: PageAction[] = [
    {
      label: t`Nakit Akış Oluştur`,
      icon: <IconCash size={16} />,
      link: (props) => <Link to="/finans/nakit-akis/form" search={{ tip: flowType, cariHesap: id, fatura: '' }} {...props} />,
    },
    {
      label: t`Fatura Oluştur`,
      icon: <IconFileInvoice size={16} />,
      link: (props) => (
        <Link
          to="/finans/fatura-proforma/create"
          search={{ tip: account.cariTip === 'tedarikci' ? 'gelen' : 'giden', cariHesap: id }}
          {...props}
        />
      ),
    },
    ...(account.cariTip === 'tedarikci'
      ? [
          {
            label: t`Banka talimatı`,
            icon: <IconBuildingBank size={16} />,
            link: (props: object) => <Link to="/finans/banka-talimat/form" search={{ cariHesap: id, fatura: '' }} {...props} />,
          },
        ]
      : []),
  ];

  return (
    <DetailFrame
      record={account}
      place={place}
      title={account.unvan}
      actions={createActions}
      remove={{
        confirmTitle: t`Cari Hesap`,
        question: t`Cari hesabı kaldırmak istediğinizden emin misiniz?`,
        done: t`Cari hesap kaldırıldı`,
        failed: t`Cari hesap kaldırılamadı`,
        // The server refuses an account with live bills, cash flows or bank orders (409 inUse); said
        // here at once, also offline.
        foreseen: () => refusalOnDevice('cariHesap', id),
        queue: () => deleteAccount(id),
        then: () => navigate({ to: '/finans/cari-listeler', search: { cari_tip: account.cariTip } }),
      }}
      refusal={{ title: t`Cari hesap kaldırılamadı` }}
      header={<CurrencySelect allowAll={account.cariTip === 'musteri'} />}
      summary={
        <SummaryPanel
          title={t`Özet`}
          items={[
            { label: t`Cari Tipi`, value: i18n._(accountTypeLabels[account.cariTip]) },
            { label: t`Şirket`, value: companyName },
            { label: t`Firma Yetkilisi`, value: account.firmaYetkilisi },
            { label: t`Telefon`, value: formatPhone(account.gsm || account.sabitTelefon) },
            { label: t`E-posta`, value: account.ePosta },
            ...(account.cariTip === 'tedarikci' ? [{ label: t`IBAN`, value: formatIban(account.bankalar[0]?.iban) }] : []),
          ]}
        />
      }
    >
      <Tabs defaultValue="finans">
        <Tabs.List mb="md">
          <Tabs.Tab value="finans">{t`Finans`}</Tabs.Tab>
          <Tabs.Tab value="cek-senet" data-testid="account-instruments-tab">{t`Çek / Senet`}</Tabs.Tab>
          <Tabs.Tab value="bilgi">{t`Cari Bilgileri`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cek-senet">
          <AccountInstruments accountId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="finans">
          <AccountFinance accountId={id} cariTip={account.cariTip} currency={currency} canWrite={canWrite} tl={tl} />
        </Tabs.Panel>
        <Tabs.Panel value="bilgi">
          <Paper withBorder radius="md" p="lg" mb="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              <DetailField label={t`Cari Tipi`}>{i18n._(accountTypeLabels[account.cariTip])}</DetailField>
              <DetailField label={t`Şirket`}>{companyName}</DetailField>
              <DetailField label={t`Ünvan`}>{account.unvan}</DetailField>
              <DetailField label={t`Firma Yetkilisi`}>{account.firmaYetkilisi}</DetailField>
              <DetailField label={t`Nitelik`}>{account.nitelik}</DetailField>
              <DetailField label={t`GSM`}>{formatPhone(account.gsm)}</DetailField>
              <DetailField label={t`Sabit Telefon`}>{formatPhone(account.sabitTelefon)}</DetailField>
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
    </DetailFrame>
  );
}
