import * as v from 'valibot';
import { assignmentsOverlap, assignmentWarnings, type DocumentWarning, type PersonNumbers, type Rank } from '../domain/crew';
import { recordOfWrite } from '../domain/kinds/record';
import { assignmentKind, assignmentSchema, personKind, personSchema, type AssignmentInput, type PersonInput } from '../domain/personnel';
import { writeInputOf } from '../domain/records/form-input';
import type { PortalDb } from './db';
import { uniqueClashesOnDevice } from './kind-unique';
import { queueSave, openedLocal } from './local';
import { crewDocuments } from './crew-documents';
import { personRecords } from './personnel';

// Saving a person or an assignment on the device: the schemas and the records derived from their
// kinds (src/domain/kinds/person.ts, assignment.ts), the people's identities and one ship at a time
// checked against the device's mirror before the change is queued (the server checks again: 422
// `tcknTaken`, `passportTaken`, `overlappingAssignment`).

/** Neither kind names a file. */
const noFile = (path: string): never => {
  throw new Error(`a crew record names no file (${path})`);
};

/** Validates a person with the shared schema (a ValiError otherwise), stores them here and queues them. */
export async function savePerson(input: PersonInput, id?: string): Promise<string> {
  const fields = v.parse(personSchema, writeInputOf(personKind.name, input));
  return queueSave(personKind.name, id, (recordId) => recordOfWrite(personKind, recordId, fields, noFile));
}

/**
 * The identity of a person (TCKN, or passport with nationality) that another person of the same
 * company on this device holds: what the server would refuse (422 `tcknTaken`, `passportTaken`;
 * personKind's uniqueness rules), said at once, offline too.
 */
export async function personIdentityTaken(db: PortalDb, input: PersonInput, id?: string): Promise<{ path: string; error: string } | null> {
  const parsed = v.safeParse(personSchema, writeInputOf(personKind.name, input));
  if (!parsed.success || !parsed.output.sirket) return null;
  const [taken] = await uniqueClashesOnDevice(db, personKind, parsed.output, id);
  return taken ? { path: taken.path, error: taken.message } : null;
}

/** personIdentityTaken on the signed-in user's device. */
export async function isPersonIdentityTaken(input: PersonInput, id?: string): Promise<{ path: string; error: string } | null> {
  return personIdentityTaken((await openedLocal()).db, input, id);
}

/** The record a valid assignment makes, as the server makes it. */
export function assignmentRecord(input: AssignmentInput, id: string) {
  return recordOfWrite(assignmentKind, id, v.parse(assignmentSchema, writeInputOf(assignmentKind.name, input)), noFile);
}

/** A refusal the form shows on a field, as the server would answer it. */
export class OverlapError extends Error {
  readonly path = 'binisTarihi';
  constructor() {
    super('overlappingAssignment');
  }
}

/** The error key of a refused assignment save (an overlap, or the schema's first issue); null for anything else. */
export function assignmentRefusal(caught: unknown): string | null {
  if (caught instanceof OverlapError) return caught.message;
  return (caught as { issues?: { message?: string }[] } | null)?.issues?.[0]?.message ?? null;
}

/**
 * Validates an assignment, refuses one that overlaps another of the person's on this device
 * (OverlapError), stores it and queues it.
 */
export async function saveAssignment(db: PortalDb, input: AssignmentInput, id?: string): Promise<string> {
  const fields = v.parse(assignmentSchema, writeInputOf(assignmentKind.name, input));
  const { assignments } = await personRecords(db, fields.personel);
  if (assignments.some((other) => assignmentsOverlap({ ...fields, _id: id ?? '' }, other))) throw new OverlapError();
  return queueSave(assignmentKind.name, id, (recordId) => recordOfWrite(assignmentKind, recordId, fields, noFile));
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
