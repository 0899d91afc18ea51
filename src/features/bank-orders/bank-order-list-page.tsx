import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge } from '@mantine/core';
import { DeferredSelect as Select } from '../../ui/deferred-controls';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { bankOrderState, findBankAccount } from '../../domain/bank-order';
import { CURRENCIES } from '../../domain/currency';
import { useAccountNames } from '../../data/account-names';
import { useBankOrderList, type BankOrderRow } from '../../data/bank-orders';
import { useCompanyDetail, useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { useSyncMarks } from '../../data/outbox-queries';
import { DataTable } from '../../ui/data-table';
import { formatDate, formatIban } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import { accountColumn, amountColumn, recordLinkColumn } from '../../ui/record-columns';
import { stateColors, stateLabels } from '../../ui/records/bank-order-labels';

/** Bank orders (banka talimatı) of the company chosen top left, from the device, by currency. */
export function BankOrderListPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const [currency, setCurrency] = useState('all');
  const marks = useSyncMarks('bankaTalimat');
  // The company's bank accounts name the debit account; read here, they are also kept for the
  // letter to print offline (src/data/companies.ts).
  const companyDetail = useCompanyDetail(company);
  const list = useBankOrderList(company);
  const loadedNames = useAccountNames('tedarikci', company);
  const names = useMemo(() => loadedNames ?? new Map<string, string>(), [loadedNames]);
  const rows = useMemo(() => (list ?? []).filter((row) => currency === 'all' || row.dovizCinsi === currency), [list, currency]);

  const columns = useMemo<ColumnDef<BankOrderRow, unknown>[]>(
    () => [
      { id: 'tarih', header: t`Tarih`, accessorFn: (row) => row.tarih, cell: (info) => formatDate(info.row.original.tarih), size: 120 },
      recordLinkColumn<BankOrderRow>({
        id: 'ref',
        header: t`Referans`,
        value: (row) => row.ref,
        text: (row) => row.ref,
        link: (row, props) => <Link to="/finans/banka-talimat/$talimatId" params={{ talimatId: row._id }} {...props} />,
        marks,
        size: 180,
      }),
      accountColumn(t`Cari Hesap`, names),
      amountColumn<BankOrderRow>({ id: 'miktar', header: t`Tutar`, minor: (row) => row.miktar }),
      {
        id: 'banka',
        header: t`Şirket Bankası`,
        accessorFn: (row) => row.sirketBankaSelection,
        cell: (info) => {
          const bank = companyDetail ? findBankAccount(companyDetail.bankalar, info.row.original.sirketBankaSelection) : undefined;
          const iban = formatIban(info.row.original.sirketBankaSelection);
          return bank ? `${bank.bankaIsmi} · ${iban}` : iban;
        },
        size: 260,
      },
      {
        id: 'durum',
        header: t`Durum`,
        accessorFn: (row) => bankOrderState(row),
        cell: (info) => {
          const state = bankOrderState(info.row.original);
          return (
            <Badge variant="light" color={stateColors[state]}>
              {i18n._(stateLabels[state])}
            </Badge>
          );
        },
        size: 120,
      },
    ],
    [t, i18n, names, marks, companyDetail],
  );

  const title = t`Banka Talimatları`;
  return (
    <>
      <PageHeader
        title={title}
        count={list === undefined ? undefined : rows.length}
        crumbs={[{ label: t`Finans` }, { label: title }]}
        actions={
          canCreate
            ? [
                {
                  label: t`Banka Talimatı Oluştur`,
                  icon: <IconPlus size={16} />,
                  primary: true,
                  link: (props) => <Link to="/finans/banka-talimat/form" search={{ cariHesap: '', fatura: '' }} {...props} />,
                },
              ]
            : []
        }
      >
        {!canCreate && <ReadOnlyBadge />}
        <Select
          aria-label={t`Döviz Cinsi`}
          data={[{ value: 'all', label: t`Hepsi` }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
          value={currency}
          onChange={(value) => setCurrency(value ?? 'all')}
          allowDeselect={false}
          w={160}
        />
      </PageHeader>
      {list === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<BankOrderRow>
          id="banka-talimatlari"
          data={rows}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: t`Henüz banka talimatı yok.`,
            hint: company
              ? t`“Banka Talimatı Oluştur” ile ya da bir faturadan ilk talimatı ekleyin.`
              : t`Sol üstten bir şirket seçin veya “Banka Talimatı Oluştur” ile ekleyin.`,
          }}
          initialSort={[{ id: 'tarih', desc: true }]}
          onRowClick={(row) => void navigate({ to: '/finans/banka-talimat/$talimatId', params: { talimatId: row._id } })}
        />
      )}
    </>
  );
}
