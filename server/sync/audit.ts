import type { AuditEntry } from '../collections/server-collection';
import type { Db } from '../db/client';
import type { MirroredRow } from './collection';

/**
 * Records a write of a mirrored collection in the writing transaction (ARCHITECTURE.md §8: who,
 * when, what, and the fields before and after). The one place every collection write passes
 * through; it records nothing yet: the audit table comes with its own change.
 */
export async function auditWrite(_tx: Db, _collection: string, _entry: AuditEntry<MirroredRow>): Promise<void> {}
