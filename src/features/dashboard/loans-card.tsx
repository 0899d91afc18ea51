import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { addDays, localDate } from '../../domain/calendar';
import { instalmentsDue, type LoanPeriodMinor } from '../../domain/loans';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { loanView, useLoans, type LoanRow } from '../../data/loans';
import { formatDate, formatMoney } from '../../ui/format';

/** The days ahead the card lists instalments for (MODULES §11: "instalments due in 30 days"). */
export const DUE_WINDOW_DAYS = 30;

interface DueInstalment {
  loan: LoanRow;
  period: LoanPeriodMinor;
}

interface Shortfall {
  loan: LoanRow;
  amount: bigint;
}

/**
 * The loans today (docs/areas/loans.md §6): the instalments due in the next 30 days (principal and
 * interest) and each loan short of its security cover with the prepayment that restores it, for the
 * chosen ship or every ship. Computed on the device by the loans' pure rules; loaded after the page.
 */
export default function LoansCard() {
  const { t } = useLingui();
  const companies = useCompanies();
  const selected = useSelectedCompany() ?? '';
  const rows = useLoans(selected);
  const today = localDate();
  const { due, short } = useMemo(() => {
    const due: DueInstalment[] = [];
    const short: Shortfall[] = [];
    const until = addDays(today, DUE_WINDOW_DAYS);
    for (const loan of rows ?? []) {
      const view = loanView(loan, today);
      if (view.schedule) for (const period of instalmentsDue(view.schedule, today, until)) due.push({ loan, period });
      const amount = view.teminat.eksikOdeme;
      if (amount !== null && amount > 0n) short.push({ loan, amount });
    }
    due.sort((a, b) => a.period.bitis.localeCompare(b.period.bitis));
    return { due, short };
  }, [rows, today]);
  const shipOf = (loan: LoanRow) => companies?.find((company) => company._id === loan.sirket)?.gemi.adi ?? '';
  // Every ship ('Hepsi'): each line names its ship.
  const named = (loan: LoanRow, text: string) => (selected ? text : `${shipOf(loan)} · ${text}`);

  return (
    <Paper withBorder radius="md" p="md" data-testid="loans-card">
      <Title order={4} mb={6}>{t`Krediler`}</Title>
      {rows === undefined ? (
        <Text size="sm" c="dimmed">{t`Hesaplanıyor…`}</Text>
      ) : (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t`30 gün içinde vadesi gelen taksitler`}</Text>
            <Badge variant={due.length > 0 ? 'filled' : 'light'} color={due.length > 0 ? 'blue' : 'gray'} data-testid="loans-due-count">
              {due.length}
            </Badge>
          </Group>
          {due.map(({ loan, period }) => (
            <Text size="xs" c="dimmed" key={`${loan._id}-${period.bitis}`} data-testid="loans-due">
              {named(loan, `${formatDate(period.bitis)} · ${formatMoney(period.anapara + period.faiz, loan.dovizCinsi)}`)}
            </Text>
          ))}
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t`Teminat açığı`}</Text>
            <Badge
              variant={short.length > 0 ? 'filled' : 'light'}
              color={short.length > 0 ? 'red' : 'gray'}
              data-testid="loans-short-count"
            >
              {short.length}
            </Badge>
          </Group>
          {short.map(({ loan, amount }) => {
            const prepayment = formatMoney(amount, loan.dovizCinsi);
            return (
              <Text size="xs" c="red" key={loan._id} data-testid="loans-shortfall">
                {named(loan, t`Erken ödeme gereken: ${prepayment}`)}
              </Text>
            );
          })}
          <Anchor component={Link} to="/finans/kredi-kayitlari" size="sm" mt={4}>
            {t`Kredi kayıtlarına git`}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
