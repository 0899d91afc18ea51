import type { DocumentFields, DocumentRevision, LibraryDocument, ReadConfirmation } from '../documents';
import { documentCodeKey, historyAfter } from '../documents';
import type { UploadedFile } from '../file';

// A document and a read confirmation, mapped once (docs/architecture.md §2): a valid write becomes the
// stored record and the stored one the record the API answers and the device mirrors. The server
// writes and answers with these (server/collections/documents.ts); the device makes its optimistic
// row with the same ones (src/data/document-save.ts).

/** A document as stored (the server's columns, named as the table names them). */
export type StoredDocument<File> = Omit<LibraryDocument, '_id' | 'sirket' | 'dosya' | 'gecmis' | 'version' | 'updatedAt'> & {
  sirketId: string;
  kodKey: string | null;
  dosya: File | null;
  gecmis: DocumentRevision<File>[];
};

/** The revision a write replaces, if any: its number, date, file and history. */
export type ExistingRevision<File> = Pick<StoredDocument<File>, 'revizyon' | 'revizyonTarihi' | 'dosya' | 'gecmis'>;

/** What a valid write stores: the file's record as `file`; a new revision moves the one before into the history. */
export function storedDocumentOf<File>(fields: DocumentFields, file: File | null, existing?: ExistingRevision<File>): StoredDocument<File> {
  return {
    sirketId: fields.sirket,
    kategori: fields.kategori,
    kod: fields.kod,
    kodKey: documentCodeKey(fields.kategori, fields.kod),
    baslik: fields.baslik,
    revizyon: fields.revizyon,
    revizyonTarihi: fields.revizyonTarihi,
    durum: fields.durum,
    dosya: file,
    metin: fields.metin,
    aciklama: fields.aciklama,
    gecmis: historyAfter(existing, fields),
  };
}

/** A document's record without what the server stamps on a write (its version and time). */
export type DocumentRecord<File = UploadedFile> = Omit<LibraryDocument, 'dosya' | 'gecmis' | 'version' | 'updatedAt'> & {
  dosya: File | null;
  gecmis: DocumentRevision<File>[];
};

/** The record of the API (and of the pull) from the stored document. */
export function documentRecordOf<File>(id: string, stored: Omit<StoredDocument<File>, 'kodKey'>): DocumentRecord<File> {
  return {
    _id: id,
    sirket: stored.sirketId,
    kategori: stored.kategori,
    kod: stored.kod,
    baslik: stored.baslik,
    revizyon: stored.revizyon,
    revizyonTarihi: stored.revizyonTarihi,
    durum: stored.durum,
    dosya: stored.dosya ?? null,
    metin: stored.metin,
    aciklama: stored.aciklama,
    gecmis: stored.gecmis ?? [],
  };
}

/** A confirmation's record without what the server stamps on a write. */
export type ReadConfirmationRecord = Omit<ReadConfirmation, 'version' | 'updatedAt'>;
