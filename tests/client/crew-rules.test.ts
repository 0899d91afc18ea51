// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalDb } from '../../src/data/db';
import { loadCrewList } from '../../src/data/personnel';
import { personIdentityTaken } from '../../src/data/personnel-save';
import { toLocalRow } from '../../src/data/sync/collections';
import { freshDb } from './sync-helpers';

// Issue 46 #3 on the device, offline: a TCKN (or a passport with its nationality) names one person
// per company, refused from the device's own records before anything is queued; and the crew list
// of a date reads the same rule of the days aboard as the server (src/domain/crew.ts aboardSpan): a
// same-day transfer's day is the ship joined's.

const SHIP_A = '0190f5b2-0000-7000-8000-00000000000a';
const SHIP_B = '0190f5b2-0000-7000-8000-00000000000b';
const id = (kind: number, i: number) => `0190f5b2-0000-7000-800${kind}-${String(i).padStart(12, '0')}`;

const person = (i: number, fields: Record<string, unknown>) =>
  toLocalRow('personel', { _id: id(1, i), version: 1, sirket: SHIP_A, ad: 'Ali', soyad: `Kaya ${i}`, rutbe: 'gemici', ...fields });
const tour = (i: number, personel: number, fields: Record<string, unknown>) =>
  toLocalRow('gorevlendirme', { _id: id(3, i), version: 1, personel: id(1, personel), rutbe: 'gemici', ...fields });
const input = (fields: Record<string, unknown>) => ({ sirket: SHIP_A, ad: 'Veli', soyad: 'Demir', rutbe: 'gemici', ...fields });

describe('the crew rules on the device', () => {
  let db: PortalDb;
  afterEach(() => db.close());

  it('refuses a second person of a company with a TCKN, or a passport and nationality, already on the device', async () => {
    db = await freshDb();
    await db
      .rows('personel')
      .bulkPut([
        person(1, { tcKimlikNo: '10000000146' }),
        person(2, { pasaportNo: 'U1234567', uyruk: 'Ukrayna' }),
        person(3, { sirket: SHIP_B, tcKimlikNo: '10000000078' }),
        { ...person(4, { tcKimlikNo: '10000000214' }), _deleted: 1 },
      ]);
    expect(await personIdentityTaken(db, input({ tcKimlikNo: ' 10000000146 ' }))).toEqual({ path: 'tcKimlikNo', error: 'tcknTaken' });
    expect(await personIdentityTaken(db, input({ pasaportNo: 'u1234567', uyruk: 'Ukrayna' }))).toEqual({
      path: 'pasaportNo',
      error: 'passportTaken',
    });
    // The person themself being edited, another company's person, a deleted one, another nationality: free.
    expect(await personIdentityTaken(db, input({ tcKimlikNo: '10000000146' }), id(1, 1))).toBeNull();
    expect(await personIdentityTaken(db, input({ tcKimlikNo: '10000000078' }))).toBeNull();
    expect(await personIdentityTaken(db, input({ tcKimlikNo: '10000000214' }))).toBeNull();
    expect(await personIdentityTaken(db, input({ pasaportNo: 'U1234567', uyruk: 'Gürcistan' }))).toBeNull();
  });

  it('lists a person transferring the same day in the crew of the ship joined only', async () => {
    db = await freshDb();
    await db.rows('personel').bulkPut([person(1, { tcKimlikNo: '10000000146' }), person(2, { tcKimlikNo: '10000000078' })]);
    await db.rows('gorevlendirme').bulkPut([
      tour(1, 1, { sirket: SHIP_A, binisTarihi: '2026-03-01', inisTarihi: '2026-08-20' }),
      tour(2, 1, { sirket: SHIP_B, binisTarihi: '2026-08-20', inisTarihi: null }),
      // Signing off with no other ship that day: the sign-off day is still aboard.
      tour(3, 2, { sirket: SHIP_A, binisTarihi: '2026-03-01', inisTarihi: '2026-08-20' }),
    ]);
    const crew = async (sirket: string, date: string) =>
      (await loadCrewList(db, sirket, date)).map((row) => `${row.person.soyad} ${row.assignment.sirket === SHIP_A ? 'A' : 'B'}`);
    expect(await crew(SHIP_A, '2026-08-19')).toEqual(['Kaya 1 A', 'Kaya 2 A']);
    expect(await crew(SHIP_A, '2026-08-20')).toEqual(['Kaya 2 A']);
    expect(await crew(SHIP_B, '2026-08-20')).toEqual(['Kaya 1 B']);
    expect(await crew('', '2026-08-20')).toEqual(['Kaya 2 A', 'Kaya 1 B']);
  });
});
