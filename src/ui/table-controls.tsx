import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Table, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsUpDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import classes from './table-controls.module.css';

// A table's own controls, shared by the list tables and the report tables: the sortable header
// and the pager.

export type SortDirection = 'asc' | 'desc' | false;

const ARIA = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

/**
 * A sortable column header: the whole cell is one button (keyboard-operable), `aria-sort` names
 * the state, and each of the three states has its own icon (up, down, the neutral double arrow),
 * so a click from ascending to 'none' is visible even when the order happens to stay the same.
 */
export function SortHeader({
  sorted,
  onToggle,
  children,
  width,
  visibleFrom,
  align,
}: {
  sorted: SortDirection;
  onToggle: () => void;
  children: ReactNode;
  width?: number | string;
  /** The breakpoint below which the column is hidden (a tablet shows fewer columns). */
  visibleFrom?: MantineBreakpoint;
  /** `end` puts the label at the cell's end, over right-aligned figures. */
  align?: 'end';
}) {
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsUpDown;
  return (
    <Table.Th aria-sort={ARIA[sorted || 'none']} className={classes.th} w={width} visibleFrom={visibleFrom}>
      <UnstyledButton className={classes.button} onClick={onToggle} data-sorted={sorted || 'none'} data-align={align}>
        <span className={classes.label}>{children}</span>
        <Icon size={14} aria-hidden className={classes.icon} data-icon={sorted || 'none'} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** docs/areas/shell.md: page links in groups of four. */
export const PAGE_LINK_GROUP = 4;

/** The page numbers shown for `pageIndex`: the group of four it falls in. */
export function pageLinkGroup(pageIndex: number, pageCount: number): number[] {
  const first = Math.floor(pageIndex / PAGE_LINK_GROUP) * PAGE_LINK_GROUP;
  const last = Math.min(pageCount, first + PAGE_LINK_GROUP);
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
}

/** First, previous, the group of page links, next, last (docs/areas/shell.md); nothing for a single page. */
export function Pager({ pageIndex, pageCount, onPage }: { pageIndex: number; pageCount: number; onPage: (index: number) => void }) {
  const { t } = useLingui();
  const links = useMemo(() => pageLinkGroup(pageIndex, pageCount), [pageIndex, pageCount]);
  if (pageCount <= 1) return null;
  const last = pageCount - 1;
  return (
    <Group gap={4} component="nav" aria-label={t`Sayfalar`}>
      <ActionIcon variant="subtle" aria-label={t`İlk sayfa`} disabled={pageIndex === 0} onClick={() => onPage(0)}>
        <IconChevronsLeft size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={t`Önceki sayfa`} disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
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
            onClick={() => onPage(index)}
          >
            <Text size="sm">{page}</Text>
          </ActionIcon>
        );
      })}
      <ActionIcon variant="subtle" aria-label={t`Sonraki sayfa`} disabled={pageIndex >= last} onClick={() => onPage(pageIndex + 1)}>
        <IconChevronRight size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={t`Son sayfa`} disabled={pageIndex >= last} onClick={() => onPage(last)}>
        <IconChevronsRight size={16} />
      </ActionIcon>
    </Group>
  );
}
