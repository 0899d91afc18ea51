import type { CollectionName } from '../../src/domain/collections';
import { COLLECTION_NAMES, collection } from '../../src/domain/collection-declarations';
import { filePath, type UploadedFile } from '../../src/domain/file';
import type { FieldError } from '../../src/domain/validation';
import { companyScope, type AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { visibleRevisionHasFile } from '../db/repositories/revision-files-repository';
import { visibleRecordRefersToFile } from '../db/repositories/references-repository';
import { findFile } from './files-repository';

/**
 * Whether `user` may see a record that refers to the file `fileId` (a bill's `faturaFile`, a cash
 * flow's `dekontFile`, …), scoped by the user's companies exactly as the collection's own reads are.
 */
export type FileReferenceResolver = (db: Db, fileId: string, user: AuthUser) => Promise<boolean>;

/** Resolvers by the declared field they read (`fatura.faturaFile`). */
export type FileReferenceRegistry = ReadonlyMap<string, FileReferenceResolver>;

/**
 * The fields that refer to files, derived from the declarations' `{target: 'file'}` references
 * (docs/architecture.md §5: "visible to users who can see a record that refers to it"): a bill's
 * `faturaFile` is visible to the users of the bill's company, a cash flow's `dekontFile` to those of
 * the cash flow's, a bank order's signed `talimatFile` to those of the order's. A collection
 * declared with a file field needs nothing here.
 */
export function declaredFileReferences(): FileReferenceRegistry {
  const registry = new Map<string, FileReferenceResolver>();
  for (const name of COLLECTION_NAMES) {
    for (const { field, target } of collection(name).references) {
      if (target !== 'file') continue;
      registry.set(`${name}.${field}`, (db, fileId, user) => visibleRecordRefersToFile(db, name, field, fileId, companyScope(user)));
    }
  }
  // A document's earlier revisions stay readable to its readers (docs/areas/documents.md).
  registry.set('dokuman.gecmis', (db, fileId, user) => visibleRevisionHasFile(db, fileId, companyScope(user)));
  return registry;
}

export const fileReferences: FileReferenceRegistry = declaredFileReferences();

/**
 * A file is visible to its uploader and to anyone a resolver vouches for; to nobody else — an
 * administrator included, unless a resolver says so (resolvers scope by companies, and an
 * administrator sees every company, so in practice they see every file a record refers to).
 * Callers answer 404 otherwise, so a file's existence does not leak.
 */
export async function canSeeFile(
  db: Db,
  file: { id: string; uploaderId: string },
  user: AuthUser,
  references: FileReferenceRegistry = fileReferences,
): Promise<boolean> {
  if (file.uploaderId === user._id) return true;
  for (const resolve of references.values()) {
    if (await resolve(db, file.id, user)) return true;
  }
  return false;
}

/**
 * The stored file `id` as a record keeps it, if `user` may attach it (their upload, or one a record
 * they see refers to); undefined otherwise (the write's 422 `fileNotFound`).
 */
export async function attachableFile(db: Db, id: string, user: AuthUser): Promise<UploadedFile | undefined> {
  const file = await findFile(db, id);
  if (!file || !(await canSeeFile(db, file, user))) return undefined;
  return { _id: file.id, name: file.name, type: file.type, size: file.size, path: filePath(file.id) };
}

/**
 * The files a write names, as the record keeps them, by the path that names them: the declared
 * field (`dosya`), or for a list of files (a work report's photos) each item's path (`dosyalar.0`).
 */
export type AttachedFiles = Readonly<Partial<Record<string, UploadedFile>>>;

/**
 * Looks up each file a write names in its declared `{target: 'file'}` fields (a null field names
 * none; a list field names each of its ids): the records kept for the write (`files`) and a 422
 * `fileNotFound` for each the writer may not attach. Run by the generic write route, so a
 * collection with a file field writes no lookup.
 */
export async function attachedFiles(
  db: Db,
  name: CollectionName,
  input: Record<string, unknown>,
  user: AuthUser,
): Promise<{ files: AttachedFiles; errors: FieldError[] }> {
  const files: Record<string, UploadedFile> = {};
  const errors: FieldError[] = [];
  for (const { field, target, each } of collection(name).references) {
    const value = input[field];
    if (target !== 'file') continue;
    if (each?.includes('.') && Array.isArray(value)) {
      // A file inside each item's sub-field (a deficiency's evidence): none named, none to look up.
      const [sub] = each.split('.');
      for (const [index, item] of value.entries()) {
        const id = item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[sub!] : undefined;
        if (id === null || id === undefined || id === '') continue;
        const path = `${field}.${index}.${sub}`;
        const file = typeof id === 'string' ? await attachableFile(db, id, user) : undefined;
        if (file) files[path] = file;
        else errors.push({ path, message: 'fileNotFound' });
      }
      continue;
    }
    if (each && Array.isArray(value)) {
      for (const [index, id] of value.entries()) {
        const file = typeof id === 'string' ? await attachableFile(db, id, user) : undefined;
        if (file) files[`${field}.${index}`] = file;
        else errors.push({ path: `${field}.${index}`, message: 'fileNotFound' });
      }
      continue;
    }
    if (typeof value !== 'string') continue;
    const file = await attachableFile(db, value, user);
    if (file) files[field] = file;
    else errors.push({ path: field, message: 'fileNotFound' });
  }
  return { files, errors };
}
