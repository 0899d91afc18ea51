import { useMemo, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import type { AnyKind } from '../../domain/kinds/define';
import type { CompanySummary } from '../../domain/company';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { useSyncMarks } from '../../data/outbox-queries';
import { DataTable } from '../data-table';
import { PageHeader, type PageAction } from '../page-header';
import { ReadOnlyBadge } from '../read-only-badge';
import { recordLinkColumn } from '../record-columns';
import { PageLoading } from '../record-page';
import { useListSearch } from './list-search';
import { parseSort, sortValue, type SortKey } from './list-sort';

type LinkRender = (props: Record<string, unknown>) => ReactElement;

/** The column that names a record and opens it (recordLinkColumn without the marks: the frame reads them). */
export interface NameColumn<R> {
  id: string;
  header: string;
  value: (row: R) => string;
  text: (row: R) => ReactNode;
  link: (row: R, props: Record<string, unknown>) => ReactElement;
  size: number;
  /** Changes the column made (a row with no record to open shows plain text). */
  decorate?: (column: ColumnDef<R, unknown>) => ColumnDef<R, unknown>;
}

/**
 * A name column's link that opens the row's record in the register's dialog rather than a page: the
 * list's props stop the row's click, this one opens the dialog (the row's own click does too).
 */
export function dialogLink<R>(open: (row: R) => void): NameColumn<R>['link'] {
  return (row, props) => (
    <Anchor
      component="button"
      type="button"
      {...props}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        open(row);
      }}
    />
  );
}

/** The fleet view's column (no ship chosen): each row's ship, or the company for a company's records. */
export interface FleetColumn {
  header?: string;
  name?: (company: CompanySummary) => string;
}

export interface ListFrameProps<R extends { _id: string }> {
  /** The kind's definition: its name (the sync marks), its company field and its default sort. */
  kind: Pick<AnyKind, 'name' | 'companyField' | 'list'>;
  title: string;
  /** The area in the trail (`Teknik`, `Finans`…). */
  section: string;
  /** The rows from the device; `undefined` while they are read. */
  rows: R[] | undefined;
  name: NameColumn<R>;
  /** The kind's other columns, after the name (and the fleet view's ship column). */
  columns: ColumnDef<R, unknown>[];
  /** The fleet view's ship column; `false` for a list without one. */
  fleet?: FleetColumn | false;
  /** The address's `sirala` (src/routes/search.ts). */
  sort: string | undefined;
  /** The default order, when it is not the definition's (a list of computed columns). */
  defaultSort?: SortKey[];
  /** The new-record action, shown to those who may create in the chosen company. */
  create?: { label: string; link: LinkRender } | undefined;
  /** Whether the user may create here; by default the chosen company's write grant. */
  canCreate?: boolean;
  /** More actions of the header. */
  actions?: PageAction[];
  /** Controls in the header (a filter, a switch). */
  header?: ReactNode;
  /** Filters below the header, also while the rows are read. */
  filters?: ReactNode;
  /** Above the table once the rows are read (totals). */
  above?: ReactNode;
  /** Names the table in stored preferences (its page size). */
  tableId: string;
  /** No rows: what is missing, and what to do when a company is chosen. */
  empty: { title: string; hint: string };
  open: (row: R) => void;
  /** The number beside the title; by default the rows'. */
  count?: number | undefined;
}

/**
 * A record kind's list (docs/areas/shell.md): the header with its trail, count, new-record action
 * and read-only mark; the rows from the device with their sync marks; on the fleet view (no ship
 * chosen) a column naming each row's ship; the sort in the address (`sirala`), so a reload, a
 * shared link and the back button keep it. The kind gives its columns, its filters and its actions.
 */
export function ListFrame<R extends { _id: string }>(props: ListFrameProps<R>) {
  const { t } = useLingui();
  const { kind, rows, name, fleet = {} } = props;
  const company = useSelectedCompany() ?? '';
  const grant = useCanCreateInSelected();
  const canCreate = props.canCreate ?? grant;
  const marks = useSyncMarks(kind.name);
  const companies = useCompanies();
  const setSearch = useListSearch();
  const companyField = kind.companyField;
  const fleetHeader = fleet ? (fleet.header ?? t`Gemi`) : undefined;
  const fleetName = fleet ? fleet.name : undefined;
  const shipNames = useMemo(
    () =>
      company || !fleetHeader || !companyField
        ? null
        : new Map((companies ?? []).map((c) => [c._id, fleetName ? fleetName(c) : c.gemi?.adi || c.isim])),
    [company, companies, fleetHeader, fleetName, companyField],
  );
  const columns = useMemo<ColumnDef<R, unknown>[]>(() => {
    const named = recordLinkColumn<R>({ ...name, marks });
    return [
      name.decorate ? name.decorate(named) : named,
      ...(shipNames && companyField
        ? [
            {
              id: 'gemi',
              header: fleetHeader,
              accessorFn: (row: R) => shipNames.get(String((row as Record<string, unknown>)[companyField])) ?? '',
              size: 170,
              meta: { hide: 1 as const },
            },
          ]
        : []),
      ...props.columns,
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the name column's parts are the kind's constants but its texts
  }, [name.header, name.text, marks, shipNames, fleetHeader, companyField, props.columns]);

  const fallback = useMemo<SortKey[]>(
    () => props.defaultSort ?? [{ id: kind.list.defaultSort.field, desc: kind.list.defaultSort.order === 'desc' }],
    [props.defaultSort, kind],
  );
  const ids = columns.map((column) => column.id ?? '');
  const idsKey = ids.join(' ');
  // One array per address: the table tells its owner of every sort it shows.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- idsKey stands for ids
  const sorting = useMemo<SortingState>(() => parseSort(props.sort, ids, fallback), [props.sort, idsKey, fallback]);

  return (
    <>
      <ListHeader
        title={props.title}
        section={props.section}
        count={rows === undefined ? undefined : (props.count ?? rows.length)}
        create={props.create}
        canCreate={canCreate}
        {...(props.actions ? { actions: props.actions } : {})}
      >
        {props.header}
      </ListHeader>
      {props.filters}
      {rows === undefined ? (
        <PageLoading />
      ) : (
        <>
          {props.above}
          <DataTable<R>
            id={props.tableId}
            data={rows}
            columns={columns}
            getRowId={(row) => row._id}
            label={props.title}
            empty={{ title: props.empty.title, hint: company ? props.empty.hint : t`Sol üstten bir gemi (şirket) seçin.` }}
            sort={{ sorting, onSortingChange: (next) => setSearch({ sirala: sortValue(next, fallback) }) }}
            onRowClick={props.open}
          />
        </>
      )}
    </>
  );
}

/**
 * A list's header (ListFrame's, and a list of its own shape's: a chart's tree): the title under its
 * area, the count, the new-record action for those who may create, else the read-only mark, more
 * actions and controls.
 */
export function ListHeader({
  title,
  section,
  count,
  create,
  canCreate,
  readOnlyMark = true,
  actions = [],
  children,
}: {
  title: string;
  section: string;
  count: number | undefined;
  create?: { label: string; link: LinkRender } | undefined;
  canCreate: boolean;
  /** The read-only mark for those who may not create; off where only administrators ever write (a shared table). */
  readOnlyMark?: boolean;
  actions?: PageAction[];
  children?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      count={count}
      crumbs={[{ label: section }, { label: title }]}
      actions={[
        ...(canCreate && create ? [{ label: create.label, icon: <IconPlus size={16} />, primary: true, link: create.link }] : []),
        ...actions,
      ]}
    >
      {!canCreate && readOnlyMark && <ReadOnlyBadge />}
      {children}
    </PageHeader>
  );
}
