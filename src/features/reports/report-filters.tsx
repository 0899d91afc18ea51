import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper } from '@mantine/core';
import { isCalendarDate } from '../../domain/calendar';
import { DateField } from '../../ui/date-field';
import { DeferredSelect as Select } from '../../ui/deferred-controls';
import { CURRENCIES } from '../../domain/currency';
import { QUICK_PERIODS, quickPeriod, type QuickPeriod } from '../../domain/reports/period';
import type { ReportSearch } from './report-search';
import classes from './report.module.css';

interface ReportFiltersProps {
  from: string;
  to: string;
  currency: string;
  today: string;
  /** The statement's account choice: the accounts of its side, by name. */
  accounts?: { value: string; label: string }[];
  account: string;
  onChange: (patch: Partial<ReportSearch>) => void;
}

/** Period (with quick choices), currency and, on a statement, the account: all kept in the URL. */
export function ReportFilters({ from, to, currency, today, accounts, account, onChange }: ReportFiltersProps) {
  const { t } = useLingui();
  const quickLabels: Record<QuickPeriod, string> = {
    thisMonth: t`Bu ay`,
    lastMonth: t`Geçen ay`,
    thisYear: t`Bu yıl`,
    lastYear: t`Geçen yıl`,
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="md"
      className={classes.noPrint}
      component="form"
      aria-label={t`Rapor filtreleri`}
      onSubmit={(event) => event.preventDefault()}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateField
          label={t`Başlangıç`}
          value={from}
          max={to}
          onChange={(value) => isCalendarDate(value) && onChange({ from: value, to })}
          w={160}
        />
        <DateField
          label={t`Bitiş`}
          value={to}
          min={from}
          onChange={(value) => isCalendarDate(value) && onChange({ from, to: value })}
          w={160}
        />
        <Group gap={4} role="group" aria-label={t`Hazır dönemler`}>
          {QUICK_PERIODS.map((choice) => {
            const period = quickPeriod(choice, today);
            const active = period.from === from && period.to === to;
            return (
              <Button key={choice} size="sm" variant={active ? 'filled' : 'default'} aria-pressed={active} onClick={() => onChange(period)}>
                {quickLabels[choice]}
              </Button>
            );
          })}
        </Group>
        <Select
          label={t`Döviz Cinsi`}
          data={[{ value: 'all', label: t`Hepsi` }, ...CURRENCIES.map((value) => ({ value, label: value }))]}
          value={currency}
          allowDeselect={false}
          onChange={(value) => onChange({ doviz: value === 'all' || !value ? '' : value })}
          w={130}
        />
        {accounts && (
          <Select
            label={t`Cari Hesap`}
            data={[{ value: 'all', label: t`Hepsi` }, ...accounts]}
            value={account || 'all'}
            searchable
            allowDeselect={false}
            onChange={(value) => onChange({ cari: value === 'all' || !value ? '' : value })}
            w={260}
            maw="100%"
          />
        )}
      </Group>
    </Paper>
  );
}
