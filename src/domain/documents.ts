// The document library (docs/areas/documents.md): plans, photos, the quality system's controlled documents
// (`kys-*`), circulars and announcements, and the read confirmations of them. Pure: the device's
// screens and the server's rules call the same functions.

import { documentKind, isControlled } from './kinds/document';
import { readConfirmationKind, type ReadConfirmation } from './kinds/read-confirmation';
import { writeSchemaOf, type WriteInputOf, type WriteOf } from './kinds/schema';
import { textKey } from './text-key';

export {
  DOCUMENT_CATEGORIES,
  DOCUMENT_SORT_FIELDS,
  DOCUMENT_STATES,
  isControlled,
  type DocumentCategory,
  type DocumentRevision,
  type DocumentState,
  type LibraryDocument,
} from './kinds/document';
export type { ReadConfirmation } from './kinds/read-confirmation';
import type { DocumentRevision, DocumentState, LibraryDocument } from './kinds/document';
import type { ListPage } from './list-page';

/** Whether a category's documents are listed newest first (circulars, announcements, photos: dated news, not a code book). */
export function listedNewestFirst(kategori: string): boolean {
  return kategori === 'sirkuler' || kategori === 'duyuru' || kategori === 'foto';
}

/** Categories whose readers confirm they read the current revision (circulars and controlled documents). */
export function asksConfirmation(kategori: string): boolean {
  return kategori === 'sirkuler' || kategori === 'duyuru' || isControlled(kategori);
}

/**
 * Categories whose files in force are kept on the device for the user's companies (docs/areas/documents.md
 * "Offline"); plans and photos are kept once opened.
 */
export function keptOnDevice(document: { kategori: string; durum: string; dosya: unknown }): boolean {
  return (
    document.durum === 'yururlukte' && document.dosya !== null && (isControlled(document.kategori) || document.kategori === 'sirkuler')
  );
}

/**
 * A document as the form and `POST`/`PUT /api/dokuman` take it, derived from its definition
 * (src/domain/kinds/document.ts, where its rules are).
 */
export const documentSchema = writeSchemaOf(documentKind);

export type DocumentInput = WriteInputOf<typeof documentKind>;
/** A valid body. */
export type DocumentFields = WriteOf<typeof documentKind>;

/** `GET /api/dokuman`. */
export type DocumentListResponse = ListPage<'dokumanlar', LibraryDocument>;

/** The key a controlled document's code is unique by in its company and category; null outside `kys-*`. */
export function documentCodeKey(kategori: string, kod: string): string | null {
  return isControlled(kategori) && kod.trim() !== '' ? textKey(kod) : null;
}

/** What the write of a revision is told when it goes back: a revision number never decreases. */
export function revisionError(existing: { revizyon: number } | undefined, next: { revizyon: number }): 'revisionBehind' | null {
  return existing && next.revizyon < existing.revizyon ? 'revisionBehind' : null;
}

/**
 * The history after a write: a new revision (a higher `revizyon`) moves the revision it replaces,
 * with its file, into the history, so the older ones stay readable; a write of the same revision
 * (a draft corrected) keeps the history as it was. The record holds one revision, so only one is
 * ever in force.
 */
export function historyAfter<File>(
  existing: { revizyon: number; revizyonTarihi: string; dosya: File | null; gecmis: readonly DocumentRevision<File>[] } | undefined,
  next: { revizyon: number },
): DocumentRevision<File>[] {
  if (!existing) return [];
  const history = [...existing.gecmis];
  if (next.revizyon > existing.revizyon) {
    history.push({ revizyon: existing.revizyon, revizyonTarihi: existing.revizyonTarihi, dosya: existing.dosya });
  }
  return history;
}

// Read confirmations (`okumaOnayi`, `/api/okuma-onayi`).

/** A read confirmation as the device sends it, derived from its definition (src/domain/kinds/read-confirmation.ts). */
export const readConfirmationSchema = writeSchemaOf(readConfirmationKind);

export type ReadConfirmationInput = WriteInputOf<typeof readConfirmationKind>;
export type ReadConfirmationFields = WriteOf<typeof readConfirmationKind>;

/** When a confirmation counts as made: the time it was made, never later than the server's now. */
export function confirmationTime(tarih: string | undefined, now: Date): string {
  if (tarih === undefined) return now.toISOString();
  const at = new Date(tarih);
  return Number.isNaN(at.getTime()) || at > now ? now.toISOString() : at.toISOString();
}

/**
 * The earliest zone on Earth (UTC+14): a revision's date is a day of whichever zone its writer was
 * in (a ship in the Far East dates by its own day, before Turkey's has begun), so a confirmation is
 * before the revision only when that day had begun nowhere yet.
 */
const EARLIEST_OFFSET = '+14:00';

/**
 * Why a confirmation of a revision may not be made (docs/areas/documents.md), or null: a revision not in force
 * (a draft, or a cancelled document; only the current revision has a state) is not confirmed
 * (`documentNotInForce`, on `revizyon`), and nobody read a revision before the day it is dated
 * (`readBeforeRevision`, on `tarih`; the day as it begins earliest: EARLIEST_OFFSET).
 */
export function confirmationError(
  revision: { revizyonTarihi: string; durum: DocumentState | null },
  tarih: string,
): { path: 'revizyon' | 'tarih'; message: 'documentNotInForce' | 'readBeforeRevision' } | null {
  if (revision.durum !== null && revision.durum !== 'yururlukte') return { path: 'revizyon', message: 'documentNotInForce' };
  const dated = Date.parse(`${revision.revizyonTarihi}T00:00:00${EARLIEST_OFFSET}`);
  return Date.parse(tarih) < dated ? { path: 'tarih', message: 'readBeforeRevision' } : null;
}

/**
 * The revision of `document` numbered `revizyon`: the current one with its state, or an earlier one
 * from the history (its state then is not kept: null); undefined when it never had that revision.
 */
export function revisionOf(
  document: {
    revizyon: number;
    revizyonTarihi: string;
    durum: DocumentState;
    gecmis: readonly { revizyon: number; revizyonTarihi: string }[];
  },
  revizyon: number,
): { revizyonTarihi: string; durum: DocumentState | null } | undefined {
  if (revizyon === document.revizyon) return { revizyonTarihi: document.revizyonTarihi, durum: document.durum };
  const earlier = document.gecmis.find((revision) => revision.revizyon === revizyon);
  return earlier && { revizyonTarihi: earlier.revizyonTarihi, durum: null };
}

/** Whether `user` confirmed the document's current revision among `confirmations`. */
export function hasConfirmed(
  document: { _id: string; revizyon: number },
  user: string,
  confirmations: readonly Pick<ReadConfirmation, 'dokuman' | 'revizyon' | 'kullanici'>[],
): boolean {
  return confirmations.some((c) => c.dokuman === document._id && c.revizyon === document.revizyon && c.kullanici === user);
}

/**
 * Who has and who has not confirmed the document's current revision, among `users` (those of its
 * company), each with the time of their confirmation.
 */
export function confirmationStatus<U extends { _id: string }>(
  document: { _id: string; revizyon: number },
  users: readonly U[],
  confirmations: readonly Pick<ReadConfirmation, 'dokuman' | 'revizyon' | 'kullanici' | 'tarih'>[],
): { confirmed: (U & { tarih: string })[]; pending: U[] } {
  const when = new Map<string, string>();
  for (const c of confirmations) {
    if (c.dokuman !== document._id || c.revizyon !== document.revizyon) continue;
    const earlier = when.get(c.kullanici);
    if (earlier === undefined || c.tarih < earlier) when.set(c.kullanici, c.tarih);
  }
  const confirmed: (U & { tarih: string })[] = [];
  const pending: U[] = [];
  for (const user of users) {
    const tarih = when.get(user._id);
    if (tarih === undefined) pending.push(user);
    else confirmed.push({ ...user, tarih });
  }
  return { confirmed, pending };
}
