import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, Button, Center, Group, Loader, Paper, Table } from '@mantine/core';
import { IconCash, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import type { BillDirection } from '../../domain/bill';
import { parseDecimal, SCALES } from '../../domain/money';
import { useBillsOfAccount } from '../../data/bills';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatMoney } from '../../ui/format';

const kindLabels = { fatura: msg`Fatura`, proforma: msg`Proforma` };

const minorOf = (major: number) => {
  const parsed = parseDecimal(major, SCALES.amount);
  return parsed.ok ? parsed.value : 0;
};

/** The account's finance tab: its bills from the device, newest first, and a way to add one. */
export function AccountBills({ accountId, billType, flowType }: { accountId: string; billType: BillDirection; flowType: string }) {
  const { t, i18n } = useLingui();
  const bills = useBillsOfAccount(accountId);
  const newBill = (props: Record<string, unknown>) => (
    <Link to="/finans/fatura-proforma/create" search={{ tip: billType, cariHesap: accountId }} {...props} />
  );
  if (bills === undefined) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (bills.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          title={t`Bu cari için henüz fatura veya nakit akışı yok.`}
          hint={t`Fatura veya nakit akışı oluşturduğunuzda bakiyesi burada görünür.`}
          action={
            <Group gap="sm" justify="center">
              <Button variant="light" leftSection={<IconFileInvoice size={16} />} renderRoot={newBill}>
                {t`Fatura Oluştur`}
              </Button>
              <Button
                variant="light"
                leftSection={<IconCash size={16} />}
                renderRoot={(props) => <Link to="/finans/nakit-akis/form" search={{ tip: flowType as never }} {...props} />}
              >
                {t`Nakit Akış Oluştur`}
              </Button>
            </Group>
          }
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="flex-end" mb="sm">
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} renderRoot={newBill}>
          {t`Yeni Fatura`}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover aria-label={t`Faturalar`} data-testid="account-bills">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Tarih`}</Table.Th>
              <Table.Th>{t`Fatura / Proforma No`}</Table.Th>
              <Table.Th>{t`Tür`}</Table.Th>
              <Table.Th ta="right">{t`Toplam`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bills.map((bill) => (
              <Table.Tr key={bill._id}>
                <Table.Td>{formatDate(bill.tarih)}</Table.Td>
                <Table.Td>
                  <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: bill._id }}>
                    {bill.faturaProformaNo || '—'}
                  </Link>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={bill.faturaTip === 'proforma' ? 'grape' : 'blue'}>
                    {i18n._(kindLabels[bill.faturaTip])}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(minorOf(bill.toplamlar.odenecekTutar), bill.dovizCinsi)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
