import type { ReactNode } from 'react';
import { Table, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsUpDown } from '@tabler/icons-react';
import classes from './sort-header.module.css';

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
