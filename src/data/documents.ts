import { useLiveQuery } from 'dexie-react-hooks';
import { asksConfirmation, hasConfirmed, listedNewestFirst, type DocumentCategory } from '../domain/documents';
import { foldForSearch } from '../domain/search-text';
import type { PortalDb, DeviceRecord } from './db';
import { api } from './api';
import { queueChange, useLocal } from './local';
import { enqueue, newRecordId } from './sync/outbox';
import { isLive, toRecord } from './sync/collections';
import { readRecord } from './kind-reads';

// The document library on the device (docs/areas/documents.md): the mirror of `dokuman` and `okumaOnayi`,
// read per company and category, searched without regard to Turkish letters or case, and the
// user's own read confirmations, made offline too.

/** A document on the device: the server's record, or one made here whose file may still be kept. */
export type DocumentRow = DeviceRecord<'dokuman'>;

export type ConfirmationRow = DeviceRecord<'okumaOnayi'>;

/** The live documents of a category, of a company ('' for every company on the device). */
export async function queryDocuments(db: PortalDb, sirket: string, kategori: DocumentCategory): Promise<DocumentRow[]> {
  const table = db.records('dokuman');
  // Whole ranges (IndexedDB's getAll), filtered here: a Dexie filter would walk a cursor row by row.
  const rows = sirket ? await table.where('[sirket+kategori]').equals([sirket, kategori]).toArray() : await table.where('kategori').equals(kategori).toArray();
  return rows.filter(isLive).map((row) => toRecord(row));
}

/**
 * The documents whose code, title or description hold `query` (Turkish letters and case ignored),
 * by code then title, or with `newestFirst` (circulars, photos: listedNewestFirst) by date, the
 * newest first. Each row's text is folded once per call.
 */
export function searchDocuments<R extends Pick<DocumentRow, 'kod' | 'baslik' | 'aciklama' | 'revizyonTarihi'>>(
  rows: readonly R[],
  query: string,
  newestFirst = false,
): R[] {
  const needle = foldForSearch(query);
  const found = needle === '' ? [...rows] : rows.filter((row) => foldedText(row).includes(needle));
  const byCodeAndTitle = (a: R, b: R) => byCode.compare(a.kod, b.kod) || byCode.compare(a.baslik, b.baslik);
  return found.sort(newestFirst ? (a, b) => b.revizyonTarihi.localeCompare(a.revizyonTarihi) || byCodeAndTitle(a, b) : byCodeAndTitle);
}

/** Codes in Turkish order with their numbers as numbers (PR-2 before PR-10); one collator for every compare. */
const byCode = new Intl.Collator('tr', { numeric: true });

/** Each text's folded form, kept: a search over 2,000 documents folds only what changed since the last one. */
const folded = new Map<string, string>();

function foldedText(row: Pick<DocumentRow, 'kod' | 'baslik' | 'aciklama'>): string {
  const text = `${row.kod} ${row.baslik} ${row.aciklama}`;
  let fold = folded.get(text);
  if (fold === undefined) {
    if (folded.size > 20_000) folded.clear();
    fold = foldForSearch(text);
    folded.set(text, fold);
  }
  return fold;
}

export function useDocumentList(sirket: string, kategori: DocumentCategory, query: string): DocumentRow[] | undefined {
  const local = useLocal();
  const rows = useLiveQuery(async () => (local ? queryDocuments(local.db, sirket, kategori) : []), [local, sirket, kategori]);
  return rows && searchDocuments(rows, query, listedNewestFirst(kategori));
}

export const getDocument = (db: PortalDb, id: string): Promise<DocumentRow | null> => readRecord(db, 'dokuman', id);

export function useDocument(id: string): DocumentRow | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && id ? getDocument(local.db, id) : null), [local, id]);
}

/** The live confirmations of a document on the device. */
export async function confirmationsOf(db: PortalDb, dokuman: string): Promise<ConfirmationRow[]> {
  const rows = await db.records('okumaOnayi').where('dokuman').equals(dokuman).toArray();
  return rows.filter(isLive).map((row) => toRecord(row));
}

export function useConfirmations(dokuman: string): ConfirmationRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && dokuman ? confirmationsOf(local.db, dokuman) : []), [local, dokuman]);
}

/** The confirmation row the device shows at once and queues; the server sets the same user. */
export function confirmationRecord(document: Pick<DocumentRow, '_id' | 'sirket' | 'revizyon'>, kullanici: string, at: Date, id = newRecordId()): ConfirmationRow {
  return { _id: id, sirket: document.sirket, dokuman: document._id, revizyon: document.revizyon, kullanici, tarih: at.toISOString() };
}

/** "I have read it": the user's confirmation of the document's current revision, on the device and queued (offline too). */
export async function queueConfirmation(db: PortalDb, document: Pick<DocumentRow, '_id' | 'sirket' | 'revizyon'>, kullanici: string): Promise<string> {
  const row = confirmationRecord(document, kullanici, new Date());
  await enqueue(db, 'okumaOnayi', 'create', row);
  return row._id;
}

/** Confirms on the signed-in user's device and starts the replay. */
export async function confirmRead(document: Pick<DocumentRow, '_id' | 'sirket' | 'revizyon'>, kullanici: string): Promise<void> {
  await queueChange('okumaOnayi', 'create', confirmationRecord(document, kullanici, new Date()));
}

/**
 * The circulars (and other documents that ask it) in force whose current revision `user` has not
 * confirmed, of a company ('' for every company on the device), each document once, newest first.
 */
export async function unreadDocuments(db: PortalDb, user: string, kategori: DocumentCategory = 'sirkuler', sirket = ''): Promise<DocumentRow[]> {
  const documents = (await queryDocuments(db, sirket, kategori)).filter((row) => row.durum === 'yururlukte' && asksConfirmation(row.kategori));
  const mine = (await db.records('okumaOnayi').where('kullanici').equals(user).toArray()).filter(isLive);
  const unread = new Map(documents.filter((row) => !hasConfirmed(row, user, mine)).map((row) => [row._id, row]));
  return [...unread.values()].sort((a, b) => b.revizyonTarihi.localeCompare(a.revizyonTarihi) || byCode.compare(a.kod, b.kod));
}

export function useUnreadCirculars(user: string | undefined, sirket = ''): DocumentRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && user ? unreadDocuments(local.db, user, 'sirkuler', sirket) : []), [local, user, sirket]);
}

export async function deleteDocument(id: string): Promise<void> {
  await queueChange('dokuman', 'delete', { _id: id });
}

/** The signed-in user's own confirmations on the device: what the library marks as read. */
export function useMyConfirmations(user: string | undefined): ConfirmationRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () =>
      local && user ? ((await local.db.records('okumaOnayi').where('kullanici').equals(user).toArray()).filter(isLive)) : [],
    [local, user],
  );
}

/** `GET /api/dokuman/:id/okuma-durumu`: who of the company's users has and has not confirmed the current revision. */
export interface ReadStatus {
  revizyon: number;
  okuyanlar: { _id: string; name: string; tarih: string }[];
  okumayanlar: { _id: string; name: string }[];
}

export function fetchReadStatus(id: string): Promise<ReadStatus> {
  return api.get<ReadStatus>(`dokuman/${id}/okuma-durumu`);
}
