import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Paper, Table, Title } from '@mantine/core';
import { SortHeader, type SortDirection } from '../../ui/sort-header';
import { displayCell, sortValue } from './cell-format';
import type { ReportRow, ReportTableModel } from './report-model';
import classes from './report.module.css';

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/**
 * One table of a report: every row (reports are read whole, printed whole), headers that sort
 * (descending, ascending, the report's own order), amounts right-aligned in tabular figures, and
 * the totals rows in the footer whatever the order.
 */
export function ReportTable({ table, label }: { table: ReportTableModel; label: string }) {
  const { t } = useLingui();
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({ key: '', direction: false });
  const rows = useMemo(() => {
    if (!sort.direction) return table.rows;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...table.rows].sort((a, b) => {
      const x = sortValue(a.cells[sort.key] ?? null);
      const y = sortValue(b.cells[sort.key] ?? null);
      const order = typeof x === 'number' && typeof y === 'number' ? (x < y ? -1 : x > y ? 1 : 0) : collator.compare(String(x), String(y));
      return order * sign;
    });
  }, [table.rows, sort]);

  const toggle = (key: string) =>
    setSort((current) => {
      if (current.key !== key || !current.direction) return { key, direction: 'desc' };
      return current.direction === 'desc' ? { key, direction: 'asc' } : { key, direction: false };
    });

  const numeric = (kind: string) => kind === 'money' || kind === 'count';
  const cells = (row: ReportRow) =>
    table.columns.map((column, index) => (
      <Table.Td
        key={column.key}
        className={numeric(column.kind) ? classes.amount : undefined}
        style={index === 0 && row.depth && row.depth > 1 ? { paddingInlineStart: `${row.depth * 12}px` } : undefined}
      >
        {displayCell(column.kind, row.cells[column.key] ?? null)}
        {column.key === 'durum' && row.mark === 'overdue' && (
          <Badge color="red" variant="light" size="sm" aria-hidden>
            !
          </Badge>
        )}
      </Table.Td>
    ));

  return (
    <Paper withBorder radius="md" className={classes.tablePaper}>
      {table.title && (
        <Title order={3} size="h5" p="sm" pb={0}>
          {table.title}
        </Title>
      )}
      <Box className={classes.scroll}>
        <Table striped highlightOnHover aria-label={table.title ?? label} data-report-table={table.id} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <SortHeader key={column.key} sorted={sort.key === column.key ? sort.direction : false} onToggle={() => toggle(column.key)}>
                  <span className={numeric(column.kind) ? classes.amountHeader : undefined}>{column.label}</span>
                </SortHeader>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-mark={row.mark} className={row.mark ? classes[row.mark] : undefined} aria-label={row.mark === 'overdue' ? t`Gecikmiş` : undefined}>
                {cells(row)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {table.totals.length > 0 && (
            <Table.Tfoot>
              {table.totals.map((row) => (
                <Table.Tr key={row.id} className={classes.total} data-total>
                  {cells(row)}
                </Table.Tr>
              ))}
            </Table.Tfoot>
          )}
        </Table>
      </Box>
    </Paper>
  );
}
