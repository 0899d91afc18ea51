import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, Paper, Table, Text, Title } from '@mantine/core';
import { Pager, SortHeader, type SortDirection } from '../../ui/table-controls';
import { displayCell, sortValue } from './cell-format';
import { usePrinting } from '../../ui/print-page';
import { cellOf, REPORT_PAGE_SIZE, rowList, type ReportRow, type ReportTableModel, type RowList } from './report-model';
import classes from './report.module.css';

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/**
 * One table of a report: its rows a page at a time (every row when printed), headers that sort
 * (descending, ascending, the report's own order), amounts right-aligned in tabular figures, and
 * the totals rows in the footer whatever the order and page.
 */
export function ReportTable({ table, label }: { table: ReportTableModel; label: string }) {
  const { t } = useLingui();
  const printing = usePrinting();
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({ key: '', direction: false });
  // The page belongs to the rows it was chosen on: new figures (another period, a synced row)
  // or another order start again at the first page.
  const [page, setPage] = useState<{ rows: RowList; index: number }>({ rows: table.rows, index: 0 });
  const rows = useMemo((): RowList => {
    const column = table.columns.find((candidate) => candidate.key === sort.key);
    if (!sort.direction || !column) return table.rows;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return rowList(
      [...table.rows.all()].sort((a, b) => {
        const x = sortValue(cellOf(column, a));
        const y = sortValue(cellOf(column, b));
        const order =
          typeof x === 'number' && typeof y === 'number' ? (x < y ? -1 : x > y ? 1 : 0) : collator.compare(String(x), String(y));
        return order * sign;
      }),
    );
  }, [table.rows, table.columns, sort]);
  const total = rows.length;
  const pageCount = Math.ceil(total / REPORT_PAGE_SIZE);
  const pageIndex = page.rows === rows ? Math.min(page.index, Math.max(0, pageCount - 1)) : 0;
  const first = pageIndex * REPORT_PAGE_SIZE;
  const shown = printing ? rows.all() : rows.slice(first, first + REPORT_PAGE_SIZE);
  const from = first + 1;
  const to = Math.min(total, first + REPORT_PAGE_SIZE);

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
        {displayCell(column.kind, cellOf(column, row))}
        {column.key === 'durum' && row.mark === 'overdue' && (
          <Badge color="red" variant="light" size="sm" aria-hidden>
            !
          </Badge>
        )}
      </Table.Td>
    ));

  return (
    <Paper withBorder radius="md" className={classes.tablePaper} data-report-paper={table.id}>
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
            {shown.map((row, index) => (
              <Table.Tr
                key={row.id ?? `#${index}`}
                data-mark={row.mark}
                className={row.mark ? classes[row.mark] : undefined}
                aria-label={row.mark === 'overdue' ? t`Gecikmiş` : undefined}
              >
                {cells(row)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {table.totals.length > 0 && (
            <Table.Tfoot>
              {table.totals.map((row, index) => (
                <Table.Tr key={row.id ?? `#${index}`} className={classes.total} data-total>
                  {cells(row)}
                </Table.Tr>
              ))}
            </Table.Tfoot>
          )}
        </Table>
      </Box>
      {pageCount > 1 && (
        <Group justify="space-between" p="sm" className={classes.noPrint}>
          <Text size="sm" c="dimmed" data-testid="report-table-footer" aria-live="polite">
            {t`Toplam ${total}, ${from}-${to} gösteriliyor`}
          </Text>
          <Pager pageIndex={pageIndex} pageCount={pageCount} onPage={(index) => setPage({ rows, index })} />
        </Group>
      )}
    </Paper>
  );
}
