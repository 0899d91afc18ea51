import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Company } from '../../domain/company';
import { ApiError } from '../../data/api';
import { companiesStore, deleteCompany, fetchCompany } from '../../data/companies';
import { useCurrentUser } from '../../data/session';
import { confirm } from '../../ui/confirm';
import { BankAccountsTable } from '../../ui/bank-accounts-table';
import { DetailField } from '../../ui/detail-field';
import { DetailLayout, SummaryPanel } from '../../ui/detail-layout';
import { EmptyState } from '../../ui/empty-state';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { editAction, PageLoading } from '../../ui/record-page';
import { RecordHistory } from '../../ui/records/record-history';

type State = { kind: 'loading' } | { kind: 'ready'; company: Company; partial: boolean } | { kind: 'missing' };

/** A company (docs/areas/companies-and-users.md): name, type, address, ship name/IMO/flag, bank accounts. */
export function CompanyDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    fetchCompany(id)
      .then((company) => live && setState({ kind: 'ready', company, partial: false }))
      .catch((error: unknown) => {
        if (!live) return;
        // Offline: what the cached list knows (no address or bank accounts).
        const cached = companiesStore.get()?.find((company) => company._id === id);
        if (error instanceof ApiError && error.isOffline && cached) {
          setState({ kind: 'ready', company: { ...cached, adres: '', bankalar: [] }, partial: true });
        } else setState({ kind: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [id]);

  if (state.kind === 'loading') {
    return <PageLoading />;
  }
  if (state.kind === 'missing') {
    return (
      <>
        <PageHeader title={t`Şirket`} crumbs={[{ label: t`Şirketler`, link: (props) => <Link to="/sirket" {...props} /> }]} />
        <EmptyState title={t`Bu şirket bulunamadı.`} hint={t`Silinmiş olabilir; listeye dönüp yeniden arayın.`} />
      </>
    );
  }
  const { company, partial } = state;
  const remove = async () => {
    const yes = await confirm({
      title: t`Şirket`,
      message: t`Şirketi kaldırmak istediğinizden emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (!yes) return;
    try {
      await deleteCompany(id);
      notify('success', t`Şirket kaldırıldı`);
      await navigate({ to: '/sirket' });
    } catch (error) {
      notify('error', `${t`Şirket kaldırılamadı`}: ${errorText(i18n, error instanceof ApiError ? error.message : 'serverError')}`);
    }
  };

  return (
    <>
      <PageHeader
        title={company.isim}
        crumbs={[{ label: t`Şirketler`, link: (props) => <Link to="/sirket" {...props} /> }, { label: company.isim }]}
        actions={
          user?.isAdmin && !partial
            ? [
                editAction((props) => <Link to="/sirket/$sirketId/edit" params={{ sirketId: id }} {...props} />),
                { label: t`Sil`, icon: <IconTrash size={16} />, color: 'red', onClick: () => void remove() },
              ]
            : []
        }
      />
      {partial && (
        <Alert color="gray" mb="md">
          {t`Çevrimdışısınız: adres ve banka hesapları bağlantı gelince görünür.`}
        </Alert>
      )}
      <DetailLayout
        summary={
          <SummaryPanel
            title={t`Özet`}
            items={[
              { label: t`Tip`, value: company.tip },
              { label: t`Gemi`, value: company.gemi?.adi },
              { label: t`Banka hesabı`, value: partial ? '' : String(company.bankalar.length) },
            ]}
          />
        }
      >
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <DetailField label={t`Şirket Adı`}>{company.isim}</DetailField>
            <DetailField label={t`Tip`}>{company.tip}</DetailField>
            <DetailField label={t`Adres`}>{company.adres}</DetailField>
            <DetailField label={t`Vergi Dairesi`}>{company.vergiDairesi}</DetailField>
            <DetailField label={t`Vergi Numarası`}>{company.vergiNumarasi}</DetailField>
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={4} mb="md">{t`Gemi`}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <DetailField label={t`Gemi Adı`}>{company.gemi?.adi}</DetailField>
            <DetailField label={t`IMO`}>{company.gemi?.imo}</DetailField>
            <DetailField label={t`Bayrak`}>{company.gemi?.bayrak}</DetailField>
          </SimpleGrid>
        </Paper>
        {!partial && (
          <Paper withBorder radius="md" p="lg">
            <Title order={4} mb="md">{t`Banka Hesapları`}</Title>
            <BankAccountsTable bankalar={company.bankalar} />
          </Paper>
        )}
        <RecordHistory collection="sirket" id={id} />
      </DetailLayout>
    </>
  );
}
