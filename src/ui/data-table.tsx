import { useMemo, useState } from 'react';
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
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { ActionIcon, Group, Paper, Select, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  IconArrowsSort,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';

/** SPEC §9 with ARCHITECTURE.md §7: the labels match the values. */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
/** SPEC §9: page links in groups of four. */
export const PAGE_LINK_GROUP = 4;

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** Turkish collation for text columns (Ç after C, İ after I). */
export const turkishSort: SortingFn<unknown> = (a, b, columnId) =>
  collator.compare(String(a.getValue(columnId) ?? ''), String(b.getValue(columnId) ?? ''));

/** The search box matches any column, ignoring case the Turkish way (I/ı, İ/i). */
const containsTurkish: FilterFn<unknown> = (row, columnId, query: string) =>
  String(row.getValue(columnId) ?? '')
    .toLocaleLowerCase('tr')
    .includes(query.toLocaleLowerCase('tr').trim());

/** The page numbers shown for `pageIndex`: the group of four it falls in. */
export function pageLinkGroup(pageIndex: number, pageCount: number): number[] {
  const first = Math.floor(pageIndex / PAGE_LINK_GROUP) * PAGE_LINK_GROUP;
  const last = Math.min(pageCount, first + PAGE_LINK_GROUP);
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
}

interface DataTableProps<T> {
  data: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  label: string;
  emptyText: string;
  onRowClick?: (row: T) => void;
  initialSort?: SortingState;
}

/**
 * The shared table (SPEC §2): page size, a search box that searches, sortable headers (descending,
 * ascending, none), footer 'Total N, a-b shown' and page links four at a time.
 */
export function DataTable<T>({ data, columns, getRowId, label, emptyText, onRowClick, initialSort = [] }: DataTableProps<T>) {
  const { t } = useLingui();
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });

  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read during render only
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    globalFilterFn: containsTurkish as FilterFn<T>,
    sortDescFirst: true,
    enableSortingRemoval: true,
    autoResetPageIndex: false,
    defaultColumn: { sortingFn: turkishSort as SortingFn<T> },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const total = table.getFilteredRowModel().rows.length;
  const { pageIndex, pageSize } = pagination;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const pageCount = table.getPageCount();
  const links = useMemo(() => pageLinkGroup(pageIndex, pageCount), [pageIndex, pageCount]);

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="sm" gap="sm">
        <Select
          aria-label={t`Sayfa başına kayıt`}
          w={100}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => setPagination({ pageIndex: 0, pageSize: Number(value ?? 10) })}
        />
        <TextInput
          aria-label={t`Ara`}
          placeholder={t`Ara…`}
          leftSection={<IconSearch size={16} />}
          value={globalFilter}
          onChange={(event) => {
            setGlobalFilter(event.currentTarget.value);
            setPagination((p) => ({ ...p, pageIndex: 0 }));
          }}
          w={260}
        />
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table highlightOnHover aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const SortIcon = sorted === 'asc' ? IconSortAscending : sorted === 'desc' ? IconSortDescending : IconArrowsSort;
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                          <Group gap={4} wrap="nowrap">
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <SortIcon size={14} opacity={sorted ? 1 : 0.4} />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
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
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {total === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" p="sm">
        <Text size="sm" c="dimmed" data-testid="table-footer">{t`Toplam ${total}, ${from}-${to} gösteriliyor`}</Text>
        <Group gap={4} component="nav" aria-label={t`Sayfalar`}>
          <ActionIcon variant="subtle" aria-label={t`İlk sayfa`} disabled={pageIndex === 0} onClick={() => table.setPageIndex(0)}>
            <IconChevronsLeft size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={t`Önceki sayfa`} disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          {links.map((index) => {
            const page = index + 1;
            return (
              <ActionIcon
                key={index}
                variant={index === pageIndex ? 'filled' : 'subtle'}
                aria-label={t`Sayfa ${page}`}
                aria-current={index === pageIndex ? 'page' : undefined}
                onClick={() => table.setPageIndex(index)}
              >
                <Text size="sm">{page}</Text>
              </ActionIcon>
            );
          })}
          <ActionIcon variant="subtle" aria-label={t`Sonraki sayfa`} disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            <IconChevronRight size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t`Son sayfa`}
            disabled={pageIndex >= pageCount - 1}
            onClick={() => table.setPageIndex(Math.max(0, pageCount - 1))}
          >
            <IconChevronsRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
