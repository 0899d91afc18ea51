import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { addDays, localDate } from '../../domain/calendar';
import { instalmentsDue, type LoanPeriodMinor } from '../../domain/loans';
import { loanView, useLoans, type LoanRow } from '../../data/loans';
import { formatDate, formatMoney } from '../../ui/format';
import { CountLine, DashboardCard, useShipLines } from './card';

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
  const { selected, named: shipLine } = useShipLines();
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
  const named = (loan: LoanRow, text: string) => shipLine(loan.sirket, text);

  return (
    <DashboardCard
      title={t`Krediler`}
      testId="loans-card"
      loading={rows === undefined}
      to="/finans/kredi-kayitlari"
      linkLabel={t`Kredi kayıtlarına git`}
    >
      <CountLine label={t`30 gün içinde vadesi gelen taksitler`} count={due.length} color="blue" testId="loans-due-count" />
      {due.map(({ loan, period }) => (
        <Text size="xs" c="dimmed" key={`${loan._id}-${period.bitis}`} data-testid="loans-due">
          {named(loan, `${formatDate(period.bitis)} · ${formatMoney(period.anapara + period.faiz, loan.dovizCinsi)}`)}
        </Text>
      ))}
      <CountLine label={t`Teminat açığı`} count={short.length} color="red" testId="loans-short-count" />
      {short.map(({ loan, amount }) => {
        const prepayment = formatMoney(amount, loan.dovizCinsi);
        return (
          <Text size="xs" c="red" key={loan._id} data-testid="loans-shortfall">
            {named(loan, t`Erken ödeme gereken: ${prepayment}`)}
          </Text>
        );
      })}
    </DashboardCard>
  );
}
