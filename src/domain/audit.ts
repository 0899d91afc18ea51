// The history of writes (docs/architecture.md §9) as `GET /api/audit` answers it.

import type { ListPage } from './list-page';

/**
 * A write (`create`, `update`, `delete`), or personal data given out (`export`: the crew list's
 * FAL fields exported whole, recorded on each person listed: docs/areas/crew.md).
 */
export type AuditAction = 'create' | 'update' | 'delete' | 'export';

/** The collections whose writes are recorded besides the mirrored ones. */
export const COMPANY_AUDIT = 'sirket';
export const USER_AUDIT = 'user';

/** One changed field: its value before and after, as the API sends it (null when absent). */
export interface AuditChange {
  before: unknown;
  after: unknown;
  /**
   * Set on a list (bank accounts, bill lines, grants) of which only some items changed: `before`
   * holds only the items the new list lacks (removed, or as they were before a change) and `after`
   * only those the old list lacks (added, or as they are now), so that editing one of 50 bank
   * accounts records one, not 100.
   */
  items?: true;
}

export interface AuditRecord {
  _id: number;
  /** ISO 8601. */
  at: string;
  user: { _id: string; isim: string };
  action: AuditAction;
  collection: string;
  recordId: string;
  /** Only the fields that changed, by field name. */
  changes: Record<string, AuditChange>;
}

export type AuditListResponse = ListPage<'kayitlar', AuditRecord>;

/** Fields every write changes by itself: not worth a line in the history. */
const BOOKKEEPING = new Set(['_id', 'version', 'updatedAt', 'deletedAt', 'deleted']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The items of `list` that `other` does not have (as many times as `list` has them more). */
function itemsMissingFrom(list: readonly unknown[], other: readonly unknown[]): unknown[] {
  const left = new Map<string, number>();
  for (const item of other) {
    const key = JSON.stringify(item);
    left.set(key, (left.get(key) ?? 0) + 1);
  }
  return list.filter((item) => {
    const key = JSON.stringify(item);
    const count = left.get(key) ?? 0;
    if (count > 0) left.set(key, count - 1);
    return count === 0;
  });
}

/**
 * A changed field's entry: for two lists that share items, only the items either lacks (see
 * AuditChange.items); a reordered list, or one sharing nothing, whole.
 */
function changeOf(before: unknown, after: unknown): AuditChange {
  if (Array.isArray(before) && Array.isArray(after)) {
    const removed = itemsMissingFrom(before, after);
    const added = itemsMissingFrom(after, before);
    const shared = before.length - removed.length;
    if (shared > 0 && removed.length + added.length > 0) return { before: removed, after: added, items: true };
  }
  return { before, after };
}

/**
 * The fields that differ between two states of a record (wire shapes), each with both values; a
 * create has no before, a delete no after (null). Of a list, only the items that changed.
 */
export function changedFields(before: object | null, after: object | null): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  // Any record (a DTO's interface as much as a plain object): its own fields are what is compared.
  const was = new Map<string, unknown>(before ? Object.entries(before) : []);
  const now = new Map<string, unknown>(after ? Object.entries(after) : []);
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    if (BOOKKEEPING.has(key)) continue;
    const from = was.get(key) ?? null;
    const to = now.get(key) ?? null;
    if (!same(from, to)) changes[key] = changeOf(from, to);
  }
  return changes;
}
