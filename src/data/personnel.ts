import { useLiveQuery } from 'dexie-react-hooks';
import {
  CREW_CERTIFICATE_TYPES,
  crewOn,
  crewPool,
  RANKS,
  type CrewCertificateType,
  type CrewExportForm,
  type PoolEntry,
} from '../domain/crew';
import type { CrewListResponse, Person } from '../domain/personnel';
import { api } from './api';
import { turkishSortKey } from '../domain/collation';
import { crewAssignments, crewDocuments } from './crew-documents';
import { useCachedRowsVersion } from './table-cache';
import type { DeviceRecord, MirroredFields, PortalDb } from './db';
import { useLocal } from './local';
import { isLive, toRecord } from './sync/collections';
import { readCompanyRecords, readRecord } from './kind-reads';

// The crew on the device (docs/areas/crew.md): the mirrors of `personel` and `gorevlendirme`, and the
// crew members' documents (`sertifika` with `sahip: 'personel'`). The pool, a person's page and the
// crew list of a ship on a date are computed here with the same pure rules the server answers with
// (src/domain/crew.ts), so they work offline. Whole ranges are read (IndexedDB's getAll) and
// filtered here: a Dexie filter would walk a cursor row by row.

/** A person as the device holds them (no version until the server has them). */
export type PersonRow = DeviceRecord<'personel'>;
/** An assignment as the device holds it. */
export type AssignmentRow = DeviceRecord<'gorevlendirme'>;
/** A crew document (`sertifika` with `sahip: 'personel'`) as the device holds it. */
export type CrewDocumentRow = DeviceRecord<'sertifika'>;

/** The live rows of a read (`bulkGet` leaves `undefined` for ids not on the device), as records. */
const live = <R extends MirroredFields>(rows: readonly (R | undefined)[]) => rows.filter(isLive).map((row) => toRecord(row));

/** Every live person on the device (of one employer when `sirket` is given), in Turkish name order. */
export async function queryPeople(db: PortalDb, sirket = ''): Promise<PersonRow[]> {
  const table = db.records('personel');
  const rows = sirket ? await table.where('sirket').equals(sirket).sortBy('_sort') : await table.orderBy('_sort').toArray();
  return live(rows);
}

/** Every live assignment on the device (of one ship when `sirket` is given). */
export async function queryAssignments(db: PortalDb, sirket = ''): Promise<AssignmentRow[]> {
  return readCompanyRecords(db, 'gorevlendirme', sirket);
}

const bySortKey = (a: { _sort?: string; _id: string }, b: { _sort?: string; _id: string }) => {
  const x = a._sort ?? '';
  const y = b._sort ?? '';
  return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
};

/**
 * The pool as of `date`: everyone on the device with their status and document gaps (bench/crew-pool
 * times this). The people are read whole and sorted here (as `orderBy('_sort')` orders them: a read
 * through the index costs more than the sort), the assignments and documents from the device's caches
 * (crew-documents.ts: only the rows written since the last read are read again).
 */
export async function loadCrewPool(db: PortalDb, date: string): Promise<PoolEntry<PersonRow>[]> {
  const [people, tours, documents] = await Promise.all([
    db.records('personel').toArray(),
    crewAssignments.read(db),
    crewDocuments.read(db),
  ]);
  return crewPool(
    people
      .filter((row) => isLive(row))
      .sort(bySortKey)
      .map((row) => toRecord(row)),
    tours,
    documents,
    date,
  );
}

export function useCrewPool(date: string): PoolEntry<PersonRow>[] | undefined {
  const local = useLocal();
  const version = useCachedRowsVersion(crewAssignments, crewDocuments);
  return useLiveQuery(async () => (local ? loadCrewPool(local.db, date) : undefined), [local, date, version]);
}

/** One entry of the crew list: the person and the assignment that has them aboard. */
export interface CrewListRow {
  person: PersonRow;
  assignment: AssignmentRow;
}

/**
 * The crew aboard ship `sirket` on `date` ('' for every ship on the device), by ship, rank and name:
 * what `GET /api/personel/liste` answers, from the device's mirror.
 */
export async function loadCrewList(db: PortalDb, sirket: string, date: string): Promise<CrewListRow[]> {
  const assignments = await queryAssignments(db, sirket);
  // A sign-off on `date` is the ship left's only when the person joins no other ship that day (crew.ts aboardSpan).
  const leaving = [...new Set(assignments.filter((row) => row.inisTarihi === date).map((row) => row.personel))];
  const joining = leaving.length === 0 ? [] : live(await db.records('gorevlendirme').where('personel').anyOf(leaving).toArray());
  const aboard = crewOn(assignments, sirket || undefined, date, joining);
  const people = new Map(live(await db.records('personel').bulkGet(aboard.map((row) => row.personel))).map((person) => [person._id, person]));
  return aboard
    .filter((assignment) => people.has(assignment.personel))
    .map((assignment) => ({ person: people.get(assignment.personel)!, assignment }))
    .sort(
      (a, b) =>
        a.assignment.sirket.localeCompare(b.assignment.sirket) ||
        RANKS.indexOf(a.assignment.rutbe) - RANKS.indexOf(b.assignment.rutbe) ||
        turkishSortKey(`${a.person.soyad} ${a.person.ad}`).localeCompare(turkishSortKey(`${b.person.soyad} ${b.person.ad}`)),
    );
}

/**
 * Records in the history that the crew list of `sirket` ('' every ship) on `tarih` is given out whole
 * (printed or exported: docs/areas/crew.md). Needs the server: an ApiError when it cannot be reached.
 */
export async function recordCrewListExport(sirket: string, tarih: string, bicim: CrewExportForm): Promise<void> {
  await api.post<CrewListResponse>('personel/liste/disa-aktarim', { sirket, tarih, bicim });
}

export function useCrewList(sirket: string, date: string): CrewListRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? loadCrewList(local.db, sirket, date) : undefined), [local, sirket, date]);
}

/** A person by id; `null` when not on this device (or deleted here). */
export const getPerson = (db: PortalDb, id: string): Promise<PersonRow | null> => readRecord(db, 'personel', id);

/**
 * A person by id, for the screens. Typed as the wire's Person while the certificate form's crew owner
 * still asks for one: a person made on this device has no version yet, and no screen reads it.
 */
export function usePerson(id: string): Person | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && id ? ((await getPerson(local.db, id)) as Person | null) : null), [local, id]);
}

/** A person's assignments (newest sign-on first) and documents (by type, latest first), on any ship. */
export async function personRecords(db: PortalDb, id: string): Promise<{ assignments: AssignmentRow[]; documents: CrewDocumentRow[] }> {
  const assignments = live(await db.records('gorevlendirme').where('personel').equals(id).toArray()).sort((a, b) =>
    b.binisTarihi.localeCompare(a.binisTarihi),
  );
  const ids = (await crewDocuments.read(db)).filter((row) => row.personel === id).map((row) => row._id);
  // In the catalogue's order of types, the latest expiry of a type first.
  const rank = (tur: string) => CREW_CERTIFICATE_TYPES.indexOf(tur as CrewCertificateType);
  const documents = live(await db.records('sertifika').bulkGet(ids)).sort(
    (a, b) => rank(a.tur) - rank(b.tur) || (b.gecerlilikTarihi ?? '9999').localeCompare(a.gecerlilikTarihi ?? '9999'),
  );
  return { assignments, documents };
}

export function usePersonRecords(id: string) {
  const local = useLocal();
  const version = useCachedRowsVersion(crewDocuments);
  return useLiveQuery(async () => (local && id ? personRecords(local.db, id) : null), [local, id, version]);
}
