import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { IconCash, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import type { AccountType } from '../../domain/account';
import type { CurrencyBalance } from '../../domain/account-balance';
import { FLOW_TYPE_OF_ACCOUNT, type CashFlowType } from '../../domain/cash-flow';
import { useAccountFinance } from '../../data/cash-flows';
import type { CurrencyChoice } from '../../data/currency';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatFigure, formatMoney } from '../../ui/format';
import { PageLoading } from '../../ui/record-page';
import { methodLabels } from '../../ui/records/cash-flow-labels';
import { RATE_SCALE, tlToday, type RateRow } from '../../domain/exchange-rates';
import { useAllRates } from '../../data/exchange-rates';
import { NoRate } from '../../ui/tl-equivalent';
import { TlSwitch } from '../../ui/tl-switch';
import { DetailSection, SectionTable } from '../../ui/detail-layout';

const kindLabels = { proforma: msg`Proforma` };

/** One currency's summary (docs/architecture.md §7): billed, paid, balance, next instalment, credit. */
function CurrencySummary({
  balance,
  overdue,
  rates,
  today,
}: {
  balance: CurrencyBalance;
  overdue: boolean;
  /** The device's rates when the TL equivalents are asked for (`?tl=true`). */
  rates: readonly RateRow[] | undefined;
  today: string;
}) {
  const { t } = useLingui();
  const money = (minor: number) => formatMoney(minor, balance.dovizCinsi);
  const owed = balance.bakiye > 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`account-summary-${balance.dovizCinsi}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {balance.dovizCinsi}
        </Title>
        {overdue && (
          <Badge color="red" variant="light">
            {t`Vadesi geçmiş taksit var`}
          </Badge>
        )}
      </Group>
      <Table variant="vertical" layout="fixed" withRowBorders={false} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t`Fatura Toplamı`}</Table.Th>
            <Table.Td ta="right" data-testid="summary-fatura">
              {money(balance.fatura)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t`Ödenen`}</Table.Th>
            <Table.Td ta="right" data-testid="summary-odenen">
              {money(balance.odenen)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{owed ? t`Kalan Borç` : t`Fazla Ödeme`}</Table.Th>
            <Table.Td ta="right" fw={700} c={owed ? undefined : 'teal.9'} data-testid="summary-bakiye">
              {money(Math.abs(balance.bakiye))}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t`Sıradaki Taksit`}</Table.Th>
            <Table.Td ta="right" c={overdue ? 'red.9' : undefined} data-testid="summary-next">
              {balance.odenecekTaksit === null ? '—' : `${formatDate(balance.odemeTarihi)} · ${money(balance.odenecekTaksit)}`}
            </Table.Td>
          </Table.Tr>
          {rates && balance.dovizCinsi !== 'TL' && (
            <Table.Tr>
              <Table.Th>{t`TL karşılığı`}</Table.Th>
              <Table.Td ta="right" data-testid="summary-bakiye-tl">
                <BalanceInTl rates={rates} today={today} balance={balance} />
              </Table.Td>
            </Table.Tr>
          )}
          {balance.avans > 0 && (
            <Table.Tr>
              <Table.Th>{t`Avans`}</Table.Th>
              <Table.Td ta="right" data-testid="summary-avans">
                {money(balance.avans)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * What remains of a balance, in TL at today's rate (the latest on or before today; docs/areas/exchange-rates.md),
 * with the rate's date and value in its tooltip; "Kur yok" without a rate.
 */
function BalanceInTl({ rates, today, balance }: { rates: readonly RateRow[]; today: string; balance: CurrencyBalance }) {
  // Unsigned, as the line above it shows the debt or the overpayment.
  const equivalent = tlToday(rates, today, balance.dovizCinsi, Math.abs(balance.bakiye));
  if (!equivalent) return <NoRate />;
  return (
    <span
      data-testid="tl-amount"
      title={`${formatDate(equivalent.rate.tarih)} · ${formatFigure(equivalent.rate.dovizAlis, RATE_SCALE, RATE_SCALE)}`}
    >
      {formatMoney(equivalent.tl, 'TL')}
    </span>
  );
}

/**
 * The account's finance tab (docs/areas/accounts.md): the summary per currency with what remains to be paid,
 * overdue instalments marked, then its bills with their paid state and its cash flows, all from
 * the device, in the currency chosen at the top ('Hepsi' or none: every currency).
 */
export function AccountFinance({
  accountId,
  cariTip,
  currency,
  canWrite,
  tl = false,
}: {
  accountId: string;
  cariTip: AccountType;
  currency: CurrencyChoice | null;
  /** The account's company is writable: offer a new bill and cash flow. */
  canWrite: boolean;
  /** `?tl=true`: each balance also in TL at today's rate. */
  tl?: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const finance = useAccountFinance(accountId, cariTip);
  const rates = useAllRates(tl);
  const billType = cariTip === 'tedarikci' ? 'gelen' : 'giden';
  const flowType: CashFlowType = FLOW_TYPE_OF_ACCOUNT[cariTip];
  const newBill = (props: Record<string, unknown>) => (
    <Link to="/finans/fatura-proforma/create" search={{ tip: billType, cariHesap: accountId }} {...props} />
  );
  const newFlow = (props: Record<string, unknown>) => (
    <Link to="/finans/nakit-akis/form" search={{ tip: flowType, cariHesap: accountId, fatura: '' }} {...props} />
  );
  if (finance === undefined) {
    return <PageLoading />;
  }
  const shown = <T extends { dovizCinsi: string }>(items: T[]) =>
    currency === null || currency === 'all' ? items : items.filter((item) => item.dovizCinsi === currency);
  const bills = shown(finance.bills);
  const flows = shown(finance.flows).slice().reverse();
  const balances = shown(finance.balances.currencies);
  const now = localDate();

  if (finance.bills.length === 0 && finance.flows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          title={t`Bu cari için henüz fatura veya nakit akışı yok.`}
          hint={t`Fatura veya nakit akışı oluşturduğunuzda bakiyesi burada görünür.`}
          action={
            canWrite && (
              <Group gap="sm" justify="center">
                <Button variant="light" leftSection={<IconFileInvoice size={16} />} renderRoot={newBill}>
                  {t`Fatura Oluştur`}
                </Button>
                <Button variant="light" leftSection={<IconCash size={16} />} renderRoot={newFlow}>
                  {t`Nakit Akış Oluştur`}
                </Button>
              </Group>
            )
          }
        />
      </Paper>
    );
  }

  const overdueIn = (dovizCinsi: string) =>
    finance.bills.some(
      (bill) =>
        bill.dovizCinsi === dovizCinsi &&
        bill.faturaTip === 'fatura' &&
        finance.balances.bills.get(bill._id)?.rows.some((row) => row.durum === 'odenmedi' && row.tarih < now),
    );

  return (
    <Stack>
      <Group justify="flex-end">
        <TlSwitch
          checked={tl}
          onChange={(checked) =>
            void navigate({ to: '/finans/cari-listeler/$cariHesapId', params: { cariHesapId: accountId }, search: { tl: checked } })
          }
        />
      </Group>
      {balances.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="account-summary">
          {balances.map((balance) => (
            <CurrencySummary
              key={balance.dovizCinsi}
              balance={balance}
              overdue={overdueIn(balance.dovizCinsi)}
              rates={tl ? rates : undefined}
              today={now}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t`Bu dövizde kayıt yok.`}</Text>
      )}

      <DetailSection
        title={t`Faturalar`}
        p="md"
        actions={
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} renderRoot={newBill}>
            {t`Yeni Fatura`}
          </Button>
        }
      >
        <SectionTable
          minWidth={640}
          highlightOnHover
          aria-label={t`Faturalar`}
          data-testid="account-bills"
          head={
            <>
              <Table.Th>{t`Tarih`}</Table.Th>
              <Table.Th>{t`Fatura / Proforma No`}</Table.Th>
              <Table.Th ta="right">{t`Toplam`}</Table.Th>
              <Table.Th ta="right">{t`Kalan`}</Table.Th>
              <Table.Th>{t`Sıradaki Taksit`}</Table.Th>
            </>
          }
        >
          {bills.map((bill) => {
            const state = finance.balances.bills.get(bill._id);
            const total = bill.toplamlar.odenecekTutar;
            const remaining = state ? total - state.odenmisTutar : total;
            const late = state?.odemeTarihi !== null && state?.odemeTarihi !== undefined && state.odemeTarihi < now;
            return (
              <Table.Tr key={bill._id} data-testid="account-bill">
                <Table.Td>{formatDate(bill.tarih)}</Table.Td>
                <Table.Td>
                  <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: bill._id }}>
                    {bill.faturaProformaNo || '—'}
                  </Link>
                  {bill.faturaTip === 'proforma' && (
                    <Badge variant="light" color="grape" ml={6}>
                      {i18n._(kindLabels.proforma)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(total, bill.dovizCinsi)}</Table.Td>
                <Table.Td ta="right" data-testid="bill-remaining">
                  {state?.durum === 'odendi' ? (
                    <Badge variant="light" color="green">{t`Ödendi`}</Badge>
                  ) : (
                    formatMoney(remaining, bill.dovizCinsi)
                  )}
                </Table.Td>
                <Table.Td c={late ? 'red.9' : undefined} fw={late ? 600 : undefined}>
                  {state?.odenecekTaksit === null || state === undefined
                    ? '—'
                    : `${formatDate(state.odemeTarihi)} · ${formatMoney(state.odenecekTaksit, bill.dovizCinsi)}`}
                  {late && <Text span size="xs" ml={6}>{t`(gecikmiş)`}</Text>}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </SectionTable>
      </DetailSection>

      <DetailSection
        title={t`Nakit Akışları`}
        p="md"
        actions={
          canWrite && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} renderRoot={newFlow}>
              {t`Nakit Akış Oluştur`}
            </Button>
          )
        }
      >
        {flows.length === 0 ? (
          <Text c="dimmed" size="sm">{t`Henüz ödeme veya tahsilat yok.`}</Text>
        ) : (
          <SectionTable
            minWidth={560}
            highlightOnHover
            aria-label={t`Nakit Akışları`}
            data-testid="account-flows"
            head={
              <>
                <Table.Th>{t`Tarih`}</Table.Th>
                <Table.Th>{t`Ödeme Yöntemi`}</Table.Th>
                <Table.Th>{t`Fatura`}</Table.Th>
                <Table.Th ta="right">{t`Tutar`}</Table.Th>
              </>
            }
          >
            {flows.map((flow) => {
              const bill = flow.fatura ? finance.bills.find((candidate) => candidate._id === flow.fatura) : undefined;
              return (
                <Table.Tr key={flow._id}>
                  <Table.Td>
                    <Link to="/finans/nakit-akis/$nakitAkisId" params={{ nakitAkisId: flow._id }}>
                      {formatDate(flow.tarih)}
                    </Link>
                  </Table.Td>
                  <Table.Td>{i18n._(methodLabels[flow.odemeYontemi])}</Table.Td>
                  <Table.Td>{flow.fatura ? bill?.faturaProformaNo || t`Fatura` : t`Avans`}</Table.Td>
                  <Table.Td ta="right">{formatMoney(flow.miktar, flow.dovizCinsi)}</Table.Td>
                </Table.Tr>
              );
            })}
          </SectionTable>
        )}
      </DetailSection>
    </Stack>
  );
}
