import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { SYNC_DEFAULT_LIMIT, SYNC_MAX_LIMIT, type SyncChange, type SyncResponse, type SyncScope } from '../../src/domain/sync';
import { companyScope, type AuthUser, type CompanyScope } from '../auth/auth-user';
import type { Db } from '../db/client';
import { wholeNumber } from '../http/list-query';
import { changesAfter, removalsAfter, settledCursor, type Removal } from '../db/repositories/mirrored-repository';
import type { MirroredCollection, MirroredRow } from './collection';

const cursorOrCount = (max: number) => v.pipe(wholeNumber(15, 0), v.maxValue(max, 'invalid'));

/** `GET /api/sync` query: `since` a cursor (default 0), `limit` 1..5000 (default 500). */
export const pullQuerySchema = v.object({
  since: v.optional(cursorOrCount(Number.MAX_SAFE_INTEGER), '0'),
  limit: v.optional(v.pipe(cursorOrCount(SYNC_MAX_LIMIT), v.minValue(1, 'invalid')), String(SYNC_DEFAULT_LIMIT)),
});
export type PullQuery = v.InferOutput<typeof pullQuerySchema>;

function toChange(collection: MirroredCollection, row: MirroredRow): SyncChange {
  const deleted = row.deletedAt !== null;
  return {
    collection: collection.name,
    _id: row.id,
    version: row.version,
    cursor: row.cursor,
    deleted,
    record: deleted ? null : collection.toDto(row),
  } as SyncChange;
}

/** A record that left the user's sight: to the device, the same as a delete. */
function toRemoval(collection: MirroredCollection, removal: Removal): SyncChange {
  return {
    collection: collection.name,
    _id: removal.recordId,
    version: removal.version,
    cursor: removal.cursor,
    deleted: true,
    record: null,
  } as SyncChange;
}

/**
 * What the user may see, and at which level, with a fingerprint that changes whenever any of it
 * does (docs/architecture.md §4.1): a device that sees another fingerprint drops what it may no longer
 * see and pulls from the start.
 */
export function syncScopeOf(user: AuthUser): SyncScope {
  const companies = user.isAdmin
    ? []
    : user.grants.map(({ _id, yetki }) => ({ _id, yetki })).sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const canonical = user.isAdmin ? 'all' : companies.map((grant) => `${grant._id}:${grant.yetki}`).join(',');
  const fingerprint = createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
  return { fingerprint, all: user.isAdmin, companies };
}

/**
 * The changes after `since` across all `collections`, in cursor order, at most `limit` of them:
 * writes of records the user may see, and removals of records that moved to a company the user
 * may not see. Each source gives its first `limit + 1`; merged, anything past `limit` means more.
 *
 * Only cursors up to the settled cursor (settledCursor: every write at or below it has ended, so
 * nothing can still commit below the cursor this returns; see mirrored-repository.ts), read in one
 * snapshot taken after it (repeatable read): read one by one, a record written again between two
 * queries could leave the first query's range and be missed by both.
 */
export async function pullChanges(
  db: Db,
  collections: readonly MirroredCollection[],
  { since, limit }: PullQuery,
  user: AuthUser,
): Promise<SyncResponse> {
  const scope: CompanyScope = companyScope(user);
  const upTo = await settledCursor(db);
  const changes = await db.transaction(
    async (tx) => {
      const all: SyncChange[] = [];
      for (const collection of collections) {
        const rows = await changesAfter(tx, collection, since, limit + 1, scope, upTo);
        for (const row of rows) all.push(toChange(collection, row));
        const removals = await removalsAfter(tx, collection, since, limit + 1, scope, upTo);
        for (const removal of removals) all.push(toRemoval(collection, removal));
      }
      return all;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  changes.sort((a, b) => a.cursor - b.cursor);
  const page = changes.slice(0, limit);
  return {
    user: user._id,
    scope: syncScopeOf(user),
    changes: page,
    cursor: page.at(-1)?.cursor ?? since,
    hasMore: changes.length > limit,
  };
}
