import { and, eq, inArray, isNull } from 'drizzle-orm';
import { maskPerson } from '../../../src/domain/crew';
import type { Assignment, AssignmentFields, Person, PersonFields } from '../../../src/domain/personnel';
import { recordOnWire } from '../../../src/domain/records/form-input';
import { assignmentRecordOf, personRecordOf, storedAssignmentOf, storedPersonOf } from '../../../src/domain/records/person';
import type { Db } from '../client';
import { gorevlendirme, personel } from '../schema';

export type PersonRow = typeof personel.$inferSelect;
export type AssignmentRow = typeof gorevlendirme.$inferSelect;

/** The record of the mirror and of the detail (src/domain/records/person.ts): personal fields in full. */
export function toPersonDto(row: PersonRow): Person {
  return { ...personRecordOf(row.id, row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** A person as lists and the history show them: personal fields masked (KVKK). */
export function toMaskedPersonDto(row: PersonRow): Person {
  return maskPerson(toPersonDto(row));
}

export function personValues(input: PersonFields): Record<string, unknown> {
  return { ...storedPersonOf(input) };
}

/** The record of an assignment, the wage in major units (the wire's). */
export function toAssignmentDto(row: AssignmentRow): Assignment {
  return {
    ...recordOnWire('gorevlendirme', assignmentRecordOf(row.id, row)),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function assignmentValues(input: AssignmentFields): Record<string, unknown> {
  return { ...storedAssignmentOf(input) };
}

/** The live people of the companies (`undefined`: every company). */
export function livePeople(db: Db, sirketIds: string[] | undefined): Promise<PersonRow[]> {
  if (sirketIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(personel)
    .where(and(isNull(personel.deletedAt), sirketIds ? inArray(personel.sirketId, sirketIds) : undefined));
}

/** The live people by id, whatever their company. */
export function peopleByIds(db: Db, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(personel)
    .where(and(isNull(personel.deletedAt), inArray(personel.id, ids)));
}

/** The live assignments of the ships (`undefined`: every ship). */
export function liveAssignments(db: Db, sirketIds: string[] | undefined): Promise<AssignmentRow[]> {
  if (sirketIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(gorevlendirme)
    .where(and(isNull(gorevlendirme.deletedAt), sirketIds ? inArray(gorevlendirme.sirketId, sirketIds) : undefined));
}

/** Every live assignment of one person, on any ship. */
export function assignmentsOfPerson(db: Db, personelId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(gorevlendirme)
    .where(and(isNull(gorevlendirme.deletedAt), eq(gorevlendirme.personelId, personelId)));
}

/**
 * The live assignments of the people that start on `date`, on any ship: whether a sign-off on
 * `date` is a same-day transfer (src/domain/crew.ts aboardSpan), for the crew list of that date.
 */
export function assignmentsStartingOn(db: Db, personelIds: string[], date: string): Promise<AssignmentRow[]> {
  if (personelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(gorevlendirme)
    .where(and(isNull(gorevlendirme.deletedAt), inArray(gorevlendirme.personelId, personelIds), eq(gorevlendirme.binisTarihi, date)));
}
