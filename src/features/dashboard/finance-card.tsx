import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { isDueIn } from '../../domain/instruments';
import { dueInstalments } from '../../domain/reports/due-instalments';
import { useSelectedCompany } from '../../data/companies';
import { useReportData } from '../../data/report-data';
import { formatMoney } from '../../ui/format';
import { localDate } from '../../domain/calendar';

/** Everything unpaid, whenever due: the card's horizon. */
const ALL_TIME = { from: '0001-01-01', to: '9999-12-31', currency: 'all' } as const;

/**
 * What is owed, from the device (the same functions as reports 9 and 10): per currency, the
 * overdue part, what falls due this week and the whole open amount, for suppliers (payables) and
 * customers (receivables); links to the two reports. Loaded after the dashboard's first render.
 */
export default function FinanceCard() {
  const { t } = useLingui();
  const company = useSelectedCompany() ?? '';
  const data = useReportData(company);
  const today = localDate();
  const sides = useMemo(() => {
    if (!data) return undefined;
    const filter = { sirket: company, ...ALL_TIME };
    // The cheques and notes due this week (received to collect, issued to pay), per currency.
    const dueThisWeek = (data.instruments ?? []).filter((instrument) => isDueIn('hafta', instrument, today));
    const instruments = new Map<string, bigint>();
    for (const instrument of dueThisWeek)
      instruments.set(instrument.dovizCinsi, (instruments.get(instrument.dovizCinsi) ?? 0n) + BigInt(instrument.miktar));
    return {
      payables: dueInstalments('tedarikci', data, filter, today).totals,
      receivables: dueInstalments('musteri', data, filter, today).totals,
      instruments: { count: dueThisWeek.length, totals: [...instruments] },
    };
  }, [data, company, today]);

  const dueCount = sides?.instruments.count ?? 0;

  const side = (
    title: string,
    totals: NonNullable<typeof sides>['payables'],
    to: '/finans-raporlari/cari-borc-raporu' | '/finans-raporlari/cari-alacak-raporu',
    link: string,
  ) => (
    <div>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Anchor component={Link} to={to} size="sm">
          {link}
        </Anchor>
      </Group>
      {totals.length === 0 ? (
        <Text size="sm" c="dimmed">{t`Açık taksit yok.`}</Text>
      ) : (
        <Table fz="sm" verticalSpacing={2} horizontalSpacing={4} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Döviz`}</Table.Th>
              <Table.Th ta="right">{t`Gecikmiş`}</Table.Th>
              <Table.Th ta="right">{t`Bu hafta`}</Table.Th>
              <Table.Th ta="right">{t`Toplam`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.map((total) => (
              <Table.Tr key={total.dovizCinsi}>
                <Table.Td>{total.dovizCinsi}</Table.Td>
                <Table.Td ta="right" c={total.overdue > 0 ? 'red.9' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(total.overdue)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(total.thisWeek)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(total.kalan)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="finance-card">
      <Title order={4} mb={6}>{t`Ödemeler ve Tahsilatlar`}</Title>
      {!sides ? (
        <Text size="sm" c="dimmed">{t`Hesaplanıyor…`}</Text>
      ) : (
        <Stack gap="sm">
          {side(t`Borçlar (tedarikçiler)`, sides.payables, '/finans-raporlari/cari-borc-raporu', t`Cari Borç Raporu`)}
          {side(t`Alacaklar (müşteriler)`, sides.receivables, '/finans-raporlari/cari-alacak-raporu', t`Cari Alacak Raporu`)}
          <div data-testid="finance-card-instruments">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {t`Bu hafta vadeli çek / senet: ${dueCount}`}
              </Text>
              <Anchor component={Link} to="/finans/cek-senet" size="sm">
                {t`Portföy`}
              </Anchor>
            </Group>
            {sides.instruments.totals.map(([currency, sum]) => (
              <Text key={currency} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(sum, currency)}
              </Text>
            ))}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
