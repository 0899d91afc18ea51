import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/domain/collections';
import { COLLECTION_NAMES, mirroredRecordOf, recordTitle, referencesOf, writeBody } from '../../src/domain/collection-declarations';
import { collectionStores, finalStores } from '../../src/data/db';

describe('the collection declarations', () => {
  it('the device schema history ends with the stores the declarations derive, for every collection it has', () => {
    // A collection beyond the history needs no version (src/data/db.ts); one it has is re-indexed with one.
    const stores = finalStores();
    const declared = Object.entries(collectionStores());
    expect(declared.filter(([name]) => name in stores)).toHaveLength(Object.keys(stores).filter((name) => name in COLLECTIONS).length);
    for (const [name, spec] of declared) if (name in stores) expect(stores[name]).toBe(spec);
  });

  it('a detail that names its company and account as objects is mirrored with their ids; files stay whole', () => {
    const file = { _id: 'f1', name: 'dekont.pdf', type: 'application/pdf', size: 3, path: '/api/file/f1' };
    const detail = {
      _id: 'c1',
      sirket: { _id: 's1', isim: 'Ege Gemi' },
      cariHesap: { _id: 'a1', unvan: 'Tedarikçi' },
      fatura: null,
      dekontFile: file,
      miktar: 5,
      faturaProformaNo: '',
    };
    expect(mirroredRecordOf('nakitAkis', detail)).toEqual({ ...detail, sirket: 's1', cariHesap: 'a1' });
    // A detail that already names them by id is left as it is.
    const plain = { _id: 'b1', sirket: 's1', cariHesap: 'a1', faturaFile: file };
    expect(mirroredRecordOf('fatura', plain)).toEqual(plain);
  });

  it('a write body carries the declared fields and _id, never a local one', () => {
    const body = writeBody('butceKodu', {
      _id: 'x',
      kod: '1',
      adi: 'A',
      tip: 'gider',
      durum: 'aktif',
      version: 3,
      updatedAt: 'now',
      _sort: 'k',
      _deleted: 1,
      _server: {},
    });
    expect(body).toEqual({ _id: 'x', kod: '1', adi: 'A', tip: 'gider', durum: 'aktif' });
  });

  it('every declaration names fields its record has, and a path under /api', () => {
    for (const name of COLLECTION_NAMES) {
      const declaration = COLLECTIONS[name];
      expect(declaration.name).toBe(name);
      expect(declaration.path).toMatch(/^[a-z-]+(\/[a-z-]+)*$/);
      expect(declaration.writeFields.length).toBeGreaterThan(0);
    }
  });

  it('titles and references come from the declaration', () => {
    expect(recordTitle('butceKodu', { kod: '770.09', adi: 'Kırtasiye' })).toBe('770.09 — Kırtasiye');
    expect(recordTitle('cariHesap', { unvan: 'Deniz Ltd.' })).toBe('Deniz Ltd.');
    expect(referencesOf('cariHesap', { sirket: 'a' })).toEqual([]);
    // A bill waits for its account and its file, however the file is named (id, uploaded, kept).
    expect(referencesOf('fatura', { cariHesap: 'acc', faturaFile: { keptId: 'kept', name: 'f.pdf' } })).toEqual([
      { target: 'cariHesap', id: 'acc' },
      { target: 'file', id: 'kept' },
    ]);
    expect(referencesOf('fatura', { cariHesap: 'acc', faturaFile: { _id: 'up', path: '/api/file/up' } })[1]).toEqual({
      target: 'file',
      id: 'up',
    });
    // Totals and payment state are derived: a write never sends them.
    expect(writeBody('fatura', { _id: 'b', tip: 'gelen', toplamlar: { odenecekTutar: 1 }, odemeTip: 'pesin', durum: 'odendi' })).toEqual({
      _id: 'b',
      tip: 'gelen',
    });
  });
});
