// @vitest-environment node
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentSchema } from '../../src/domain/documents';
import type { UploadedFile } from '../../src/domain/file';
import { documentCodeTaken, documentRecord } from '../../src/data/document-save';
import { localDate } from '../../src/domain/calendar';
import { documentFormValues } from '../../src/features/documents/document-form-page';
import { freshDb } from './sync-helpers';

// The document form's data layer (docs/areas/documents.md): a controlled document's code taken in its company
// and category is found on the device before the document is queued (the server's 422 `codeTaken`),
// and a new revision's row on the device keeps the revision it replaces, with its file, in the history.

const SIRKET = '0190f3a0-0000-7000-8000-0000000000aa';
const OTHER = '0190f3a0-0000-7000-8000-0000000000bb';

function fileOf(n: number): UploadedFile {
  const id = `0190f3a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
  return { _id: id, name: `f${n}.pdf`, type: 'application/pdf', size: 10, path: `/api/file/${id}` };
}

function procedure(n: number, kod: string, extra: Record<string, unknown> = {}) {
  const fields = v.parse(documentSchema, {
    sirket: SIRKET,
    kategori: 'kys-prosedur',
    kod,
    baslik: `Prosedür ${n}`,
    revizyonTarihi: '2026-01-01',
    durum: 'yururlukte',
    dosya: fileOf(n),
    ...extra,
  });
  return documentRecord(fields, fileOf(n), `0190f3a0-0000-7000-9000-${String(n).padStart(12, '0')}`);
}

describe('the document form on the device', () => {
  it("finds a controlled document's code taken in its company and category, however it is typed", async () => {
    const db = await freshDb();
    const taken = procedure(1, 'PR-07');
    await db.rows('dokuman').bulkPut([
      taken,
      // A document the server refused to create holds no code.
      { ...procedure(2, 'PR-08'), _refused: { message: 'codeTaken' } },
    ] as never);
    expect(await documentCodeTaken(db, { sirket: SIRKET, kategori: 'kys-prosedur', kod: ' pr-07 ' })).toBe(true);
    expect(await documentCodeTaken(db, { sirket: SIRKET, kategori: 'kys-prosedur', kod: 'PR-09' })).toBe(false);
    // Its own code, when it is the one edited.
    expect(await documentCodeTaken(db, { sirket: SIRKET, kategori: 'kys-prosedur', kod: 'PR-07' }, taken._id)).toBe(false);
    // Another category, another company, or outside the quality system: free.
    expect(await documentCodeTaken(db, { sirket: SIRKET, kategori: 'kys-politika', kod: 'PR-07' })).toBe(false);
    expect(await documentCodeTaken(db, { sirket: OTHER, kategori: 'kys-prosedur', kod: 'PR-07' })).toBe(false);
    expect(await documentCodeTaken(db, { sirket: SIRKET, kategori: 'sirkuler', kod: 'PR-07' })).toBe(false);
    expect(await documentCodeTaken(db, { sirket: SIRKET, kategori: 'kys-prosedur', kod: 'PR-08' })).toBe(false);
    // A deleted document frees its code.
    await db.rows('dokuman').update(taken._id, { _deleted: 1 } as never);
    expect(await documentCodeTaken(db, { sirket: SIRKET, kategori: 'kys-prosedur', kod: 'PR-07' })).toBe(false);
  });

  it('keeps the replaced revision and its file in the history of a new revision, and none for a correction', () => {
    const first = procedure(1, 'PR-07');
    const next = documentRecord(
      v.parse(documentSchema, { ...first, revizyon: 1, revizyonTarihi: '2026-06-01', dosya: fileOf(3) }),
      fileOf(3),
      first._id,
      first,
    );
    expect(next).toMatchObject({ revizyon: 1, durum: 'yururlukte', dosya: fileOf(3) });
    expect(next.gecmis).toEqual([{ revizyon: 0, revizyonTarihi: '2026-01-01', dosya: fileOf(1) }]);
    const corrected = documentRecord(v.parse(documentSchema, { ...next, baslik: 'Düzeltildi' }), fileOf(3), first._id, next);
    expect(corrected.gecmis).toEqual(next.gecmis);
  });

  it("opens a new revision's form at the next number, dated today, in force, with a new file to pick", () => {
    const current = documentRecord(
      v.parse(documentSchema, {
        sirket: SIRKET,
        kategori: 'kys-prosedur',
        kod: 'PR-07',
        baslik: 'P',
        revizyon: 2,
        revizyonTarihi: '2026-01-01',
        durum: 'taslak',
        dosya: fileOf(1),
      }),
      fileOf(1),
      '0190f3a0-0000-7000-9000-000000000001',
    );
    expect(documentFormValues('kys-prosedur', SIRKET, current, true)).toMatchObject({
      kod: 'PR-07',
      revizyon: 3,
      revizyonTarihi: localDate(),
      durum: 'yururlukte',
      dosya: null,
    });
    // A correction keeps the revision, its state and its file; a new document starts at 0, in force.
    expect(documentFormValues('kys-prosedur', SIRKET, current, false)).toMatchObject({ revizyon: 2, durum: 'taslak', dosya: fileOf(1) });
    expect(documentFormValues('sirkuler', SIRKET, null, false)).toMatchObject({
      kategori: 'sirkuler',
      sirket: SIRKET,
      revizyon: 0,
      durum: 'yururlukte',
      dosya: null,
    });
  });
});
