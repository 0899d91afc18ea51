import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Group, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import type { BillDirection } from '../../domain/bill';
import { localDate } from '../../domain/calendar';
import { useAccountNames } from '../../data/account-names';
import { BILL_SEARCH_CAP, useBillPage, type BillSortField } from '../../data/bill-list';
import type { BillRow } from '../../data/bills';
import { useBillPaymentStates } from '../../data/cash-flows';
import { useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useSyncMarks } from '../../data/outbox-queries';
import { DataTable, PAGE_SIZES, type TableQuery } from '../../ui/data-table';
import { matchesSearch } from '../../domain/search-text';
import { usePageSize } from '../../ui/use-page-size';
import { formatDate, formatMoney } from '../../ui/format';
import { ListHeader } from '../../ui/frames/list-frame';
import { PageLoading } from '../../ui/record-page';
import { accountColumn, amountColumn, dateColumn, recordLinkColumn } from '../../ui/record-columns';
import { planState } from '../../domain/bill-money';
import { kindLabels, paidLabels, progressColors } from '../../ui/records/bill-labels';
import { paymentProgress } from '../../domain/bill-math';
import { useAllRates } from '../../data/exchange-rates';
import { tlColumn } from '../../ui/tl-equivalent';
import { TlSwitch } from '../../ui/tl-switch';

/** The table's id: its page size is remembered under it. */
const TABLE_ID = 'faturalar';
/** Newest first, as the index reads (docs/areas/bills.md). */
const INITIAL_SORT: SortingState = [{ id: 'tarih', desc: true }];
/** Typing pauses this long before the device is searched. */
const SEARCH_DELAY_MS = 250;

/** The table tells its query after every render that changed it; the same query reads nothing again. */
const sameQuery = (a: TableQuery, b: TableQuery) => JSON.stringify(a) === JSON.stringify(b);

/** Bills and proformas (docs/areas/bills.md): incoming and outgoing tabs, from the device. */
export function BillListPage({ tip, tl = false }: { tip: BillDirection; tl?: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const canCreate = useCanCreateInSelected();
  const marks = useSyncMarks('fatura');
  const loadedNames = useAccountNames(tip === 'gelen' ? 'tedarikci' : 'musteri', company);
  const names = useMemo(() => loadedNames ?? new Map<string, string>(), [loadedNames]);

  // The table asks for a page, a sort and a search; only that page is read from the device. A
  // new tab or company starts again from the first page (docs/areas/bills.md).
  const tableKey = `${tip}/${company}`;
  const [storedPageSize] = usePageSize(TABLE_ID, PAGE_SIZES, 10);
  const [asked, setAsked] = useState(() => ({
    key: tableKey,
    query: { pageIndex: 0, pageSize: storedPageSize, sorting: INITIAL_SORT, search: '' } as TableQuery,
  }));
  const query: TableQuery =
    asked.key === tableKey ? asked.query : { pageIndex: 0, pageSize: asked.query.pageSize, sorting: INITIAL_SORT, search: '' };
  const onQueryChange = useCallback(
    (next: TableQuery) =>
      setAsked((prev) => (prev.key === tableKey && sameQuery(prev.query, next) ? prev : { key: tableKey, query: next })),
    [tableKey],
  );
  const [search] = useDebouncedValue(query.search.trim(), SEARCH_DELAY_MS);
  const matches = useMemo(() => {
    if (search === '') return undefined;
    return (row: BillRow) =>
      matchesSearch(
        [
          formatDate(row.tarih),
          row.faturaProformaNo,
          names.get(row.cariHesap) ?? '',
          i18n._(kindLabels[row.faturaTip]!),
          formatMoney(row.toplamlar.odenecekTutar, row.dovizCinsi),
        ].join(' '),
        search,
      );
  }, [search, names, i18n]);
  const sort = query.sorting[0];
  const list = useBillPage({
    tip,
    sirket: company,
    // The columns' ids below are the device query's sort fields.
    sortBy: (sort?.id as BillSortField | undefined) ?? 'tarih',
    sortingOrder: sort && !sort.desc ? 1 : -1,
    offset: query.pageIndex * query.pageSize,
    limit: query.pageSize,
    matches,
  });
  const payments = useBillPaymentStates(list?.rows);
  // docs/areas/exchange-rates.md: the TL equivalent of each bill at its date's rate, when `?tl=true`.
  const rates = useAllRates(tl);
  const stateOf = useCallback((row: BillRow) => payments?.get(row._id)?.state ?? planState(row.odemePlani), [payments]);

  const columns = useMemo<ColumnDef<BillRow, unknown>[]>(
    () => [
      dateColumn('tarih', t`Tarih`),
      recordLinkColumn<BillRow>({
        id: 'no',
        header: t`Fatura / Proforma No`,
        value: (row) => row.faturaProformaNo,
        text: (row) => row.faturaProformaNo || '—',
        link: (row, props) => <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: row._id }} {...props} />,
        marks,
        size: 200,
      }),
      accountColumn(t`Cari Hesap`, names),
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
      amountColumn<BillRow>({ id: 'toplam', header: t`Toplam`, minor: (row) => row.toplamlar.odenecekTutar }),
      ...(tl && rates
        ? [
            tlColumn<BillRow>({
              header: t`TL karşılığı`,
              rates,
              date: (row) => row.tarih,
              minor: (row) => row.toplamlar.odenecekTutar,
              sortable: false,
            }),
          ]
        : []),
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
          const partly = paymentProgress(state.durum, state.odenmisTutar) === 'kismen';
          return (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c={late ? 'red.9' : undefined} fw={late ? 600 : undefined}>
                {`${formatDate(state.odemeTarihi)} · ${formatMoney(state.odenecekTaksit, info.row.original.dovizCinsi)}`}
              </Text>
              {partly && (
                <Badge variant="light" color={progressColors.kismen} miw="max-content" data-testid="bill-partly-paid">
                  {i18n._(paidLabels.kismen!)}
                </Badge>
              )}
            </Group>
          );
        },
        size: 320,
      },
    ],
    [t, i18n, names, marks, stateOf, tl, rates],
  );

  const title = t`Fatura / Proforma`;
  return (
    <>
      <ListHeader
        title={title}
        section={t`Finans`}
        count={list?.all}
        create={{
          label: t`Fatura Oluştur`,
          link: (props) => <Link to="/finans/fatura-proforma/create" search={{ tip, cariHesap: '' }} {...props} />,
        }}
        canCreate={canCreate}
        actions={
          canCreate
            ? [
                {
                  label: t`e-Fatura Aktar`,
                  icon: <IconFileImport size={16} />,
                  primary: true,
                  link: (props) => <Link to="/finans/fatura-proforma/e-fatura" {...props} />,
                },
              ]
            : []
        }
      >
        <TlSwitch checked={tl} onChange={(checked) => void navigate({ to: '/finans/fatura-proforma', search: { tip, tl: checked } })} />
      </ListHeader>
      <Tabs
        value={tip}
        onChange={(value) => value && void navigate({ to: '/finans/fatura-proforma', search: { tip: value as BillDirection, tl } })}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="gelen">{t`Gelen Faturalar`}</Tabs.Tab>
          <Tabs.Tab value="giden">{t`Giden Faturalar`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {list === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<BillRow>
          key={tableKey}
          id={TABLE_ID}
          data={list.rows}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: tip === 'gelen' ? t`Henüz gelen fatura yok.` : t`Henüz giden fatura yok.`,
            hint: company
              ? t`“Fatura Oluştur” ile ilk faturayı ekleyin.`
              : t`Sol üstten bir şirket seçin veya “Fatura Oluştur” ile ekleyin.`,
          }}
          initialSort={INITIAL_SORT}
          manual={{ total: list.total, cappedAt: list.capped ? BILL_SEARCH_CAP : undefined, onQueryChange }}
          onRowClick={(row) => void navigate({ to: '/finans/fatura-proforma/$faturaId', params: { faturaId: row._id } })}
        />
      )}
    </>
  );
}
