import Dexie, { liveQuery, RangeSet, type Table, type Transaction } from 'dexie';
import type { CollectionName, CollectionRecords } from '../domain/collections';
import { collection, COLLECTION_NAMES, isCollectionName } from '../domain/collection-declarations';
import type { OnDevice, UploadedFile } from '../domain/file';
import { toMinor } from '../domain/money';
import { convertFigures } from '../domain/records/form-input';
import type { Tombstone } from '../domain/sync';
import type { ErrorBody } from '../domain/validation';
import { provideDexie, type LoadedDexie } from './live-query';

/** What the screens' live queries use of Dexie (src/data/live-query.ts): given with the first database. */
const LOADED: LoadedDexie = { liveQuery, RangeSet, on: Dexie.on };

/** Fields every mirrored row carries on the device (docs/architecture.md §2). */
export interface MirroredFields {
  _id: string;
  /** The last server version this row is based on; absent for a record never yet on the server. */
  version?: number;
  updatedAt?: string;
  /**
   * Hidden from every screen: deleted on this device (the delete still queued), or a tombstone the
   * server sent, kept with its version so that an older page pulled late cannot bring it back.
   */
  _deleted?: 1;
  /**
   * The newest server state pulled while this row had queued changes (which stay on top): what
   * "discard" and "take theirs" fall back to, never an older copy (docs/architecture.md §4.2).
   */
  _server?: Record<string, unknown> | Tombstone;
  /**
   * Made on this device and refused by the server (its queued create is `rejected`): still shown,
   * marked, for the user to fix or discard, but counted in no balance, report or card (`counts`).
   * Set with the refusal (replay.ts); a fix replaces the row, a discard removes it.
   */
  _refused?: 1;
}

export type MirroredRow = MirroredFields & Record<string, unknown>;

/**
 * A record of a collection as the device holds it: the server's record, its files possibly still
 * kept on the device, its version absent until the server has it.
 */
export type DeviceRecord<C extends CollectionName> = Omit<OnDevice<CollectionRecords[C]>, 'version' | 'updatedAt'> &
  Partial<Pick<CollectionRecords[C], 'version' | 'updatedAt'>>;

/** A stored row of a collection: its record, the device's own fields and its sort key. */
export type DeviceRow<C extends CollectionName> = DeviceRecord<C> & MirroredFields & { _sort?: string };

export type MutationOp = 'create' | 'update' | 'delete';

/** What an outbox entry writes: a mirrored collection, or the user's notepad (one document). */
export type OutboxTarget = CollectionName | 'notepad';

/**
 * An outbox entry's life (docs/architecture.md §4.2): `pending` waits its turn; `stuck` (a 5xx that persisted) keeps
 * being retried with backoff but no longer holds back the rest; `conflict` (409) and `rejected`
 * (422) have stopped and wait for the user. Entries are never dropped without the user saying so.
 */
export type OutboxState = 'pending' | 'stuck' | 'conflict' | 'rejected';

/** A record a queued write waits for: its own writes must reach the server first. */
export interface Dependency {
  collection: OutboxTarget;
  recordId: string;
}

export interface OutboxEntry {
  /** Queue order (auto-increment). */
  seq?: number;
  /** The mutation id, sent as Idempotency-Key: a retry of this entry is applied at most once. */
  id: string;
  collection: OutboxTarget;
  recordId: string;
  op: MutationOp;
  /** The record's fields for create and update. */
  body?: Record<string, unknown>;
  /** The row before this change, the last resort of a discard when nothing newer is known. */
  before?: MirroredRow | null;
  /** Records this one refers to (a bill's account made offline): their writes go first. */
  dependsOn?: Dependency[];
  /** Files picked on the device that the record refers to: uploaded before the entry is sent. */
  files?: string[];
  state: OutboxState;
  /** Failed attempts the server answered (5xx); attempts that never reached it are not counted. */
  attempts: number;
  /** Not before this time (ms) after a 5xx. */
  retryAt?: number;
  lastAttemptAt?: number;
  /** Why it stopped or is stuck: the server's status and error body (409 includes `current`). */
  error?: { status: number; body: ErrorBody & { current?: unknown } };
  createdAt: number;
}

/** A file picked on this device, kept until the server has it (docs/architecture.md §5; src/data/files.ts). */
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

/**
 * A photo or scan in the capture tray (src/data/capture.ts): on this device only, downscaled
 * already, uploaded only once attached to a message or a record (it then becomes a KeptFileRow).
 */
export interface CaptureRow {
  id: string;
  name: string;
  type: string;
  /** The bytes kept: the downscaled JPEG, or the PDF as picked. */
  blob: Blob;
  size: number;
  /** The file as picked, before the downscale. */
  originalSize: number;
  width?: number;
  height?: number;
  originalWidth?: number;
  originalHeight?: number;
  createdAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** The Dexie stores of the mirrored collections, derived from their declarations. */
export function collectionStores(): Record<CollectionName, string> {
  const stores = {} as Record<CollectionName, string>;
  for (const name of COLLECTION_NAMES) stores[name] = ['_id', ...collection(name).indexes].join(', ');
  return stores;
}

/**
 * Schema history. A new version is appended, never edited, so a device that was offline for
 * weeks upgrades with its queued outbox intact (Dexie keeps tables it is not told to drop). A new
 * collection needs no version: the device opens with every declared collection's store added to
 * the history's last version (`collectionStores`), which Dexie 4 creates in an installed database
 * without a version of its own (its "SchemaDiff" patch: missing stores and indexes are added), and
 * the pull covers it from the start (`coverCollections`). A version is still appended to re-index
 * or drop a store, or to convert rows (UPGRADES).
 */
export const SCHEMA_VERSIONS: readonly Record<string, string | null>[] = [
  {
    meta: 'key',
    outbox: '++seq, &id, [collection+recordId], state',
    butceKodu: '_id, tip, kod',
  },
  {
    cariHesap: '_id, sirket, [cariTip+_sort], [cariTip+sirket+_sort]',
  },
  {
    // Second edition of the layer: versions guard every pulled row and the scope fingerprint is
    // kept; pulled from the start again (below). Files picked offline (KeptFileRow) are kept
    // until uploaded, before the changes that refer to them.
    files: 'id, state, createdAt',
  },
  {
    fatura: '_id, sirket, cariHesap, [tip+_sort], [tip+sirket+_sort]',
  },
  {
    nakitAkis: '_id, sirket, cariHesap, fatura, [tip+tarih], [tip+sirket+tarih]',
  },
  {
    // The list reads the date as `_sort`, which a row deleted on the device leaves.
    nakitAkis: '_id, sirket, cariHesap, fatura, [tip+_sort], [tip+sirket+_sort]',
  },
  {
    bankaTalimat: '_id, sirket, cariHesap, fatura, tarih, [sirket+tarih]',
  },
  {
    // Bills lose their unread `sirket` index (one entry less per bill written). Rows and cursor
    // stay: nothing is stored differently (CURSOR_KEPT_BY).
    fatura: '_id, cariHesap, [tip+_sort], [tip+sirket+_sort]',
  },
  {
    // Figures as integers on the device, as the server stores them (docs/architecture.md §7): the rows of bills, cash
    // flows and bank orders, the server states kept behind queued changes and the rows queued
    // changes were based on are converted in place (FIGURES_IN_MINOR_UNITS). Stores stay.
  },
  {
    // Exchange rates (docs/areas/exchange-rates.md), one chart shared by every company; pulled from the start.
    kur: '_id, tarih, [dovizCinsi+tarih]',
  },
  {
    // Certificates and surveys (docs/areas/certificates.md), one company each; pulled from the start.
    sertifika: '_id, sirket, [sirket+sahip], gecerlilikTarihi',
  },
  {
    // The document library and its read confirmations (docs/areas/documents.md), one company each; pulled
    // from the start. `docFiles`: the files of documents kept on the device to read offline, by
    // file id, with the time each was last opened.
    dokuman: '_id, sirket, kategori, [sirket+kategori]',
    okumaOnayi: '_id, sirket, dokuman, kullanici',
    docFiles: 'id, dokuman',
  },
  {
    // Cheques and promissory notes (docs/areas/cheques.md), one company and one account each; pulled from the start.
    cekSenet: '_id, sirket, cariHesap, vadeTarihi',
  },
  {
    // Bunkers and ship reports (docs/areas/bunkers-and-emissions.md), one company (ship) each; pulled from the start.
    bdn: '_id, sirket, [sirket+tarih], tarih, fatura',
    gemiRaporu: '_id, sirket, [sirket+zaman], zaman',
  },
  {
    // The crew (docs/areas/crew.md): people by employer and in name order, assignments by ship and
    // person; pulled from the start.
    personel: '_id, sirket, _sort',
    gorevlendirme: '_id, sirket, personel',
  },
  {
    // Work reports (docs/areas/work-reports.md), one company (ship) each, by kind and period; pulled from the start.
    isRaporu: '_id, sirket, [sirket+tur+donem]',
  },
  {
    // Payroll (docs/areas/payroll.md): an assignment's wage becomes its parts, the monthly wage its
    // basic part (`ucretKalemleri`), and people get their beneficiaries; rows converted in place
    // (WAGE_PARTS), the server's migration does the same. Stores stay.
    gorevlendirme: '_id, sirket, personel',
  },
  {
    // The capture tray (docs/areas/messages.md, /camera): photos and scans kept on this device until
    // attached to a message or a record; never a record, never synced (CaptureRow). Rows stay.
    captures: 'id, createdAt',
  },
];

/** The collections whose rows carry figures (src/domain/records/form-input.ts: RECORD_FIGURES). */
const FIGURED: readonly CollectionName[] = ['fatura', 'nakitAkis', 'bankaTalimat'];

/**
 * A figure a row kept in major units as an integer at its scale. A value that is not such a decimal
 * (never written by this app) is rounded rather than stopping the upgrade, which would leave the
 * device without its database and its queued changes.
 */
function minorOnUpgrade(value: number | string, scale: number): number {
  try {
    return toMinor(value, scale);
  } catch {
    const number = Number(value);
    return Number.isFinite(number) ? Math.round(number * 10 ** scale) : 0;
  }
}

function rowInMinorUnits(name: CollectionName, row: MirroredRow): MirroredRow {
  const next = convertFigures(name, row, minorOnUpgrade);
  const server = next._server;
  if (server && (server as { deleted?: unknown }).deleted !== true) next._server = convertFigures(name, server, minorOnUpgrade);
  return next;
}

/**
 * Version 9: figures from major units (JSON numbers) to integers at their scales. The outbox's
 * bodies stay as they are (they are the wire's, in major units), and so do the 409 answers kept
 * with them (`error.body.current`); the row each entry was based on (`before`) is a device row.
 */
async function figuresInMinorUnits(tx: Transaction): Promise<void> {
  for (const name of FIGURED) {
    await tx
      .table(name)
      .toCollection()
      .modify((row: MirroredRow, ref: { value: MirroredRow }) => {
        ref.value = rowInMinorUnits(name, row);
      });
  }
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: OutboxEntry) => {
      const name = entry.collection;
      if (entry.before && name !== 'notepad' && FIGURED.includes(name)) entry.before = rowInMinorUnits(name, entry.before);
    });
}

/** An assignment's wage `{miktar, dovizCinsi}` (or none) as its parts: the basic part, nothing lost. */
function wageAsParts(row: Record<string, unknown>): Record<string, unknown> {
  if (!('ucret' in row) || 'ucretKalemleri' in row) return row;
  const { ucret, ...rest } = row as { ucret?: { miktar: number; dovizCinsi: string } | null };
  return {
    ...rest,
    ucretKalemleri: ucret ? [{ tur: 'temel', tutar: ucret.miktar, dovizCinsi: ucret.dovizCinsi }] : [],
    fazlaMesaiSaatUcreti: (rest as Record<string, unknown>).fazlaMesaiSaatUcreti ?? null,
  };
}

/**
 * Version 17: assignments' wage as its parts (rows, the server states kept behind queued changes,
 * the rows queued changes were based on and the queued bodies, which keep their units), people's
 * beneficiaries none until written.
 */
async function wageParts(tx: Transaction): Promise<void> {
  const convert = (row: MirroredRow): MirroredRow => {
    const next = wageAsParts(row) as MirroredRow;
    const server = next._server;
    if (server && (server as { deleted?: unknown }).deleted !== true) next._server = wageAsParts(server as Record<string, unknown>);
    return next;
  };
  await tx
    .table('gorevlendirme')
    .toCollection()
    .modify((row: MirroredRow, ref: { value: MirroredRow }) => {
      ref.value = convert(row);
    });
  await tx
    .table('personel')
    .toCollection()
    .modify((row: MirroredRow) => {
      if (!('lehdarlar' in row)) row.lehdarlar = [];
    });
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: OutboxEntry) => {
      if (entry.collection !== 'gorevlendirme') return;
      if (entry.before) entry.before = convert(entry.before);
      if (entry.body) entry.body = wageAsParts(entry.body);
    });
}

/** Upgrades that change how rows are stored, by version (1-based, as Dexie counts them). */
const UPGRADES: ReadonlyMap<number, (tx: Transaction) => Promise<void>> = new Map([
  [9, figuresInMinorUnits],
  [17, wageParts],
]);

/**
 * The versions (1-based, as Dexie counts them) that only drop an index or convert the rows in place
 * (UPGRADES), or add a table of the device's own (18: the capture tray): what is stored is what a
 * pull from the start would store, so the device does not pull from the start again after them
 * (every other version does).
 */
export const CURSOR_KEPT_BY: ReadonlySet<number> = new Set([8, 9, 17, 18]);

/** The stores the schema history ends with. */
export function finalStores(versions: readonly Record<string, string | null>[] = SCHEMA_VERSIONS): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const version of versions) {
    for (const [name, spec] of Object.entries(version)) {
      if (spec === null) delete stores[name];
      else stores[name] = spec;
    }
  }
  return stores;
}

/** What `meta` keeps of the collections the pull cursor covers (their history pulled from the start). */
export const COVERED_KEY = 'cursorCovers';

/**
 * Makes the pull start again from the beginning when a collection is declared that the cursor does
 * not cover yet (a new kind: its records written before this device's cursor were never pulled).
 * Rows with queued changes keep them, as after any pull from the start. A database that has not
 * kept the list yet is covered for the collections of its schema history, which reset the cursor
 * when each came (`restart` below).
 */
export async function coverCollections(db: Dexie, declared: readonly string[], historic: readonly string[]): Promise<void> {
  const meta: Table<MetaRow, string> = db.table('meta');
  await db.transaction('rw', meta, async () => {
    const row = await meta.get(COVERED_KEY);
    const covered = new Set(Array.isArray(row?.value) ? (row.value as string[]) : historic);
    const missing = declared.filter((name) => !covered.has(name));
    if (row && missing.length === 0) return;
    if (missing.length > 0) await meta.delete('cursor');
    await meta.put({ key: COVERED_KEY, value: [...new Set([...covered, ...declared])] });
  });
}

/** One database per signed-in user (docs/architecture.md §2): users on a shared tablet never mix. */
export class PortalDb extends Dexie {
  meta!: Table<MetaRow, string>;
  outbox!: Table<OutboxEntry, number>;

  constructor(
    readonly userId: string,
    versions: readonly Record<string, string | null>[] = SCHEMA_VERSIONS,
    /** Tests and benches open several databases of one user side by side. */
    name = databaseName(userId),
    /** The stores of the declared collections, beside the history (a test declares one more). */
    declared: Readonly<Record<string, string>> = versions === SCHEMA_VERSIONS ? collectionStores() : {},
  ) {
    super(name);
    // In the same turn as the signed-in user's database is handed to the screens (src/data/local.ts):
    // their live queries run first with it, never without it.
    provideDexie(LOADED);
    versions.forEach((stores, index) => {
      const version = this.version(index + 1).stores(stores);
      // A new version may add a collection whose history earlier pulls skipped, or change how
      // rows are applied: pull from the start again. Rows with queued changes are kept. A version
      // that only drops an index keeps the cursor.
      const convert = UPGRADES.get(index + 1);
      const restart = index > 0 && !CURSOR_KEPT_BY.has(index + 1);
      if (convert || restart) {
        version.upgrade(async (tx) => {
          if (convert) await convert(tx);
          if (restart) await tx.table('meta').delete('cursor');
        });
      }
    });
    if (versions.length > 0) this.version(versions.length).stores(declared);
    const historic = Object.keys(finalStores(versions)).filter(isCollectionName);
    const collections = [...new Set([...historic, ...Object.keys(declared).filter(isCollectionName)])];
    // On every open, before the screens' and the pull's first reads (`vipDb`: usable while opening).
    this.on('ready', (vipDb) => coverCollections(vipDb, collections, historic), true);
  }

  /** A mirrored collection's table by name, as the sync engine reads every collection alike. */
  rows(collection: CollectionName): Table<MirroredRow, string> {
    return this.table(collection);
  }

  /** A collection's table typed by its record: what a device module reads and writes. */
  records<C extends CollectionName>(collection: C): Table<DeviceRow<C>, string> {
    return this.table(collection);
  }
}

export function databaseName(userId: string): string {
  return `portal-${userId}`;
}
