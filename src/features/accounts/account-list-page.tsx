import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Center, Loader, Paper, Stack, Table, Tabs, Text, type MantineBreakpoint } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AccountType } from '../../domain/account';
import type { AccountBalances, CurrencyBalance } from '../../domain/account-balance';
import { localDate } from '../../domain/calendar';
import { useAccountBalances, useAccountList, type AccountSortField } from '../../data/accounts';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { currencyStore, setCurrency, useCurrency } from '../../data/currency';
import { CurrencySelect } from '../../ui/currency-select';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatMoney, formatPhone } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import { ReadOnlyBadge } from '../../ui/read-only-badge';
import { SortHeader } from '../../ui/table-controls';
import { SyncBadge } from '../../ui/sync-badge';
import { useSyncMarks } from '../../data/outbox-queries';
import { useSortCycle } from './use-sort-cycle';
import { tlToday, type RateRow } from '../../domain/exchange-rates';
import { useAllRates } from '../../data/exchange-rates';
import { NoRate } from '../../ui/tl-equivalent';
import { TlSwitch } from '../../ui/tl-switch';

/** docs/areas/accounts.md: rows come in pages as the list scrolls. */
export const ACCOUNTS_PER_PAGE = 20;

/** docs/areas/accounts.md: the customer tab shows all currencies; back on suppliers, 'all' becomes USD. */
export function currencyForTab(tab: AccountType, current: string | null): string | null {
  if (tab === 'musteri') return 'all';
  return current === 'all' ? 'USD' : current;
}

/** Counterparty accounts (docs/areas/accounts.md): suppliers and customers, from the device. */
export function AccountListPage({ cariTip, tl = false }: { cariTip: AccountType; tl?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const currency = useCurrency();
  const companies = useCompanies() ?? [];
  const marks = useSyncMarks('cariHesap');
  const canCreate = useCanCreateInSelected();
  const { sort, toggle } = useSortCycle<AccountSortField>({ field: 'unvan', order: 1 });
  const [page, setPage] = useState(1);
  const list = useAccountList({
    cariTip,
    sirket: company,
    sortBy: sort.field,
    sortingOrder: sort.order,
    limit: page * ACCOUNTS_PER_PAGE,
    dovizCinsi: currency === 'all' ? null : currency,
  });
  const balanceShown = currency !== null;
  // Balances are read only while their columns are shown: until a currency is chosen the list
  // reads no bill or cash flow (nor again on every one a pull stores).
  const balances = useAccountBalances(balanceShown ? list?.rows : undefined);
  // docs/areas/exchange-rates.md: with `?tl=true`, each balance also in TL at today's rate (read only then).
  const tlShown = tl && balanceShown;
  const rates = useAllRates(tlShown);

  // Any change of tab, company, currency or sort starts again from page 1 (docs/areas/accounts.md).
  useEffect(() => setPage(1), [cariTip, company, currency, sort.field, sort.order]);

  const sentinel = useRef<HTMLDivElement>(null);
  const total = list?.total ?? 0;
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && page * ACCOUNTS_PER_PAGE < total) setPage((p) => p + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [page, total]);

  const changeTab = (tab: AccountType) => {
    setCurrency(currencyForTab(tab, currencyStore.get()) as never);
    void navigate({ to: '/finans/cari-listeler', search: { cari_tip: tab, tl } });
  };
  const companyName = (id: string) => companies.find((c) => c._id === id)?.isim ?? '';
  const today = localDate();

  const header = (field: AccountSortField, label: string, width?: string, visibleFrom?: MantineBreakpoint) => (
    <SortHeader
      width={width}
      visibleFrom={visibleFrom}
      sorted={sort.field !== field ? false : sort.order === 1 ? 'asc' : 'desc'}
      onToggle={() => toggle(field)}
    >
      {label}
    </SortHeader>
  );

  return (
    <>
      <PageHeader
        title={t`Cari Listeler`}
        count={list?.total}
        crumbs={[{ label: t`Finans` }, { label: t`Cari Listeler` }]}
        actions={
          canCreate
            ? [
                {
                  label: t`Yeni Cari`,
                  icon: <IconPlus size={16} />,
                  primary: true,
                  link: (props) => <Link to="/finans/cari-listeler/create" search={{ cari_tip: cariTip }} {...props} />,
                },
              ]
            : []
        }
      >
        <CurrencySelect allowAll={cariTip === 'musteri'} />
        <TlSwitch
          checked={tl}
          onChange={(checked) => void navigate({ to: '/finans/cari-listeler', search: { cari_tip: cariTip, tl: checked } })}
        />
        {!canCreate && <ReadOnlyBadge />}
      </PageHeader>
      <Tabs value={cariTip} onChange={(value) => value && changeTab(value as AccountType)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="tedarikci">{t`Tedarikçi`}</Tabs.Tab>
          <Tabs.Tab value="musteri">{t`Müşteri`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {!currency && (
        <Alert color="blue" variant="light" mb="md" data-testid="choose-currency">
          <Text size="sm" fw={600}>{t`Döviz Türü Seçin`}</Text>
          <Text size="sm">{t`Bakiyeleri görmek için yukarıdan bir döviz türü seçin.`}</Text>
        </Alert>
      )}
      <Paper withBorder radius="md">
        {list === undefined ? (
          <PageLoading />
        ) : (
          // No scroll container: it would hold the sticky header; the fixed layout wraps long cells instead.
          <>
            <Table highlightOnHover stickyHeader stickyHeaderOffset={64} layout="fixed" aria-label={t`Cari Listeler`}>
              <Table.Thead>
                <Table.Tr>
                  {header('unvan', t`Ünvan`, '22%')}
                  {header('firmaYetkilisi', t`Firma Yetkilisi`, '13%', 'lg')}
                  <Table.Th w="13%" visibleFrom="md">{t`Şirket`}</Table.Th>
                  {header('il', t`İl`, '8%', 'xl')}
                  {header('ulke', t`Ülke`, '8%', 'lg')}
                  <Table.Th w="11%" visibleFrom="xl">{t`Telefon`}</Table.Th>
                  {balanceShown && (
                    <>
                      {header('fatura', t`Fatura Toplamı`, '12%')}
                      {header('odenen', t`Ödenen`, '12%')}
                      {header('bakiye', t`Bakiye`, '12%')}
                      {tlShown && <Table.Th w="12%" style={figures}>{t`Bakiye (TL)`}</Table.Th>}
                      {header('odemeTarihi', t`Sıradaki Taksit`, '14%')}
                    </>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((row) => (
                  <Table.Tr
                    key={row._id}
                    data-testid="account-row"
                    style={{ cursor: 'pointer' }}
                    onClick={() => void navigate({ to: '/finans/cari-listeler/$cariHesapId', params: { cariHesapId: row._id } })}
                  >
                    <Table.Td>
                      <Link
                        to="/finans/cari-listeler/$cariHesapId"
                        params={{ cariHesapId: row._id }}
                        onClick={(event) => event.stopPropagation()}
                        style={{ color: 'inherit', fontWeight: 600 }}
                      >
                        {row.unvan}
                      </Link>{' '}
                      <SyncBadge mark={marks.get(row._id)} />
                    </Table.Td>
                    <Table.Td visibleFrom="lg">{row.firmaYetkilisi}</Table.Td>
                    <Table.Td visibleFrom="md">{companyName(row.sirket)}</Table.Td>
                    <Table.Td visibleFrom="xl">{row.il}</Table.Td>
                    <Table.Td visibleFrom="lg">{row.ulke}</Table.Td>
                    <Table.Td visibleFrom="xl">{formatPhone(row.gsm || row.sabitTelefon)}</Table.Td>
                    {balanceShown && (
                      <BalanceCells
                        loaded={balances !== undefined && (!tlShown || rates !== undefined)}
                        balances={balances?.get(row._id)}
                        currency={currency}
                        today={today}
                        rates={tlShown ? rates : undefined}
                      />
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        {list && list.total === 0 && (
          <EmptyState
            title={t`Bu listede henüz cari hesap yok.`}
            hint={company ? t`“Yeni Cari” ile ilk cari hesabı ekleyin.` : t`Sol üstten bir şirket seçin veya “Yeni Cari” ile ekleyin.`}
          />
        )}
        <div ref={sentinel} data-testid="list-end" style={{ height: 1 }} />
        {list && list.rows.length < list.total && (
          <Center p="sm">
            <Loader size="xs" />
          </Center>
        )}
      </Paper>
    </>
  );
}

const figures = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * An account's balance in the chosen currency (docs/architecture.md §7): billed, paid, what is still
 * owed (or, negative, paid ahead) and the next instalment, overdue in red; 'Hepsi' lists each
 * currency the account has on its own line. Until the balances are read (`loaded`), the cells stay
 * empty rather than show '—', which means "nothing in this currency".
 */
function BalanceCells({
  loaded,
  balances,
  currency,
  today,
  rates,
}: {
  loaded: boolean;
  balances: AccountBalances | undefined;
  currency: string | null;
  today: string;
  /** The device's rates when the TL column shows. */
  rates: readonly RateRow[] | undefined;
}) {
  const shown: CurrencyBalance[] = (balances?.currencies ?? []).filter((entry) => currency === 'all' || entry.dovizCinsi === currency);
  const lines = (render: (entry: CurrencyBalance) => ReactNode) =>
    !loaded ? null : shown.length === 0 ? (
      <Text size="sm" c="dimmed" style={figures}>
        —
      </Text>
    ) : (
      <Stack gap={2}>
        {shown.map((entry) => (
          <Text key={entry.dovizCinsi} size="sm" style={figures}>
            {render(entry)}
          </Text>
        ))}
      </Stack>
    );
  return (
    <>
      <Table.Td data-testid="balance-fatura">{lines((entry) => formatMoney(entry.fatura, entry.dovizCinsi))}</Table.Td>
      <Table.Td data-testid="balance-odenen">{lines((entry) => formatMoney(entry.odenen, entry.dovizCinsi))}</Table.Td>
      <Table.Td data-testid="balance-bakiye">
        {lines((entry) => (
          <Text span size="sm" fw={600} c={entry.bakiye < 0 ? 'teal.9' : undefined}>
            {formatMoney(entry.bakiye, entry.dovizCinsi)}
          </Text>
        ))}
      </Table.Td>
      {rates && (
        <Table.Td data-testid="balance-tl">
          {lines((entry) => {
            const equivalent = tlToday(rates, today, entry.dovizCinsi, entry.bakiye);
            return equivalent ? <span data-testid="tl-amount">{formatMoney(equivalent.tl, 'TL')}</span> : <NoRate />;
          })}
        </Table.Td>
      )}
      <Table.Td data-testid="balance-next">
        {lines((entry) =>
          entry.odenecekTaksit === null ? (
            '—'
          ) : (
            <Text span size="sm" c={entry.odemeTarihi !== null && entry.odemeTarihi < today ? 'red.9' : undefined}>
              {formatDate(entry.odemeTarihi)}
              <br />
              {formatMoney(entry.odenecekTaksit, entry.dovizCinsi)}
            </Text>
          ),
        )}
      </Table.Td>
    </>
  );
}
