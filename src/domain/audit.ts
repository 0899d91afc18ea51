// The history of writes (ARCHITECTURE.md §8) as `GET /api/audit` answers it.

export type AuditAction = 'create' | 'update' | 'delete';

/** The collections whose writes are recorded besides the mirrored ones. */
export const COMPANY_AUDIT = 'sirket';
export const USER_AUDIT = 'user';

/** One changed field: its value before and after, as the API sends it (null when absent). */
export interface AuditChange {
  before: unknown;
  after: unknown;
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

export interface AuditListResponse {
  kayitlar: AuditRecord[];
  totalCount: number;
}

/** Fields every write changes by itself: not worth a line in the history. */
const BOOKKEEPING = new Set(['_id', 'version', 'updatedAt', 'deletedAt', 'deleted']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between two states of a record (wire shapes), each with both values; a
 * create has no before, a delete no after (null).
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    const was = before ? (before[key] ?? null) : null;
    const now = after ? (after[key] ?? null) : null;
    if (!same(was, now)) changes[key] = { before: was, after: now };
  }
  return changes;
}
