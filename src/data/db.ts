import Dexie, { type Table } from 'dexie';
import type { UploadedFile } from '../domain/file';
import type { ErrorBody } from '../domain/validation';

/** Fields every mirrored record carries (ARCHITECTURE.md §3). */
export interface MirroredFields {
  _id: string;
  /** The last server version this row is based on; absent for a record never yet on the server. */
  version?: number;
  updatedAt?: string;
  /** Deleted on this device, the delete not yet replayed: hidden from every screen. */
  _deleted?: 1;
}

export type MirroredRow = MirroredFields & Record<string, unknown>;

export type MutationOp = 'create' | 'update' | 'delete';

/**
 * An outbox entry's life: `pending` waits its turn; `conflict` (409) and `rejected` (422) have
 * stopped and wait for the user. Entries are never dropped without the user saying so.
 */
export type OutboxState = 'pending' | 'conflict' | 'rejected';

export interface OutboxEntry {
  /** Queue order (auto-increment). */
  seq?: number;
  /** The mutation id, sent as Idempotency-Key: a retry of this entry is applied at most once. */
  id: string;
  collection: string;
  recordId: string;
  op: MutationOp;
  /** The record's fields for create and update. */
  body?: Record<string, unknown>;
  /** The row before this change, restored if the user discards the change. */
  before?: MirroredRow | null;
  state: OutboxState;
  attempts: number;
  /** Not before this time (ms) after a network error or 5xx. */
  retryAt?: number;
  /** Why it stopped: the server's status and error body (409 includes `current`). */
  error?: { status: number; body: ErrorBody & { current?: unknown } };
  createdAt: number;
}

/** A file picked on this device, kept until the server has it (ARCHITECTURE §3.4; src/data/files.ts). */
export interface KeptFileRow {
  /** The client's uuidv7, sent as `_id`: the file's id on the server too. */
  id: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  state: 'waiting' | 'uploaded';
  /** The server's record, once it has the file. */
  uploaded?: UploadedFile;
  createdAt: number;
  attempts: number;
  lastError?: { status: number; body: ErrorBody };
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * Schema history. A new version is appended, never edited, so a device that was offline for
 * weeks upgrades with its queued outbox intact (Dexie keeps tables it is not told to drop).
 */
export const SCHEMA_VERSIONS: readonly Record<string, string>[] = [
  {
    meta: 'key',
    outbox: '++seq, &id, [collection+recordId], state',
    butceKodu: '_id, tip, kod',
  },
  {
    // Accounts, read in Turkish order (`_sort`) per type, and per company when one is chosen.
    cariHesap: '_id, sirket, [cariTip+_sort], [cariTip+sirket+_sort]',
  },
  {
    // Files picked offline (KeptFileRow), uploaded before the changes that refer to them.
    files: 'id, state, createdAt',
  },
];

/** One database per signed-in user (ARCHITECTURE.md §3): users on a shared tablet never mix. */
export class PortalDb extends Dexie {
  meta!: Table<MetaRow, string>;
  outbox!: Table<OutboxEntry, number>;

  constructor(userId: string, versions: readonly Record<string, string>[] = SCHEMA_VERSIONS) {
    super(databaseName(userId));
    versions.forEach((stores, index) => {
      const version = this.version(index + 1).stores(stores);
      // A new version may add a collection whose history earlier pulls skipped: pull from the
      // start again. Rows are overwritten idempotently and rows with queued changes are kept.
      if (index > 0) version.upgrade((tx) => tx.table('meta').delete('cursor'));
    });
  }

  /** A mirrored collection's table by name. */
  rows(collection: string): Table<MirroredRow, string> {
    return this.table(collection);
  }
}

export function databaseName(userId: string): string {
  return `portal-${userId}`;
}
