import type { ReactNode } from 'react';
import { Paper, Table } from '@mantine/core';
import { EmptyState } from '../empty-state';
import { PageLoading } from '../record-page';

/** A column of a RecordTable: its header and each row's cell. */
export interface RecordTableColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  w?: number | string;
  /** Figures stand right. */
  right?: boolean;
  className?: string;
}

/**
 * A list of its own shape where a list needs no paging nor sorting (a chart read in its order, one
 * currency's bulletins): the loader while the rows are read, the empty state, else every row in a
 * table whose header follows the page (no scroll container: it would hold the sticky header); a row
 * opens its record.
 */
export function RecordTable<R extends { _id: string }>({
  rows,
  label,
  empty,
  columns,
  open,
  rowProps,
  layout,
}: {
  /** `undefined` while read. */
  rows: R[] | undefined;
  /** The table's accessible name. */
  label: string;
  empty: { title: string; hint: string };
  columns: RecordTableColumn<R>[];
  open: (row: R) => void;
  /** A row's own attributes (its class, its data). */
  rowProps?: (row: R) => Record<string, unknown>;
  layout?: 'fixed' | 'auto';
}) {
  return (
    <Paper withBorder radius="md">
      {rows === undefined ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <EmptyState title={empty.title} hint={empty.hint} />
      ) : (
        <Table highlightOnHover verticalSpacing="xs" stickyHeader stickyHeaderOffset={64} layout={layout} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} w={column.w} ta={column.right ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row._id} {...rowProps?.(row)} onClick={() => open(row)} style={{ cursor: 'pointer' }}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.right ? 'right' : undefined} className={column.className}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
