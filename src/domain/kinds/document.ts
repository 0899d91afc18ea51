import type { UploadedFile } from '../file';
import { defineKind, field, type RecordOf, type ValuesOf } from './define';

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

/** Sort fields the library's list accepts (`sortBy`). */
export const DOCUMENT_SORT_FIELDS = ['kod', 'baslik', 'revizyon', 'revizyonTarihi', 'durum'] as const;

/** The quality system's controlled documents (ISM Code): coded, revised, one revision in force. */
export function isControlled(kategori: string): boolean {
  return kategori.startsWith('kys-');
}

/** One earlier revision, as the record's history keeps it: its file stays readable. */
const revisionFields = {
  revizyon: field.decimal(0, { required: true }),
  revizyonTarihi: field.date({ required: true }),
  dosya: field.file(),
} as const;

/**
 * The document library (dokuman; docs/areas/documents.md): plans, photos, the quality system's
 * controlled documents (`kys-*`), circulars and announcements, one company each; `dosya` is the
 * current revision's file. Rules (422, each on its field): a controlled document carries a code
 * (`kod`: `required`; unique per company and category however typed: `codeTaken`, the kind's own
 * rule, src/domain/documents.ts documentCodeKey), every document but an announcement its file
 * (`dosya`: `required`), an announcement its text or a file (`metin`: `required`). `gecmis`, the
 * earlier revisions with their files, oldest first, is the server's (historyAfter): never written.
 */
export const documentKind = defineKind({
  name: 'dokuman',
  path: 'dokuman',
  fields: {
    sirket: field.company(),
    kategori: field.choice(DOCUMENT_CATEGORIES),
    kod: field.text({ max: 40 }),
    baslik: field.text({ required: true, max: 300 }),
    revizyon: field.decimal(0, { required: true, min: 0n, max: 9999n, default: 0 }),
    revizyonTarihi: field.date({ required: true }),
    durum: field.choice(DOCUMENT_STATES, { default: 'taslak' }),
    dosya: field.file(),
    metin: field.text({ max: 20000 }),
    aciklama: field.text({ max: 2000 }),
    gecmis: field.serverWritten(field.list(revisionFields, 10000)),
  },
  companyField: 'sirket',
  checks: [
    { fields: ['kategori', 'kod'], path: 'kod', message: 'required', test: (d) => !isControlled(d.kategori) || d.kod !== '' },
    { fields: ['kategori', 'dosya'], path: 'dosya', message: 'required', test: (d) => d.kategori === 'duyuru' || d.dosya !== null },
    {
      fields: ['kategori', 'dosya', 'metin'],
      path: 'metin',
      message: 'required',
      test: (d) => d.kategori !== 'duyuru' || d.dosya !== null || d.metin !== '',
    },
  ],
  // Read per company and category (a library page), and per category across the fleet ('Hepsi').
  indexes: ['sirket', 'kategori', '[sirket+kategori]'],
  titleFields: ['kod', 'baslik'],
  list: {
    columns: ['kod', 'baslik', 'revizyon', 'revizyonTarihi', 'durum'],
    sorts: DOCUMENT_SORT_FIELDS,
    defaultSort: { field: 'kod', order: 'asc' },
    filters: ['sirket', 'kategori', 'durum'],
    key: 'dokumanlar',
    turkishSorts: ['kod', 'baslik'],
    params: { q: { type: 'search', fields: ['kod', 'baslik', 'aciklama'], max: 200 } },
  },
  tombstone: { aciklama: '', metin: '', kod: '' },
});

export type DocumentDefinition = typeof documentKind;
/** One earlier revision of a document, with its file (`File`: see ValueOf). */
export type DocumentRevision<File = UploadedFile> = ValuesOf<typeof revisionFields, File>;
/** A document as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type LibraryDocument = RecordOf<DocumentDefinition>;
