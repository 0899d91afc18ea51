import type { Account } from './account';
import type { BudgetCode } from './budget-code';

// The sync protocol between the local mirror and the server (ARCHITECTURE.md §3), shared by both.

/** The record type of each mirrored collection, by its name in the protocol. */
export interface CollectionRecords {
  butceKodu: BudgetCode;
  cariHesap: Account;
}

export type CollectionName = keyof CollectionRecords;

export const COLLECTION_NAMES = ['butceKodu', 'cariHesap'] as const satisfies readonly CollectionName[];

/** What is left of a deleted record: enough for another device to drop its copy. */
export interface Tombstone {
  _id: string;
  deleted: true;
  version: number;
}

/** One change of `GET /api/sync`: the record as it is now, or `null` with `deleted` for a delete. */
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

/** `GET /api/sync?since=&limit=`. Pull again from `cursor` while `hasMore`. */
export interface SyncResponse {
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
