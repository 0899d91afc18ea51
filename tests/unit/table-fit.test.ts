import { describe, expect, it } from 'vitest';
import { FLEXIBLE_COLUMN_MIN, hiddenColumns, type FitColumn } from '../../src/ui/table-fit';

// docs/areas/shell.md, "Lists on a tablet": a narrow frame drops the columns that say they may go, the
// highest `hide` first, a whole level at a time; the name, status, amount and action stay.
const columns: FitColumn[] = [
  { id: 'name', size: 300 },
  { id: 'number', size: 140, hide: 2 },
  { id: 'issuer', size: 180, hide: 3 },
  { id: 'issued', size: 120, hide: 3 },
  { id: 'expiry', size: 120, hide: 1 },
  { id: 'status', size: 170 },
  { id: 'note', hide: 2 },
];
const total = 300 + 140 + 180 + 120 + 120 + 170 + FLEXIBLE_COLUMN_MIN;

describe('hiddenColumns', () => {
  it('hides nothing when every column fits, or before the frame is measured', () => {
    expect(hiddenColumns(columns, total)).toEqual([]);
    expect(hiddenColumns(columns, 0)).toEqual([]);
  });

  it('drops level 3 first, then level 2, then level 1, each level whole', () => {
    expect(hiddenColumns(columns, total - 1)).toEqual(['issuer', 'issued']);
    expect(hiddenColumns(columns, total - 300)).toEqual(['issuer', 'issued']);
    expect(hiddenColumns(columns, total - 301)).toEqual(['issuer', 'issued', 'number', 'note']);
    // A 768 px tablet's frame (734 px): name, expiry and status stay.
    expect(hiddenColumns(columns, 734)).toEqual(['issuer', 'issued', 'number', 'note']);
    expect(hiddenColumns(columns, 589)).toEqual(['issuer', 'issued', 'number', 'note', 'expiry']);
  });

  it('never hides a column without a level, even when the rest are still too wide', () => {
    const hidden = hiddenColumns(columns, 200);
    expect(hidden).not.toContain('name');
    expect(hidden).not.toContain('status');
    expect(hidden).toHaveLength(5);
  });
});
