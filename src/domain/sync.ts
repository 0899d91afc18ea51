import type { CollectionName, CollectionRecords } from './collections';

// The sync protocol between the local mirror and the server (docs/architecture.md §2), shared by both.

export type { CollectionName, CollectionRecords };

/** What is left of a deleted record: enough for another device to drop its copy. */
export interface Tombstone {
  _id: string;
  deleted: true;
  version: number;
}

/**
 * One change of `GET /api/sync`: the record as it is now, or `null` with `deleted` for a delete —
 * or for a record that left the user's sight (moved to a company the user may not see).
 */
export type SyncChange = {
  [C in CollectionName]: {
    collection: C;
    _id: string;
    version: number;
    /** The server's sequence number of this write; changes come in ascending order. */
    cursor: number;
    deleted: boolean;
    record: CollectionRecords[C] | null;
  };
}[CollectionName];

/** A company the user may see, and whether they may write its records (docs/architecture.md §9). */
export interface ScopeGrant {
  _id: string;
  yetki: 'okuma' | 'yazma';
}

/** What the user may see (docs/architecture.md §4.1). */
export interface SyncScope {
  /** Changes whenever a grant is given, revoked or changed, or the admin flag flips. */
  fingerprint: string;
  /** An administrator: every company. */
  all: boolean;
  /** The granted companies (empty for an administrator, who sees all). */
  companies: ScopeGrant[];
}

/** `GET /api/sync?since=&limit=`. Pull again from `cursor` while `hasMore`. */
export interface SyncResponse {
  /** The user the page was made for: a device database of another user must not apply it. */
  user: string;
  scope: SyncScope;
  changes: SyncChange[];
  /** The cursor of the last change returned, or `since` when there was none. */
  cursor: number;
  hasMore: boolean;
}

export const SYNC_DEFAULT_LIMIT = 500;
export const SYNC_MAX_LIMIT = 5000;

/** 409 of a PUT or DELETE whose `If-Match` is not the current version (or of a create whose `_id` exists). */
export interface ConflictBody<R = unknown> {
  message: 'conflict';
  current: R | Tombstone;
}

/** Request headers of a mutation on a mirrored collection. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IF_MATCH_HEADER = 'If-Match';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * The user a device's request is made for (its database's user). A session of another user — who
 * signed in in another tab meanwhile — answers 401 `userChanged`, so a tab never pulls or replays
 * one user's data as another.
 */
export const USER_HEADER = 'X-Portal-User';

/**
 * The batched push (docs/architecture.md §4.3): `POST /api/sync/push` carries queued changes in
 * queue order, each applied by its single route. At most this many changes and bytes per request
 * (413 `payloadTooLarge` past either); the largest single body (a bill, 2 MiB) fits in one.
 */
export const PUSH_PATH = 'sync/push';
export const PUSH_MAX_CHANGES = 100;
export const PUSH_MAX_BYTES = 4_194_304; // 4 MiB

/** One queued change of a push: the single route's method, path, headers and body. */
export interface PushChange {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The single route's path, `/api/…`. */
  path: string;
  idempotencyKey: string;
  /** `If-Match`: the version the change is based on. */
  ifMatch?: number;
  /** `If-Match` is the `version` answered to this earlier change of the same push (implies `dependsOn`). */
  ifMatchFrom?: number;
  /** Earlier changes of the same push (indexes) that must succeed (2xx) first; else this one is not run: 424. */
  dependsOn?: number[];
  body?: unknown;
}

/** One change's answer, as its single route gave it. */
export interface PushResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface PushResponse {
  results: PushResult[];
}
