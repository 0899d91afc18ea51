import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type RowData,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { Box, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { DeferredSelect } from './deferred-controls';
import { IconSearch } from '@tabler/icons-react';
import { EmptyState } from './empty-state';
import { matchesSearch } from '../domain/search-text';
import { Pager, SortHeader } from './table-controls';
import { usePageSize } from './use-page-size';
import { columnWidth, hiddenColumns, type FitColumn } from './table-fit';
import classes from './data-table.module.css';

declare module '@tanstack/react-table' {
  // A merged declaration repeats the library's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** `end` for amounts: the header lines up with the right-aligned figures below it. */
    align?: 'end';
    /**
     * How soon the column goes when the table's frame is too narrow for every column (a tablet): 3
     * first, then 2, then 1 (src/ui/table-fit.ts). Without it the column always stays: give none to
     * the record's name, its status, its amount and its action. The detail page shows what goes.
     */
    hide?: 1 | 2 | 3;
  }
}

/** docs/areas/shell.md with docs/decisions.md §1: the labels match the values. */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** The least width (px) of the whole table. */
const TABLE_MIN = 600;

/**
 * The table's least width: the fixed columns plus room for each flexible one. Narrower than that,
 * the frame scrolls sideways instead of squeezing a flexible column to nothing (with a fixed
 * layout, the fixed columns would otherwise take all of a tablet's width).
 */
function tableMinWidth(columns: readonly FitColumn[], frame: number): number {
  const least = columns.reduce((sum, column) => sum + columnWidth(column), 0);
  // A frame narrower than TABLE_MIN that holds the kept columns does not scroll for nothing.
  return Math.max(frame > 0 && least <= frame ? least : TABLE_MIN, least);
}

/** A column's id as the table knows it: its `id`, or the key it reads. */
function columnId(column: { id?: string | undefined }): string {
  return column.id ?? String((column as { accessorKey?: unknown }).accessorKey ?? '');
}

/** The width (px) of an element's box, followed as it changes; 0 until measured. */
function useBoxWidth<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Turkish collation for text columns (Ç after C, İ after I). */
export const turkishSort: SortingFn<unknown> = (a, b, columnId) =>
  collator.compare(String(a.getValue(columnId) ?? ''), String(b.getValue(columnId) ?? ''));

/** The search box matches any column the Turkish way, with or without Turkish letters. */
const searchTurkish: FilterFn<unknown> = (row, columnId, query: string) => matchesSearch(String(row.getValue(columnId) ?? ''), query);

/** What a table whose owner pages, sorts and searches (`manual`) asks that owner for. */
export interface TableQuery {
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
  search: string;
}

/** The owner's answer to a TableQuery: how many rows match, and whether a search was cut short. */
export interface ManualTable {
  total: number;
  /** The search stopped after this many matches (there may be more); the footer says so. */
  cappedAt?: number | undefined;
  /** Told every page, page size, sort and search the user chooses; a stable function (a state setter). */
  onQueryChange: (query: TableQuery) => void;
}

interface DataTableProps<T> {
  /** Names the table in stored preferences (its page size). */
  id: string;
  data: T[];
  /** Give columns a `size` (px) to fix their width; the rest share what remains. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  label: string;
  /** Shown when there are no rows at all: what is missing and what to do. */
  empty: { title: string; hint?: string };
  onRowClick?: (row: T) => void;
  initialSort?: SortingState;
  /**
   * The sort is the owner's (a list frame keeps it in the address): `sorting` is shown and every
   * change goes to `onSortingChange`; without it the table keeps its own, from `initialSort`.
   */
  sort?: { sorting: SortingState; onSortingChange: (sorting: SortingState) => void };
  /**
   * The owner reads only the page shown (TanStack Table's manual pagination, sorting and
   * filtering): `data` is that page, already sorted and searched. Without it the table pages,
   * sorts and searches `data` itself.
   */
  manual?: ManualTable;
}

/**
 * The shared table (docs/areas/shell.md): page size (remembered per table), a Turkish search box, whole-cell
 * sortable headers (descending, ascending, none), a sticky header, fixed column widths, footer
 * 'Total N, a-b shown' and page links four at a time; an empty result says so in words.
 */
export function DataTable<T>({ id, data, columns, getRowId, label, empty, onRowClick, initialSort = [], sort, manual }: DataTableProps<T>) {
  const { t } = useLingui();
  const [ownSorting, setOwnSorting] = useState<SortingState>(initialSort);
  const sorting = sort ? sort.sorting : ownSorting;
  const setSorting = (updater: SortingState | ((old: SortingState) => SortingState)) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    if (sort) sort.onSortingChange(next);
    else setOwnSorting(next);
  };
  const [globalFilter, setGlobalFilter] = useState('');
  const [pageSize, setPageSize] = usePageSize(id, PAGE_SIZES, 10);
  const [pageIndex, setPageIndex] = useState(0);
  const pagination = { pageIndex, pageSize };
  // What the frame holds: lower columns go on a narrow frame (a tablet), the rest stay in view.
  const [frameRef, frameWidth] = useBoxWidth<HTMLDivElement>();
  const fit = useMemo<FitColumn[]>(
    () => columns.map((column) => ({ id: columnId(column), size: column.size, hide: column.meta?.hide })),
    [columns],
  );
  const hidden = useMemo(() => hiddenColumns(fit, frameWidth), [fit, frameWidth]);
  const columnVisibility = useMemo(() => Object.fromEntries(hidden.map((id) => [id, false])), [hidden]);
  const shown = fit.filter((column) => !hidden.includes(column.id));
  const onQueryChange = manual?.onQueryChange;
  useEffect(() => {
    onQueryChange?.({ pageIndex, pageSize, sorting, search: globalFilter });
  }, [onQueryChange, pageIndex, pageSize, sorting, globalFilter]);

  // The rows cache their columns' values and are made again only for new data: new columns (the
  // language switched, so texts and figures read another way) make them again too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns are why the rows are made again
  const rows = useMemo(() => data.slice(), [data, columns]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read during render only
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    state: { sorting, globalFilter, pagination, columnVisibility },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPageIndex(0);
    },
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      setPageIndex(next.pageIndex);
    },
    globalFilterFn: searchTurkish as FilterFn<T>,
    sortDescFirst: true,
    enableSortingRemoval: true,
    autoResetPageIndex: false,
    manualPagination: Boolean(manual),
    manualSorting: Boolean(manual),
    manualFiltering: Boolean(manual),
    ...(manual ? { rowCount: manual.total } : {}),
    defaultColumn: { sortingFn: turkishSort as SortingFn<T>, size: 0 },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const total = manual ? manual.total : table.getFilteredRowModel().rows.length;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const pageCount = table.getPageCount();
  const query = globalFilter.trim();
  // Rows gone meanwhile (deleted, synced away): the last page that still has rows.
  const isManual = Boolean(manual);
  useEffect(() => {
    if (isManual && pageCount > 0 && pageIndex >= pageCount) setPageIndex(pageCount - 1);
  }, [isManual, pageCount, pageIndex]);
  const cappedAt = manual?.cappedAt;

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="sm" gap="sm">
        <DeferredSelect
          aria-label={t`Sayfa başına kayıt`}
          w={100}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => {
            setPageSize(Number(value ?? 10));
            setPageIndex(0);
          }}
        />
        <TextInput
          aria-label={t`Ara`}
          placeholder={t`Ara…`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={globalFilter}
          onChange={(event) => {
            setGlobalFilter(event.currentTarget.value);
            setPageIndex(0);
          }}
          w={260}
          maw="100%"
        />
      </Group>
      <Box className={classes.scroll} data-testid="table-scroll" ref={frameRef}>
        <Table
          highlightOnHover
          stickyHeader
          layout="fixed"
          aria-label={label}
          className={classes.table}
          style={{ minWidth: tableMinWidth(shown, frameWidth) }}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const width = header.column.columnDef.size || undefined;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return header.column.getCanSort() ? (
                    <SortHeader
                      key={header.id}
                      width={width}
                      sorted={header.column.getIsSorted()}
                      onToggle={() => header.column.toggleSorting(undefined, false)}
                      align={header.column.columnDef.meta?.align}
                    >
                      {content}
                    </SortHeader>
                  ) : (
                    <Table.Th key={header.id} w={width} ta={header.column.columnDef.meta?.align === 'end' ? 'right' : undefined}>
                      {content}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} style={{ overflowWrap: 'anywhere' }}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {total === 0 && (
              <Table.Tr>
                <Table.Td colSpan={shown.length}>
                  {query ? (
                    <EmptyState title={t`“${query}” ile eşleşen kayıt yok.`} hint={t`Aramayı kısaltın veya başka bir kelime deneyin.`} />
                  ) : (
                    <EmptyState title={empty.title} hint={empty.hint} />
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Box>
      <Group justify="space-between" p="sm">
        <Text size="sm" c="dimmed" data-testid="table-footer" aria-live="polite">
          {total === 0 ? t`Kayıt bulunamadı` : t`Toplam ${total}, ${from}-${to} gösteriliyor`}
          {cappedAt !== undefined && (
            <Text span size="sm" c="orange.9" ml="xs" data-testid="table-capped">
              {t`Arama ilk ${cappedAt} eşleşmede durdu; aramayı daraltın.`}
            </Text>
          )}
        </Text>
        <Pager pageIndex={pageIndex} pageCount={pageCount} onPage={(index) => table.setPageIndex(index)} />
      </Group>
    </Paper>
  );
}
