// The document library (docs/areas/documents.md): plans, photos, the quality system's controlled documents
// (`kys-*`), circulars and announcements, and the read confirmations of them. Pure: the device's
// screens and the server's rules call the same functions.

import * as v from 'valibot';
import type { UploadedFile } from './file';
import { calendarDate, choice, dateTime, fileRef, optionalText, uuid } from './schema-fields';
import { textKey } from './text-key';

export const DOCUMENT_CATEGORIES = [
  'plan',
  'foto',
  'kys-destek',
  'kys-yonetmelik',
  'kys-politika',
  'kys-prosedur',
  'kys-gorev',
  'kys-plan',
  'sirkuler',
  'duyuru',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_STATES = ['taslak', 'yururlukte', 'iptal'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The quality system's controlled documents (ISM Code): coded, revised, one revision in force. */
export function isControlled(kategori: string): boolean {
  return kategori.startsWith('kys-');
}

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

/** One earlier revision, as the record's history keeps it: its file stays readable. */
export interface DocumentRevision<File = UploadedFile> {
  revizyon: number;
  revizyonTarihi: string;
  dosya: File | null;
}

/** An optional id or file: absent, null or blank means none. */
const optionalFile = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), fileRef], 'invalid')), null),
  v.transform((value): string | null => (value === '' || value === undefined ? null : value)),
);

const revisionNumber = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.transform(Number))], 'invalid'),
    v.number('invalid'),
    v.integer('invalid'),
    v.minValue(0, 'outOfRange'),
    v.maxValue(9999, 'outOfRange'),
  ),
  0,
);

/**
 * A document as the form and `POST`/`PUT /api/dokuman` take it. Rules (422, each on its field): a
 * controlled document carries a code (`kod`: `required`; unique per company and category, checked by
 * the database: `codeTaken`); every document but an announcement carries its file (`dosya`:
 * `required`); an announcement carries its text or a file (`metin`: `required`).
 */
export const documentSchema = v.pipe(
  v.object(
    {
      sirket: v.optional(uuid('chooseCompany'), ''),
      kategori: choice(DOCUMENT_CATEGORIES),
      kod: optionalText(40),
      baslik: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(300, 'tooLong')),
      revizyon: revisionNumber,
      revizyonTarihi: calendarDate,
      durum: v.optional(choice(DOCUMENT_STATES), 'taslak'),
      dosya: optionalFile,
      metin: optionalText(20000),
      aciklama: optionalText(2000),
    },
    'required',
  ),
  v.forward(
    v.partialCheck([['kategori'], ['kod']], (input) => !isControlled(input.kategori) || input.kod !== '', 'required'),
    ['kod'],
  ),
  v.forward(
    v.partialCheck([['kategori'], ['dosya']], (input) => input.kategori === 'duyuru' || input.dosya !== null, 'required'),
    ['dosya'],
  ),
  v.forward(
    v.partialCheck(
      [['kategori'], ['dosya'], ['metin']],
      (input) => input.kategori !== 'duyuru' || input.dosya !== null || input.metin !== '',
      'required',
    ),
    ['metin'],
  ),
);

export type DocumentInput = v.InferInput<typeof documentSchema>;
/** A valid body. */
export type DocumentFields = v.InferOutput<typeof documentSchema>;

/** A document as `GET /api/sync` sends it and the device mirrors it. */
export interface LibraryDocument {
  _id: string;
  sirket: string;
  kategori: DocumentCategory;
  kod: string;
  baslik: string;
  revizyon: number;
  revizyonTarihi: string;
  durum: DocumentState;
  dosya: UploadedFile | null;
  metin: string;
  aciklama: string;
  /** The earlier revisions, oldest first (the server keeps them: never written by a client). */
  gecmis: DocumentRevision[];
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** `GET /api/dokuman`. */
export interface DocumentListResponse {
  dokumanlar: LibraryDocument[];
  totalCount: number;
}

export const DOCUMENT_SORT_FIELDS = ['kod', 'baslik', 'revizyon', 'revizyonTarihi', 'durum'] as const;

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

/**
 * A read confirmation as the device sends it: the document, its revision read, the company (the
 * document's: what scopes who sees the confirmation) and when it was read (ISO 8601; a
 * confirmation made offline keeps the time it was made). The server sets `kullanici`.
 */
export const readConfirmationSchema = v.object(
  {
    sirket: uuid('chooseCompany'),
    dokuman: uuid('required'),
    revizyon: v.pipe(v.number('invalid'), v.integer('invalid'), v.minValue(0, 'outOfRange'), v.maxValue(9999, 'outOfRange')),
    tarih: v.optional(dateTime),
  },
  'required',
);

export type ReadConfirmationInput = v.InferInput<typeof readConfirmationSchema>;
export type ReadConfirmationFields = v.InferOutput<typeof readConfirmationSchema>;

export interface ReadConfirmation {
  _id: string;
  sirket: string;
  dokuman: string;
  revizyon: number;
  /** The user who read: always the writer (the server sets it). */
  kullanici: string;
  /** ISO 8601. */
  tarih: string;
  version: number;
  updatedAt: string;
}

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
