// Which columns a table shows in the width it has (docs/areas/shell.md, "Lists on a tablet"): a column
// may say how soon it goes (`hide`: 3 first, then 2, then 1); one without `hide` (the record's name,
// its status, its amount, its action) always stays. A pure function, read by DataTable.

/** What the fit reads of a column: its width (0 or none: a flexible column) and how soon it goes. */
export interface FitColumn {
  id: string;
  size?: number | undefined;
  hide?: 1 | 2 | 3 | undefined;
}

/** The least width (px) of a column without a `size`. */
export const FLEXIBLE_COLUMN_MIN = 180;

/** The width a column asks for. */
export function columnWidth(column: FitColumn): number {
  return column.size || FLEXIBLE_COLUMN_MIN;
}

/**
 * The ids of the columns to hide so the rest fit `width` px: the fewest levels, the highest `hide`
 * first (a whole level goes at once, so a narrow frame never shows a level's later columns and not
 * its earlier ones). When even the kept columns are wider, they scroll; `width` 0 (not yet measured)
 * hides nothing.
 */
export function hiddenColumns(columns: readonly FitColumn[], width: number): string[] {
  if (width <= 0) return [];
  let total = columns.reduce((sum, column) => sum + columnWidth(column), 0);
  const hidden: string[] = [];
  for (const level of [3, 2, 1] as const) {
    if (total <= width) break;
    for (const column of columns) {
      if (column.hide !== level) continue;
      hidden.push(column.id);
      total -= columnWidth(column);
    }
  }
  return hidden;
}
