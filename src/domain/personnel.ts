// Crew records (docs/areas/crew.md): a person of the pool (`personel`, `/api/personel`) and an assignment
// to a ship (`gorevlendirme`, `/api/personel/gorevlendirme`), defined field by field in
// src/domain/kinds/person.ts and assignment.ts: their write schemas derived from them, and the answers
// of their lists. The rules they share with the screens are in crew.ts.

import * as v from 'valibot';
import type { CrewAvailability, DocumentGap } from './crew';
import { isValidIban, isValidTckn, normalizeIban } from './identifiers';
import { assignmentKind, type Assignment } from './kinds/assignment';
import { personKind, type Person } from './kinds/person';
import { writeSchemaOf } from './kinds/schema';
import { uniqueError, uniqueKeyOf } from './kinds/unique';
import type { FieldError } from './validation';
import type { ListPage } from './list-page';

export { ASSIGNMENT_SORT_FIELDS, assignmentKind, type Assignment, type WagePartValue } from './kinds/assignment';
export { PERSON_SORT_FIELDS, personKind, type Person } from './kinds/person';

/** A TCKN of a real person: 11 digits with both check digits (no placeholder: a seafarer has one or a passport). */
export function isPersonTckn(value: string): boolean {
  return value !== '11111111111' && isValidTckn(value);
}

/**
 * A person as the form and `POST`/`PUT /api/personel` take them: personKind's rules, then the TCKN's
 * check digits (`tcKimlikNo`: `invalidTckn`) and the IBAN's (`iban`: `invalidIban`, kept without
 * spaces in capitals), here rather than in the definition so that their checkers (ibantools) load
 * with the forms, not with the sync engine.
 */
export const personSchema = v.pipe(
  writeSchemaOf(personKind),
  v.forward(
    v.check((person) => person.tcKimlikNo === '' || isPersonTckn(person.tcKimlikNo), 'invalidTckn'),
    ['tcKimlikNo'],
  ),
  v.forward(
    v.check((person) => person.iban === '' || isValidIban(person.iban), 'invalidIban'),
    ['iban'],
  ),
  v.transform((person) => ({ ...person, iban: person.iban === '' ? '' : normalizeIban(person.iban) })),
);

export type PersonInput = v.InferInput<typeof personSchema>;
export type PersonFields = v.InferOutput<typeof personSchema>;

/** What names a person: a TCKN, or a passport number with its nationality. */
export type PersonIdentity = Pick<PersonFields, 'sirket' | 'tcKimlikNo' | 'pasaportNo' | 'uyruk'>;

/**
 * The identity of `person` that another live person of `others` already holds (personKind's
 * uniqueness rules, in their order: the TCKN's first), or null. The server's unique indexes say the
 * same; the device asks src/data/kind-unique.ts of its mirror.
 */
export function identityTaken(
  person: PersonIdentity,
  others: readonly (PersonIdentity & { _id: string })[],
  exceptId?: string,
): FieldError | null {
  for (const rule of personKind.unique) {
    const key = uniqueKeyOf(personKind, rule, person);
    const same = (other: PersonIdentity & { _id: string }) =>
      other._id !== exceptId && uniqueKeyOf(personKind, rule, other)?.every((value, index) => value === key?.[index]) === true;
    if (key && others.some(same)) return uniqueError(rule);
  }
  return null;
}

/** `GET /api/personel`: a page of people. */
export type PersonListResponse = ListPage<'personeller', Person>;

/** An assignment as the form and `POST`/`PUT /api/personel/gorevlendirme` take it (assignmentKind's rules). */
export const assignmentSchema = writeSchemaOf(assignmentKind);

export type AssignmentInput = v.InferInput<typeof assignmentSchema>;
export type AssignmentFields = v.InferOutput<typeof assignmentSchema>;

/** `GET /api/personel/gorevlendirme`: a page of assignments. */
export type AssignmentListResponse = ListPage<'gorevlendirmeler', Assignment>;

/**
 * One person aboard on the date (`GET /api/personel/liste`): the person with the assignment, masked
 * unless the user may write the ship's records (docs/areas/crew.md, the crew list's FAL fields).
 */
export interface CrewListEntry extends Person {
  gorevlendirme: Assignment;
}

/** `GET /api/personel/liste?sirket=&tarih=`: the crew aboard on `tarih`, each ship's by rank. */
export interface CrewListResponse {
  tarih: string;
  /** Whether every entry's personal fields are whole (the user may write every ship listed). */
  unmasked: boolean;
  personeller: CrewListEntry[];
  totalCount: number;
}

/** A row of the pool: the person, where they are, and the required documents they lack or that run out. */
export interface PoolRow {
  person: Person;
  status: CrewAvailability & { since: string | null };
  gaps: DocumentGap[];
}
