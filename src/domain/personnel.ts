// Crew records (docs/areas/crew.md): a person of the pool (`personel`, `/api/personel`) and an assignment
// to a ship (`gorevlendirme`, `/api/personel/gorevlendirme`), their write schemas and the records the
// API and the device carry. The rules they share with the screens are in crew.ts.

import * as v from 'valibot';
import { RANKS, type CrewAvailability, type DocumentGap, type Rank } from './crew';
import { CURRENCIES, type Currency } from './currency';
import { isValidIban, isValidTckn, normalizeIban } from './identifiers';
import { SCALES } from './money';
import { calendarDate, choice, decimal, optionalText, uuid } from './schema-fields';

const optionalDate = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), calendarDate], 'invalidDate')), null),
  v.transform((value): string | null => (value === '' || value === undefined ? null : value)),
);

/** A TCKN of a real person: 11 digits with both check digits (no placeholder: a seafarer has one or a passport). */
export function isPersonTckn(value: string): boolean {
  return value !== '11111111111' && isValidTckn(value);
}

/**
 * A person as the form and `POST`/`PUT /api/personel` take them. Rules (422, each on its field): the
 * TCKN's check digits (`tcKimlikNo`: `invalidTckn`), a TCKN or a passport number (`tcKimlikNo`:
 * `required`), the IBAN's (`iban`: `invalidIban`), the e-mail's.
 */
export const personSchema = v.pipe(
  v.object(
    {
      sirket: v.optional(uuid('chooseCompany'), ''),
      ad: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(100, 'tooLong')),
      soyad: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(100, 'tooLong')),
      tcKimlikNo: v.optional(
        v.pipe(
          v.string('invalid'),
          v.trim(),
          v.check((value) => value === '' || isPersonTckn(value), 'invalidTckn'),
        ),
        '',
      ),
      pasaportNo: v.pipe(optionalText(30), v.toUpperCase()),
      uyruk: optionalText(80),
      dogumTarihi: optionalDate,
      dogumYeri: optionalText(120),
      rutbe: choice(RANKS),
      gemiAdamiCuzdanNo: optionalText(40),
      telefon: optionalText(30),
      ePosta: v.optional(
        v.pipe(
          v.string('invalid'),
          v.trim(),
          v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), 'invalidEmail'),
        ),
        '',
      ),
      iban: v.optional(
        v.pipe(
          v.string('invalid'),
          v.trim(),
          v.check((value) => value === '' || isValidIban(value), 'invalidIban'),
          v.transform((value) => (value === '' ? '' : normalizeIban(value))),
        ),
        '',
      ),
      aciklama: optionalText(2000),
    },
    'required',
  ),
  v.forward(
    v.partialCheck([['tcKimlikNo'], ['pasaportNo']], (input) => input.tcKimlikNo !== '' || input.pasaportNo !== '', 'required'),
    ['tcKimlikNo'],
  ),
);

/** What names a person: a TCKN, or a passport number with its nationality. */
export type PersonIdentity = Pick<PersonFields, 'sirket' | 'tcKimlikNo' | 'pasaportNo' | 'uyruk'>;

/**
 * The identity of `person` that another live person of the same company already holds (docs/areas/crew.md
 * : a TCKN, and a passport with its nationality, names one person per company; otherwise one
 * seafarer could be assigned to two ships at once as two records): the field and its error key
 * (`tcknTaken`, `passportTaken`), or null. The server's partial unique indexes
 * (personel_tckn_unique, personel_pasaport_unique) say the same; the device asks this of its mirror.
 */
export function identityTaken(
  person: PersonIdentity,
  others: readonly (PersonIdentity & { _id: string })[],
  exceptId?: string,
): { path: 'tcKimlikNo' | 'pasaportNo'; message: 'tcknTaken' | 'passportTaken' } | null {
  const same = others.filter((other) => other._id !== exceptId && other.sirket === person.sirket);
  if (person.tcKimlikNo !== '' && same.some((other) => other.tcKimlikNo === person.tcKimlikNo)) {
    return { path: 'tcKimlikNo', message: 'tcknTaken' };
  }
  if (person.pasaportNo !== '' && same.some((other) => other.pasaportNo === person.pasaportNo && other.uyruk === person.uyruk)) {
    return { path: 'pasaportNo', message: 'passportTaken' };
  }
  return null;
}

export type PersonInput = v.InferInput<typeof personSchema>;
export type PersonFields = v.InferOutput<typeof personSchema>;

/** A person as `GET /api/sync` sends them and the device mirrors them. */
export interface Person {
  _id: string;
  sirket: string;
  ad: string;
  soyad: string;
  tcKimlikNo: string;
  pasaportNo: string;
  uyruk: string;
  dogumTarihi: string | null;
  /** Place of birth (IMO FAL Form 5); '' when not given. */
  dogumYeri: string;
  rutbe: Rank;
  gemiAdamiCuzdanNo: string;
  telefon: string;
  ePosta: string;
  iban: string;
  aciklama: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** `GET /api/personel`: a page of people. */
export interface PersonListResponse {
  personeller: Person[];
  totalCount: number;
}

export const PERSON_SORT_FIELDS = ['soyad', 'ad', 'rutbe', 'uyruk', 'updatedAt'] as const;

/** The monthly wage of an assignment: an amount (minor units on the device, major on the wire) and its currency. */
export interface Wage {
  miktar: number;
  dovizCinsi: Currency;
}

const wageSchema = v.object({ miktar: decimal(SCALES.amount, { min: 0n }), dovizCinsi: choice(CURRENCIES) }, 'invalid');

/**
 * An assignment as the form and `POST`/`PUT /api/personel/gorevlendirme` take it. Rules (422): the
 * sign-off is not before the sign-on (`inisTarihi`, `planlananInisTarihi`: `signOffBeforeSignOn`);
 * that the person is aboard one ship at a time is the server's (`overlappingAssignment`).
 */
export const assignmentSchema = v.pipe(
  v.object(
    {
      personel: uuid('required'),
      sirket: v.optional(uuid('chooseCompany'), ''),
      rutbe: choice(RANKS),
      binisTarihi: calendarDate,
      binisLimani: optionalText(120),
      planlananInisTarihi: optionalDate,
      inisTarihi: optionalDate,
      inisLimani: optionalText(120),
      ucret: v.optional(v.nullable(wageSchema), null),
      aciklama: optionalText(2000),
    },
    'required',
  ),
  v.forward(
    v.partialCheck(
      [['binisTarihi'], ['planlananInisTarihi']],
      (input) => input.planlananInisTarihi === null || input.planlananInisTarihi >= input.binisTarihi,
      'signOffBeforeSignOn',
    ),
    ['planlananInisTarihi'],
  ),
  v.forward(
    v.partialCheck(
      [['binisTarihi'], ['inisTarihi']],
      (input) => input.inisTarihi === null || input.inisTarihi >= input.binisTarihi,
      'signOffBeforeSignOn',
    ),
    ['inisTarihi'],
  ),
);

export type AssignmentInput = v.InferInput<typeof assignmentSchema>;
export type AssignmentFields = v.InferOutput<typeof assignmentSchema>;

/** An assignment as `GET /api/sync` sends it and the device mirrors it. */
export interface Assignment {
  _id: string;
  personel: string;
  sirket: string;
  rutbe: Rank;
  binisTarihi: string;
  binisLimani: string;
  planlananInisTarihi: string | null;
  inisTarihi: string | null;
  inisLimani: string;
  ucret: Wage | null;
  aciklama: string;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** `GET /api/personel/gorevlendirme`: a page of assignments. */
export interface AssignmentListResponse {
  gorevlendirmeler: Assignment[];
  totalCount: number;
}

export const ASSIGNMENT_SORT_FIELDS = ['binisTarihi', 'planlananInisTarihi', 'inisTarihi', 'updatedAt'] as const;

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
