import { useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { RATE_SCALE, tlEquivalent, toTl, type RateRow } from '../domain/exchange-rates';
import type { Currency } from '../domain/currency';
import { formatDate, formatFigure, formatMoney } from './format';

// The "TL karşılığı" column of a list (docs/areas/exchange-rates.md; the switch is ./tl-switch.tsx): each row's
// amount in TL at its document's rate. A missing rate shows as such ("Kur yok"), never as 0.

/** The mark of a row whose rate is missing. */
export function NoRate() {
  const { t } = useLingui();
  return (
    <Badge variant="light" color="orange" data-testid="no-rate">
      {t`Kur yok`}
    </Badge>
  );
}

/**
 * A column of each row's amount in TL at the rate of its document's date (tlEquivalent), sorted by
 * it, rows without a rate last.
 */
export function tlColumn<R extends { dovizCinsi: Currency }>(options: {
  header: string;
  rates: readonly RateRow[];
  date: (row: R) => string;
  minor: (row: R) => number;
  /** False where the list sorts on the device by its own fields (the bills'). */
  sortable?: boolean;
}): ColumnDef<R, unknown> {
  // The rate of a date and currency is looked up once (rateFor reads every rate).
  const rates = new Map<string, RateRow[]>();
  const ratesOf = (currency: Currency) => {
    let mine = rates.get(currency);
    if (!mine) rates.set(currency, (mine = options.rates.filter((rate) => rate.dovizCinsi === currency)));
    return mine;
  };
  const tlOf = (row: R) => tlEquivalent(ratesOf(row.dovizCinsi), options.date(row), row.dovizCinsi, options.minor(row))?.tl;
  return {
    id: 'tl',
    meta: { align: 'end' },
    header: options.header,
    accessorFn: tlOf,
    sortingFn: 'basic',
    sortUndefined: 'last',
    enableSorting: options.sortable ?? true,
    cell: (info) => {
      const tl = tlOf(info.row.original);
      return tl === undefined ? (
        <NoRate />
      ) : (
        <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="tl-amount">
          {formatMoney(tl, 'TL')}
        </Text>
      );
    },
    size: 170,
  };
}

/**
 * A document's amount in TL at its rate, for a detail page (the rate's bulletin and value in its
 * tooltip): '…' while the rate is read, "Kur yok" when there is none.
 */
export function TlAmount({ amount, rate }: { amount: number; rate: { tarih: string; dovizAlis: number } | null | undefined }) {
  if (rate === undefined) return '…';
  if (rate === null) return <NoRate />;
  return (
    <span data-testid="total-tl" title={`${formatDate(rate.tarih)} · ${formatFigure(rate.dovizAlis, RATE_SCALE, RATE_SCALE)}`}>
      {formatMoney(toTl(amount, rate.dovizAlis), 'TL')}
    </span>
  );
}
