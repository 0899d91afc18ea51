import { changedFields, type AuditAction, type AuditChange } from '../../src/domain/audit';
import type { AuthUser } from '../auth/auth-user';
import { companyOf, type AuditEntry, type ServerCollection } from '../collections/server-collection';
import type { Db } from '../db/client';
import { audit } from '../db/schema';
import type { MirroredRow } from './collection';

export interface AuditWrite {
  action: AuditAction;
  user: Pick<AuthUser, '_id' | 'name'>;
  collection: string;
  recordId: string;
  sirketId: string | null;
  /** The record's states as the API sends them (any record: its own fields are compared). */
  before: object | null;
  after: object | null;
  /** The changes, when the collection computed them itself (personal data masked: server/collections/personnel.ts). */
  changes?: Record<string, AuditChange>;
}

/**
 * Appends one write to the history, in the writing transaction (docs/architecture.md §9): who, when,
 * what, and only the fields that changed with their values before and after, as the API sends
 * them. A refused write throws before this runs, or rolls back with it, so it leaves nothing.
 */
export async function recordAudit(tx: Db, write: AuditWrite): Promise<void> {
  await tx.insert(audit).values({
    userId: write.user._id,
    userName: write.user.name,
    action: write.action,
    collection: write.collection,
    recordId: write.recordId,
    sirketId: write.sirketId,
    changes: write.changes ?? changedFields(write.before, write.after),
  });
}

/**
 * Records a write of a mirrored collection: the one place every collection write passes through
 * (server/routes/collection-routes.ts), so a collection added later is covered by itself. Values
 * are the collection's DTO (the wire shape); a delete has no after.
 */
export async function auditWrite(tx: Db, collection: ServerCollection, entry: AuditEntry<MirroredRow>): Promise<void> {
  // The company the record was in when written: before an update (a move's old company; the
  // history's reader checks the new one from the changes), after a create.
  const subject = entry.before ?? entry.after;
  await recordAudit(tx, {
    action: entry.action,
    user: entry.user,
    collection: collection.name,
    recordId: entry.after.id,
    sirketId: companyOf(collection, subject),
    before: entry.before ? collection.toDto(entry.before) : null,
    after: entry.action === 'delete' ? null : collection.toDto(entry.after),
  });
}
