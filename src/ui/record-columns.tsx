import type { ReactElement, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Badge, Text } from '@mantine/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { SyncMark } from '../data/outbox-queries';
import { formatDate, formatMoney } from './format';
import { SyncBadge } from './sync-badge';

/** A row's click opens it; a link inside the row opens its own target instead. */
const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * The column that names a record and opens it, with the record's sync mark beside (docs/architecture.md
 * §2: every change not yet on the server shows). `link` renders the router link to the record,
 * e.g. `(row, props) => <Link to="/finans/nakit-akis/$nakitAkisId" params={{ nakitAkisId: row._id }} {...props} />`.
 */
export function recordLinkColumn<R extends { _id: string }>(options: {
  id: string;
  header: string;
  value: (row: R) => string;
  text: (row: R) => ReactNode;
  link: (row: R, props: Record<string, unknown>) => ReactElement;
  marks: ReadonlyMap<string, SyncMark>;
  size: number;
}): ColumnDef<R, unknown> {
  const { marks } = options;
  return {
    id: options.id,
    header: options.header,
    accessorFn: options.value,
    cell: (info) => (
      <>
        {options.link(info.row.original, {
          onClick: stopRowClick,
          style: { color: 'inherit', fontWeight: 600 },
          children: options.text(info.row.original),
        })}{' '}
        <SyncBadge mark={marks.get(info.row.original._id)} />
      </>
    ),
    size: options.size,
  };
}

/** The account a record belongs to, by its name (sorted by it), linking to the account. */
export function accountColumn<R extends { cariHesap: string }>(header: string, names: ReadonlyMap<string, string>): ColumnDef<R, unknown> {
  return {
    id: 'cari',
    header,
    accessorFn: (row) => names.get(row.cariHesap) ?? '',
    cell: (info) => (
      <Link to="/finans/cari-listeler/$cariHesapId" params={{ cariHesapId: info.row.original.cariHesap }} onClick={stopRowClick}>
        {names.get(info.row.original.cariHesap) ?? '…'}
      </Link>
    ),
  };
}

/** An amount in minor units in the row's currency, right-aligned in even figures, sorted by value. */
export function amountColumn<R extends { dovizCinsi: string }>(options: {
  id: string;
  header: string;
  minor: (row: R) => number;
  size?: number;
}): ColumnDef<R, unknown> {
  return {
    id: options.id,
    meta: { align: 'end' },
    header: options.header,
    accessorFn: options.minor,
    sortingFn: 'basic',
    cell: (info) => (
      <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(options.minor(info.row.original), info.row.original.dovizCinsi)}
      </Text>
    ),
    size: options.size ?? 170,
  };
}

/**
 * A calendar date of the row (its field `id`, `YYYY-MM-DD`) shown as people read it, sorted as
 * written; `hide`: the narrowest width it still shows on (docs/areas/shell.md, 1 goes first).
 */
export function dateColumn<R>(id: keyof R & string, header: string, hide?: 1 | 2 | 3): ColumnDef<R, unknown> {
  const date = (row: R) => String(row[id] ?? '');
  return {
    id,
    header,
    accessorFn: date,
    cell: (info) => formatDate(date(info.row.original)),
    size: 120,
    ...(hide ? { meta: { hide } } : {}),
  };
}

/**
 * A record's state (`durum`) as its coloured badge, sorted in the order of `states` (its life, not
 * the alphabet); `testId` marks each badge for the tests.
 */
export function stateColumn<R extends { durum: S }, S extends string>(options: {
  header: string;
  states: readonly S[];
  colors: Record<S, string>;
  labels: Record<S, MessageDescriptor>;
  i18n: I18n;
  testId: string;
  size: number;
}): ColumnDef<R, unknown> {
  const { states, colors, labels, i18n } = options;
  return {
    id: 'durum',
    header: options.header,
    accessorFn: (row) => states.indexOf(row.durum),
    cell: (info) => (
      <Badge variant="light" color={colors[info.row.original.durum]} data-testid={options.testId}>
        {i18n._(labels[info.row.original.durum])}
      </Badge>
    ),
    size: options.size,
  };
}
