import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Center, Loader, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { BillDirection } from '../../domain/bill';
import { localDate } from '../../domain/calendar';
import { useAccountNames } from '../../data/account-names';
import { useBillList, type BillRow } from '../../data/bills';
import { useBillPaymentStates } from '../../data/cash-flows';
import { useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { useSyncMarks } from '../../data/outbox-queries';
import { DataTable } from '../../ui/data-table';
import { formatDate, formatMoney } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { SyncBadge } from '../../ui/sync-badge';
import { minorOf, planState } from './bill-money';
import { kindLabels, paidLabels } from './labels';

/** Enough for a year of a company's bills; the table pages them (10 a page by default). */
const LIST_LIMIT = 5000;

/** Bills and proformas (SPEC §2): incoming and outgoing tabs, from the device. */
export function BillListPage({ tip }: { tip: BillDirection }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const marks = useSyncMarks('fatura');
  const list = useBillList({ tip, sirket: company, sortingOrder: -1, offset: 0, limit: LIST_LIMIT });
  const loadedNames = useAccountNames(tip === 'gelen' ? 'tedarikci' : 'musteri', company);
  const names = useMemo(() => loadedNames ?? new Map<string, string>(), [loadedNames]);
  const payments = useBillPaymentStates(list?.rows);
  const stateOf = useCallback(
    (row: BillRow) => payments?.get(row._id)?.state ?? planState(row.odemePlani),
    [payments],
  );

  const columns = useMemo<ColumnDef<BillRow, unknown>[]>(
    () => [
      {
        id: 'tarih',
        header: t`Tarih`,
        accessorFn: (row) => row.tarih,
        cell: (info) => formatDate(info.row.original.tarih),
        size: 120,
      },
      {
        id: 'no',
        header: t`Fatura / Proforma No`,
        accessorFn: (row) => row.faturaProformaNo,
        cell: (info) => (
          <>
            <Link
              to="/finans/fatura-proforma/$faturaId"
              params={{ faturaId: info.row.original._id }}
              onClick={(event) => event.stopPropagation()}
              style={{ color: 'inherit', fontWeight: 600 }}
            >
              {info.row.original.faturaProformaNo || '—'}
            </Link>{' '}
            <SyncBadge mark={marks.get(info.row.original._id)} />
          </>
        ),
        size: 200,
      },
      {
        id: 'cari',
        header: t`Cari Hesap`,
        accessorFn: (row) => names.get(row.cariHesap) ?? '',
        cell: (info) => (
          <Link
            to="/finans/cari-listeler/$cariHesapId"
            params={{ cariHesapId: info.row.original.cariHesap }}
            onClick={(event) => event.stopPropagation()}
          >
            {names.get(info.row.original.cariHesap) ?? '…'}
          </Link>
        ),
      },
      {
        id: 'faturaTip',
        header: t`Tür`,
        accessorFn: (row) => i18n._(kindLabels[row.faturaTip]!),
        cell: (info) => (
          <Badge variant="light" color={info.row.original.faturaTip === 'proforma' ? 'grape' : 'blue'}>
            {i18n._(kindLabels[info.row.original.faturaTip]!)}
          </Badge>
        ),
        size: 120,
      },
      {
        id: 'toplam',
        header: t`Toplam`,
        accessorFn: (row) => minorOf(row.toplamlar.odenecekTutar),
        sortingFn: 'basic',
        cell: (info) => (
          <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(minorOf(info.row.original.toplamlar.odenecekTutar), info.row.original.dovizCinsi)}
          </Text>
        ),
        size: 170,
      },
      {
        id: 'taksit',
        header: t`Sıradaki Taksit`,
        accessorFn: (row) => stateOf(row).odemeTarihi ?? '9999',
        cell: (info) => {
          const state = stateOf(info.row.original);
          if (state.odenecekTaksit === null) {
            return (
              <Badge variant="light" color="green">
                {i18n._(paidLabels.odendi!)}
              </Badge>
            );
          }
          const late = state.odemeTarihi !== null && state.odemeTarihi < localDate();
          return (
            <Text size="sm" c={late ? 'red.9' : undefined} fw={late ? 600 : undefined}>
              {`${formatDate(state.odemeTarihi)} · ${formatMoney(state.odenecekTaksit, info.row.original.dovizCinsi)}`}
            </Text>
          );
        },
        size: 220,
      },
    ],
    [t, i18n, names, marks, stateOf],
  );

  const title = t`Fatura / Proforma`;
  return (
    <>
      <PageHeader
        title={title}
        count={list?.total}
        crumbs={[{ label: t`Finans` }, { label: title }]}
        actions={canCreate ? [
          {
            label: t`Fatura Oluştur`,
            icon: <IconPlus size={16} />,
            primary: true,
            link: (props) => <Link to="/finans/fatura-proforma/create" search={{ tip, cariHesap: '' }} {...props} />,
          },
        ] : []}
      >
        {!canCreate && <ReadOnlyBadge />}
      </PageHeader>
      <Tabs
        value={tip}
        onChange={(value) => value && void navigate({ to: '/finans/fatura-proforma', search: { tip: value as BillDirection } })}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="gelen">{t`Gelen Faturalar`}</Tabs.Tab>
          <Tabs.Tab value="giden">{t`Giden Faturalar`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {list === undefined ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <DataTable<BillRow>
          key={tip}
          id="faturalar"
          data={list.rows}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: tip === 'gelen' ? t`Henüz gelen fatura yok.` : t`Henüz giden fatura yok.`,
            hint: company ? t`“Fatura Oluştur” ile ilk faturayı ekleyin.` : t`Sol üstten bir şirket seçin veya “Fatura Oluştur” ile ekleyin.`,
          }}
          initialSort={[{ id: 'tarih', desc: true }]}
          onRowClick={(row) => void navigate({ to: '/finans/fatura-proforma/$faturaId', params: { faturaId: row._id } })}
        />
      )}
    </>
  );
}
