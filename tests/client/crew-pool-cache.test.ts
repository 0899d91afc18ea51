// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { crewAssignments, crewDocuments } from '../../src/data/crew-documents';
import type { PortalDb } from '../../src/data/db';
import { loadCrewPool, personRecords } from '../../src/data/personnel';
import { toLocalRow } from '../../src/data/sync/collections';
import { crewPool } from '../../src/domain/crew';
import { freshDb } from './sync-helpers';

// docs/areas/crew.md, issue 37: the pool reads the crew documents and the assignments through in-memory
// caches that re-read only the rows written since their last read (bench:crew-pool). Whatever is
// written after the first read (a document added, renewed, deleted, its table cleared; an
// assignment signed off), the next pool is what a fresh read of the database gives; a ship's
// certificate is no crew document; the screens are told of a document's write.

const TODAY = '2026-11-27';
const SHIP = '0190f5b2-0000-7000-8000-00000000000a';
const id = (kind: number, i: number) => `0190f5b2-0000-7000-800${kind}-${String(i).padStart(12, '0')}`;

const person = (i: number, soyad: string) =>
  toLocalRow('personel', { _id: id(1, i), version: 1, sirket: SHIP, ad: 'Ali', soyad, pasaportNo: `U${i}`, rutbe: 'asci' });
const document = (i: number, personel: number | null, tur: string, gecerlilikTarihi: string | null, sahip = 'personel') =>
  toLocalRow('sertifika', {
    _id: id(2, i),
    version: 1,
    sirket: SHIP,
    sahip,
    personel: personel === null ? null : id(1, personel),
    tur,
    ad: '',
    numara: `N-${i}`,
    duzenlemeTarihi: '2025-01-01',
    gecerlilikTarihi,
    sorveyPlani: 'yok',
    sorveyler: [],
    uyariGun: 90,
  });
const tour = (i: number, personel: number, inisTarihi: string | null) =>
  toLocalRow('gorevlendirme', {
    _id: id(3, i),
    version: 1,
    personel: id(1, personel),
    sirket: SHIP,
    rutbe: 'asci',
    binisTarihi: '2026-10-01',
    planlananInisTarihi: '2027-06-01',
    inisTarihi,
  });

/** The pool computed from a plain read of the whole database, no cache. */
async function freshPool(db: PortalDb) {
  const people = (await db.rows('personel').orderBy('_sort').toArray()).filter((row) => !row._deleted);
  const tours = (await db.rows('gorevlendirme').toArray()).filter((row) => !row._deleted);
  const documents = (await db.rows('sertifika').toArray()).filter((row) => !row._deleted && row.sahip === 'personel');
  return crewPool(people as never, tours as never, documents as never, TODAY).map(({ person, status, gaps }) => ({
    id: person._id,
    status,
    gaps,
  }));
}

const pool = async (db: PortalDb) => (await loadCrewPool(db, TODAY)).map(({ person, status, gaps }) => ({ id: person._id, status, gaps }));

describe('the crew pool over the device caches', () => {
  let db: PortalDb;
  afterEach(() => {
    crewDocuments.forget(db);
    crewAssignments.forget(db);
    db.close();
  });

  it('answers after every kind of write what a fresh read of the database gives', async () => {
    db = await freshDb();
    await db.rows('personel').bulkPut([person(1, 'Zeybek'), person(2, 'Çelik'), person(3, 'Işık')]);
    await db
      .rows('sertifika')
      .bulkPut([
        document(1, 1, 'SAGLIK', '2028-01-01'),
        document(2, 1, 'STCW-TEMEL', '2026-12-15'),
        document(3, 2, 'SAGLIK', '2027-01-10'),
        document(4, null, 'KLAS', '2030-01-01', 'gemi'),
      ]);
    await db.rows('gorevlendirme').bulkPut([tour(1, 1, null)]);
    const first = await pool(db);
    expect(first).toEqual(await freshPool(db));
    // Turkish name order: Çelik, Işık, Zeybek.
    expect(first.map((row) => row.id)).toEqual([id(1, 2), id(1, 3), id(1, 1)]);
    expect(first[2]!.gaps.find((gap) => gap.tur === 'STCW-TEMEL')).toEqual({
      tur: 'STCW-TEMEL',
      neden: 'bitiyor',
      gecerlilikTarihi: '2026-12-15',
    });

    // Renewed, added, deleted (a tombstone), a ship certificate turned into a crew document.
    await db.rows('sertifika').put(document(2, 1, 'STCW-TEMEL', '2031-12-15'));
    await db.rows('sertifika').put(document(5, 3, 'PASAPORT', null));
    await db.rows('sertifika').put({ _id: id(2, 3), version: 2, _deleted: 1 });
    await db.rows('sertifika').put(document(4, 2, 'STCW-TEMEL', '2030-01-01'));
    await db.rows('gorevlendirme').put(tour(1, 1, '2026-11-20'));
    const second = await pool(db);
    expect(second).toEqual(await freshPool(db));
    expect(second[2]!.gaps.find((gap) => gap.tur === 'STCW-TEMEL')).toBeUndefined();
    expect(second[2]!.status.durum).toBe('izinde');
    expect(second[0]!.gaps.find((gap) => gap.tur === 'SAGLIK')).toEqual({ tur: 'SAGLIK', neden: 'eksik' });

    // A whole table cleared, then refilled.
    await db.rows('sertifika').clear();
    await db.rows('sertifika').put(document(6, 2, 'SAGLIK', '2029-01-01'));
    expect(await pool(db)).toEqual(await freshPool(db));
    expect((await personRecords(db, id(1, 2))).documents.map((row) => row._id)).toEqual([id(2, 6)]);
  });

  it('tells the screens after a crew document is written, and their next read has it', async () => {
    db = await freshDb();
    await db.rows('personel').put(person(1, 'Yıldız'));
    // Of a cook's four, the passport is held: its number is on the person (docs/areas/crew.md).
    expect((await pool(db))[0]!.gaps.map((gap) => gap.tur)).toEqual(['SAGLIK', 'STCW-TEMEL', 'GEMIADAMI-CUZDANI']);
    const told = new Promise<void>((resolve) => {
      const stop = crewDocuments.subscribe(() => {
        stop();
        resolve();
      });
    });
    await db.rows('sertifika').put(document(1, 1, 'SAGLIK', '2030-01-01'));
    await told;
    expect((await pool(db))[0]!.gaps.map((gap) => gap.tur)).toEqual(['STCW-TEMEL', 'GEMIADAMI-CUZDANI']);
  });
});
