import * as v from 'valibot';
import { assignmentsOverlap, assignmentWarnings, type DocumentWarning, type PersonNumbers, type Rank } from '../domain/crew';
import { assignmentSchema, identityTaken, personSchema, type AssignmentInput, type PersonInput } from '../domain/personnel';
import { writeInputOf } from '../domain/records/form-input';
import { assignmentRecordOf, personRecordOf, storedAssignmentOf, storedPersonOf } from '../domain/records/person';
import type { PortalDb } from './db';
import { queueSave, requireLocal } from './local';
import { counts, toRecord } from './sync/collections';
import { crewDocuments } from './crew-documents';
import { personRecords } from './personnel';

// Saving a person or an assignment on the device: the shared schemas, the records the server would
// make (src/domain/records/person.ts), and one ship at a time checked against the device's mirror
// before the change is queued (the server checks again: 422 `overlappingAssignment`).

/** Validates a person with the shared schema (a ValiError otherwise), stores them here and queues them. */
export async function savePerson(input: PersonInput, id?: string): Promise<string> {
  const fields = v.parse(personSchema, writeInputOf('personel', input));
  return queueSave('personel', id, (recordId) => personRecordOf(recordId, storedPersonOf(fields)));
}

/**
 * The identity of a person (TCKN, or passport with nationality) that another person of the same
 * company on this device holds: what the server would refuse (422 `tcknTaken`, `passportTaken`),
 * said at once, offline too. A person the server refused to create holds nothing (`counts`).
 */
export async function personIdentityTaken(db: PortalDb, input: PersonInput, id?: string): Promise<{ path: string; error: string } | null> {
  const parsed = v.safeParse(personSchema, writeInputOf('personel', input));
  if (!parsed.success || !parsed.output.sirket) return null;
  const rows = await db.records('personel').where('sirket').equals(parsed.output.sirket).toArray();
  const others = rows.filter(counts).map((row) => toRecord(row));
  const taken = identityTaken(parsed.output, others, id);
  return taken && { path: taken.path, error: taken.message };
}

/** personIdentityTaken on the signed-in user's device. */
export function isPersonIdentityTaken(input: PersonInput, id?: string): Promise<{ path: string; error: string } | null> {
  return personIdentityTaken(requireLocal().db, input, id);
}

/** The record a valid assignment makes, as the server makes it. */
export function assignmentRecord(input: AssignmentInput, id: string) {
  return assignmentRecordOf(id, storedAssignmentOf(v.parse(assignmentSchema, writeInputOf('gorevlendirme', input))));
}

/** A refusal the form shows on a field, as the server would answer it. */
export class OverlapError extends Error {
  readonly path = 'binisTarihi';
  constructor() {
    super('overlappingAssignment');
  }
}

/**
 * Validates an assignment, refuses one that overlaps another of the person's on this device
 * (OverlapError), stores it and queues it.
 */
export async function saveAssignment(db: PortalDb, input: AssignmentInput, id?: string): Promise<string> {
  const fields = v.parse(assignmentSchema, writeInputOf('gorevlendirme', input));
  const { assignments } = await personRecords(db, fields.personel);
  if (assignments.some((other) => assignmentsOverlap({ ...fields, _id: id ?? '' }, other))) throw new OverlapError();
  return queueSave('gorevlendirme', id, (recordId) => assignmentRecordOf(recordId, storedAssignmentOf(fields)));
}

/** What assigning `personel` as `rank` for the planned tour warns of, from the device's documents. */
export async function tourWarnings(
  db: PortalDb,
  personel: string,
  rank: Rank,
  binisTarihi: string | null,
  planlananInisTarihi: string | null,
  person?: PersonNumbers | null,
): Promise<DocumentWarning[]> {
  const documents = (await crewDocuments.read(db)).filter((row) => row.personel === personel);
  return assignmentWarnings(rank, documents, planlananInisTarihi, binisTarihi, person);
}
