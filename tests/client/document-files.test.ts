// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LibraryDocument } from '../../src/domain/documents';
import type { UploadedFile } from '../../src/domain/file';
import { docFilesTable, documentFile, syncDocumentFiles, type DocFileQueue } from '../../src/data/document-files';
import { createStore } from '../../src/data/store';
import { freshDb } from './sync-helpers';

// docs/areas/documents.md "Offline": the files of documents in force in the quality categories and of
// circulars come onto the device after a pull (a queue with progress; a failed download is tried
// again on the next run); a plan's file is kept once opened, not before.

const SIRKET = '0190f3a0-0000-7000-8000-0000000000aa';

function fileOf(n: number): UploadedFile {
  const id = `0190f3a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
  return { _id: id, name: `f${n}.pdf`, type: 'application/pdf', size: 10, path: `/api/file/${id}` };
}

function doc(n: number, kategori: LibraryDocument['kategori'], durum: LibraryDocument['durum'] = 'yururlukte'): LibraryDocument {
  return {
    _id: `0190f3a0-0000-7000-9000-${String(n).padStart(12, '0')}`,
    sirket: SIRKET,
    kategori,
    kod: `PR-${n}`,
    baslik: `Doküman ${n}`,
    revizyon: 0,
    revizyonTarihi: '2026-01-01',
    durum,
    dosya: fileOf(n),
    metin: '',
    aciklama: '',
    gecmis: [],
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('the library files on the device', () => {
  it('keeps the files in force of procedures and circulars, with progress, and retries a failed download', async () => {
    const db = await freshDb();
    await db
      .rows('dokuman')
      .bulkPut([doc(1, 'kys-prosedur'), doc(2, 'sirkuler'), doc(3, 'kys-prosedur', 'taslak'), doc(4, 'plan'), doc(5, 'foto')] as never);
    const queue = createStore<DocFileQueue>({ total: 0, done: 0, failed: 0, running: false });
    const seen: DocFileQueue[] = [];
    queue.subscribe(() => seen.push(queue.get()));
    let failNext = true;
    const fetched: string[] = [];
    const fetchFile = async (file: UploadedFile) => {
      fetched.push(file.name);
      if (file.name === 'f2.pdf' && failNext) {
        failNext = false;
        throw new TypeError('network dropped');
      }
      return new Blob([`%PDF ${file.name}`], { type: 'application/pdf' });
    };

    await syncDocumentFiles(db, fetchFile, queue);
    expect(fetched).toEqual(['f1.pdf', 'f2.pdf']);
    expect(queue.get()).toEqual({ total: 2, done: 1, failed: 1, running: false });
    expect(seen.some((state) => state.running)).toBe(true);
    expect((await docFilesTable(db).toCollection().primaryKeys()).sort()).toEqual([fileOf(1)._id]);

    // The next run tries the failed one again, and only it.
    await syncDocumentFiles(db, fetchFile, queue);
    expect(fetched).toEqual(['f1.pdf', 'f2.pdf', 'f2.pdf']);
    expect(queue.get()).toEqual({ total: 2, done: 2, failed: 0, running: false });

    // Offline: the procedure's file opens from the device.
    const offline = async () => Promise.reject(new TypeError('offline'));
    expect(await (await documentFile(db, doc(1, 'kys-prosedur')._id, fileOf(1), true, offline)).text()).toBe('%PDF f1.pdf');
  });

  it('keeps a plan once opened, and drops a procedure file once its document is no longer in force', async () => {
    const db = await freshDb();
    const plan = doc(4, 'plan');
    const procedure = doc(1, 'kys-prosedur');
    await db.rows('dokuman').bulkPut([plan, procedure] as never);
    const fetchFile = async (file: UploadedFile) => new Blob([file.name]);
    await syncDocumentFiles(db, fetchFile);
    expect(await docFilesTable(db).get(fileOf(4)._id)).toBeUndefined();
    await documentFile(db, plan._id, fileOf(4), true, fetchFile);
    expect(await docFilesTable(db).get(fileOf(4)._id)).toMatchObject({ pinned: false, name: 'f4.pdf' });

    await db.rows('dokuman').put({ ...procedure, durum: 'iptal' } as never);
    await syncDocumentFiles(db, fetchFile);
    expect(await docFilesTable(db).get(fileOf(1)._id)).toBeUndefined();
    expect(await docFilesTable(db).get(fileOf(4)._id)).toBeDefined();
  });
});
