// Crew (docs/areas/crew.md): ranks, the documents each rank must hold, assignments that may not overlap,
// who is aboard on a date, and what a new assignment should warn of. Pure: device and server alike.

import { addDays, daysBetween } from './calendar';
import { textKey } from './text-key';

export const RANKS = [
  'kaptan',
  'birinci-zabit',
  'ikinci-zabit',
  'ucuncu-zabit',
  'basmuhendis',
  'ikinci-muhendis',
  'ucuncu-muhendis',
  'elektrik-zabiti',
  'lostromo',
  'usta-gemici',
  'gemici',
  'yagci',
  'asci',
  'kamarot',
  'stajyer',
] as const;
export type Rank = (typeof RANKS)[number];

/** The officers' ranks: RANKS lists them first, the ratings from the bosun (`lostromo`) on. */
export const OFFICER_RANKS: readonly Rank[] = RANKS.slice(0, RANKS.indexOf('lostromo'));

/** Whether `rank` is an officer's (BIMCO's officer retention, KPI022, counts only these). */
export function isOfficerRank(rank: string): boolean {
  return (OFFICER_RANKS as readonly string[]).includes(rank);
}

/** A crew member's certificate types (`sertifika` records with `sahip: 'personel'`). */
export const CREW_CERTIFICATE_TYPES = [
  'YETERLIK',
  'ONAY',
  'SAGLIK',
  'STCW-TEMEL',
  'STCW-ILERI',
  'STCW-HAYATKURTARMA',
  'STCW-TIBBI',
  'GMDSS',
  'SSO',
  'GEMIADAMI-CUZDANI',
  'PASAPORT',
  'VIZE',
  'DIGER',
] as const;
export type CrewCertificateType = (typeof CREW_CERTIFICATE_TYPES)[number];

/** The usual validity of a crew document in years, where the catalogue fixes one. */
export const CREW_CERTIFICATE_YEARS: Partial<Record<CrewCertificateType, number>> = { SAGLIK: 2 };

const EVERYONE: CrewCertificateType[] = ['SAGLIK', 'STCW-TEMEL', 'GEMIADAMI-CUZDANI', 'PASAPORT'];
const OFFICER: CrewCertificateType[] = [...EVERYONE, 'YETERLIK', 'ONAY', 'STCW-ILERI', 'STCW-HAYATKURTARMA'];
const DECK_OFFICER: CrewCertificateType[] = [...OFFICER, 'GMDSS'];
const RATING: CrewCertificateType[] = [...EVERYONE, 'YETERLIK'];

/**
 * Which documents each rank must hold (STCW: every seafarer a medical, basic safety and a seaman's
 * book; officers their competency, its flag endorsement, advanced fire fighting and survival craft;
 * deck officers GMDSS; the master and chief mate medical care, the master also ship security).
 */
export const REQUIRED_DOCUMENTS: Record<Rank, readonly CrewCertificateType[]> = {
  kaptan: [...DECK_OFFICER, 'STCW-TIBBI', 'SSO'],
  'birinci-zabit': [...DECK_OFFICER, 'STCW-TIBBI'],
  'ikinci-zabit': DECK_OFFICER,
  'ucuncu-zabit': DECK_OFFICER,
  basmuhendis: OFFICER,
  'ikinci-muhendis': OFFICER,
  'ucuncu-muhendis': OFFICER,
  'elektrik-zabiti': OFFICER,
  lostromo: RATING,
  'usta-gemici': RATING,
  gemici: RATING,
  yagci: RATING,
  asci: EVERYONE,
  kamarot: EVERYONE,
  stajyer: EVERYONE,
};

/** What the rules read of an assignment. */
export interface AssignmentDates {
  _id: string;
  personel: string;
  sirket: string;
  binisTarihi: string;
  planlananInisTarihi?: string | null;
  /** Set when signed off; until then the person is aboard. */
  inisTarihi?: string | null;
}

const OPEN_END = '9999-12-31';

/**
 * The sign-ons of a set of assignments (each person's sign-on days), which decide whose a sign-off
 * day is (aboardSpan). Build it once from every assignment of the people concerned.
 */
export type SignOns = ReadonlySet<string>;

const signOnKey = (personel: string, date: string) => `${personel} ${date}`;

export function signOnsOf(assignments: Iterable<AssignmentDates>): SignOns {
  const keys = new Set<string>();
  for (const assignment of assignments) keys.add(signOnKey(assignment.personel, assignment.binisTarihi));
  return keys;
}

/** The first and last day an assignment counts aboard, both included (`to` is OPEN_END while not signed off). */
export interface AboardSpan {
  from: string;
  to: string;
}

/**
 * The days an assignment counts aboard (docs/areas/crew.md): THE rule the overlap check, the crew
 * list of a date and the wage sheet's days all read. From the sign-on day to the sign-off day, both
 * included; but the day of a same-day transfer counts once, on the ship joined: the sign-off day
 * belongs to the ship left only when no other assignment of the person starts that day
 * (`signOns`). An assignment signed on and off the same day keeps its one day (so another one
 * starting that day overlaps it). Not signed off: it runs on, whatever the plan said.
 *
 * Worked: a tour of ship A 03-01 → 08-20 and one of ship B from 08-20: A counts 03-01 … 08-19
 * (172 days), B from 08-20. Without the tour of B, A counts 03-01 … 08-20 (173 days).
 */
export function aboardSpan(assignment: AssignmentDates, signOns: SignOns): AboardSpan {
  const { binisTarihi: from, inisTarihi: off } = assignment;
  if (!off) return { from, to: OPEN_END };
  const transfer = off > from && signOns.has(signOnKey(assignment.personel, off));
  return { from, to: transfer ? addDays(off, -1) : off };
}

/**
 * Whether two assignments of one person overlap: a person is aboard one ship at a time
 * (`overlappingAssignment`). They overlap when they share a day aboard (aboardSpan, each read with
 * the other's sign-on): signing off one ship and joining another the same day does not overlap; a
 * one-day tour and another starting that day do; an assignment not yet signed off runs on.
 */
export function assignmentsOverlap(a: AssignmentDates, b: AssignmentDates): boolean {
  if (a.personel !== b.personel || a._id === b._id) return false;
  const signOns = signOnsOf([a, b]);
  const [x, y] = [aboardSpan(a, signOns), aboardSpan(b, signOns)];
  return x.from <= y.to && y.from <= x.to;
}

/**
 * Whether `assignment` is aboard on `date` (aboardSpan: joining day included, the signing-off day
 * unless the person joins another ship that day). `signOns`: of the person's other assignments.
 */
export function aboardOn(assignment: AssignmentDates, date: string, signOns: SignOns = signOnsOf([assignment])): boolean {
  const span = aboardSpan(assignment, signOns);
  return span.from <= date && date <= span.to;
}

/**
 * The assignments aboard ship `sirket` (every ship when undefined) on `date`: the crew list (`GET
 * /api/personel/liste`, the device's list). `others`: every assignment of the people concerned, on
 * any ship (by default the list's own), whose sign-ons tell whether a sign-off day is a transfer.
 */
export function crewOn<A extends AssignmentDates>(
  assignments: readonly A[],
  sirket: string | undefined,
  date: string,
  others: readonly AssignmentDates[] = assignments,
): A[] {
  const signOns = signOnsOf([...assignments, ...others]);
  return assignments.filter((assignment) => (sirket === undefined || assignment.sirket === sirket) && aboardOn(assignment, date, signOns));
}

/**
 * The days `assignment` counts aboard from `from` to `to`, both included (a wage sheet's month:
 * docs/areas/crew.md, "days aboard in the month, sign-on and sign-off days included"), by aboardSpan:
 * a same-day transfer's day is the ship joined's. `others`: the person's other assignments.
 */
export function daysAboard(assignment: AssignmentDates, others: readonly AssignmentDates[], from: string, to: string): number {
  const span = aboardSpan(assignment, signOnsOf([assignment, ...others.filter((other) => other._id !== assignment._id)]));
  const first = span.from > from ? span.from : from;
  const last = span.to < to ? span.to : to;
  return first > last ? 0 : daysBetween(first, last) + 1;
}

export const LEAVE_DAYS = 90;

export type CrewAvailability = { durum: 'gemide'; sirket: string } | { durum: 'izinde'; sirket: string } | { durum: 'musait' };

/**
 * A person's availability on `date`: aboard a ship; on leave for 90 days after signing off (their last
 * ship named); otherwise available.
 */
export function availability(assignments: readonly AssignmentDates[], date: string): CrewAvailability {
  const signOns = signOnsOf(assignments);
  const aboard = assignments.find((assignment) => aboardOn(assignment, date, signOns));
  if (aboard) return { durum: 'gemide', sirket: aboard.sirket };
  const last = assignments
    .filter((assignment) => assignment.inisTarihi && assignment.inisTarihi < date)
    .sort((a, b) => b.inisTarihi!.localeCompare(a.inisTarihi!))[0];
  if (last && daysBetween(last.inisTarihi!, date) <= LEAVE_DAYS) return { durum: 'izinde', sirket: last.sirket };
  return { durum: 'musait' };
}

export interface HeldDocument {
  tur: string;
  gecerlilikTarihi?: string | null;
}

/**
 * The document numbers a person's record carries (docs/areas/crew.md): a seaman's book or passport
 * number on the person counts as holding that document when no certificate of its type is recorded
 * (its expiry unknown, so it never reads as running out); a recorded one, with its expiry, decides.
 */
export interface PersonNumbers {
  gemiAdamiCuzdanNo?: string | null;
  pasaportNo?: string | null;
}

/**
 * Why a required document is named (docs/areas/crew.md): missing (`eksik`); already expired on the
 * day that counts — the sign-on for an assignment, today for the pool (`bitmis`: "expired at
 * sign-on" / "expired"); or running out before the planned sign-off or within the lead time
 * (`bitiyor`).
 */
export type GapReason = 'eksik' | 'bitmis' | 'bitiyor';

export interface DocumentWarning {
  tur: CrewCertificateType;
  neden: GapReason;
  gecerlilikTarihi?: string;
}

/** The documents `person` holds, the numbers on their record counted (PersonNumbers). */
export function heldWithNumbers(documents: readonly HeldDocument[], person?: PersonNumbers | null): readonly HeldDocument[] {
  if (!person) return documents;
  const extra: HeldDocument[] = [];
  const numbered: [CrewCertificateType, string | null | undefined][] = [
    ['GEMIADAMI-CUZDANI', person.gemiAdamiCuzdanNo],
    ['PASAPORT', person.pasaportNo],
  ];
  for (const [tur, number] of numbered) {
    if (number && number.trim() !== '' && !documents.some((document) => document.tur === tur)) extra.push({ tur, gecerlilikTarihi: null });
  }
  return extra.length === 0 ? documents : [...documents, ...extra];
}

/**
 * What saving an assignment warns of (it does not refuse), in the rank's order of documents: each
 * required document the person does not hold (`eksik`); one whose every copy expired before the
 * sign-on (`bitmis`, "expired at sign-on": a medical valid to 04-30 and a tour from 05-01); one
 * valid at sign-on whose every copy expires before the planned sign-off (`bitiyor`). A document
 * valid through its expiry day: expiring on the sign-on day is valid at sign-on, and expiring on
 * the planned sign-off day lasts the tour. `person`: the numbers on their record (PersonNumbers).
 */
export function assignmentWarnings(
  rank: Rank,
  documents: readonly HeldDocument[],
  planlananInisTarihi?: string | null,
  binisTarihi?: string | null,
  person?: PersonNumbers | null,
): DocumentWarning[] {
  const held = heldWithNumbers(documents, person);
  const warnings: DocumentWarning[] = [];
  for (const tur of REQUIRED_DOCUMENTS[rank]) {
    const latest = latestExpiry(held, tur);
    if (latest === undefined) warnings.push({ tur, neden: 'eksik' });
    else if (binisTarihi && latest < binisTarihi) warnings.push({ tur, neden: 'bitmis', gecerlilikTarihi: latest });
    else if (planlananInisTarihi && latest < planlananInisTarihi) warnings.push({ tur, neden: 'bitiyor', gecerlilikTarihi: latest });
  }
  return warnings;
}

/** The latest expiry of the documents of type `tur` (OPEN_END for one that never expires), undefined with none. */
function latestExpiry(documents: readonly HeldDocument[], tur: string): string | undefined {
  let latest: string | undefined;
  for (const document of documents) {
    if (document.tur !== tur) continue;
    const expiry = document.gecerlilikTarihi ?? OPEN_END;
    if (latest === undefined || expiry > latest) latest = expiry;
  }
  return latest;
}

/** How far ahead the pool looks for a document that runs out. */
export const DOCUMENT_LEAD_DAYS = 90;

/** A required document the pool shows red: missing, expired, or (its latest copy) expiring soon or before the planned sign-off. */
export type DocumentGap = DocumentWarning;

/**
 * The pool's document column as of `date`: each document the rank requires that is missing
 * (`eksik`), whose latest copy expired before `date` (`bitmis`), or expires within 90 days of `date`
 * (the 90th day included) or before the planned sign-off of the tour the person is on (`bitiyor`).
 * Empty: the column is green. `person`: the numbers on their record (PersonNumbers).
 */
export function documentGaps(
  rank: Rank,
  documents: readonly HeldDocument[],
  date: string,
  planlananInisTarihi?: string | null,
  person?: PersonNumbers | null,
): DocumentGap[] {
  const soon = addDays(date, DOCUMENT_LEAD_DAYS);
  const held = heldWithNumbers(documents, person);
  const gaps: DocumentGap[] = [];
  for (const tur of REQUIRED_DOCUMENTS[rank]) {
    const latest = latestExpiry(held, tur);
    if (latest === undefined) gaps.push({ tur, neden: 'eksik' });
    else if (latest < date) gaps.push({ tur, neden: 'bitmis', gecerlilikTarihi: latest });
    else if (latest <= soon || (planlananInisTarihi && latest < planlananInisTarihi)) {
      gaps.push({ tur, neden: 'bitiyor', gecerlilikTarihi: latest });
    }
  }
  return gaps;
}

/** The tour a person's page weighs their documents against: the one aboard on `date`, else the next planned one. */
export function tourInView<A extends AssignmentDates>(assignments: readonly A[], date: string): A | null {
  const signOns = signOnsOf(assignments);
  const aboard = assignments.find((assignment) => aboardOn(assignment, date, signOns));
  if (aboard) return aboard;
  const next = assignments.filter((assignment) => assignment.binisTarihi > date).sort((a, b) => a.binisTarihi.localeCompare(b.binisTarihi));
  return next[0] ?? null;
}

/** A person's page's document summary (docs/areas/crew.md). */
export interface PersonDocumentReport {
  /** The tour weighed against (aboard now, else the next planned one), or null. */
  tour: { binisTarihi: string; planlananInisTarihi: string | null } | null;
  /** Required documents not held. */
  missing: CrewCertificateType[];
  /** Expired by the tour's sign-on (a tour to come) or by `date` (aboard, or no tour). */
  expired: DocumentWarning[];
  /** Valid now (or at sign-on) but running out before the tour's planned sign-off. */
  beforeSignOff: DocumentWarning[];
  /** Without a tour in view: running out within the 90 days' lead. */
  soon: DocumentWarning[];
}

/**
 * What a person's page says of their documents as of `date`: the required ones missing (with their
 * count), those expired, and those running out before the planned sign-off of the tour aboard or to
 * come (the rank of that tour's assignment; without one, the person's rank and the 90 days' lead).
 * Worked: a cook aboard 2026-03-01 → planned 2026-09-01, medical to 2026-07-31, seen 2026-05-01:
 * the medical expires before the planned sign-off.
 */
export function personDocumentReport(
  rank: Rank,
  documents: readonly HeldDocument[],
  assignments: readonly (AssignmentDates & { rutbe?: Rank })[],
  date: string,
  person?: PersonNumbers | null,
): PersonDocumentReport {
  const tour = tourInView(assignments, date);
  if (!tour) {
    const gaps = documentGaps(rank, documents, date, null, person);
    return {
      tour: null,
      missing: gaps.filter((gap) => gap.neden === 'eksik').map((gap) => gap.tur),
      expired: gaps.filter((gap) => gap.neden === 'bitmis'),
      beforeSignOff: [],
      soon: gaps.filter((gap) => gap.neden === 'bitiyor'),
    };
  }
  // Aboard: expired means by today; a tour to come: by its sign-on.
  const from = tour.binisTarihi > date ? tour.binisTarihi : date;
  const warnings = assignmentWarnings(tour.rutbe ?? rank, documents, tour.planlananInisTarihi ?? null, from, person);
  return {
    tour: { binisTarihi: tour.binisTarihi, planlananInisTarihi: tour.planlananInisTarihi ?? null },
    missing: warnings.filter((warning) => warning.neden === 'eksik').map((warning) => warning.tur),
    expired: warnings.filter((warning) => warning.neden === 'bitmis'),
    beforeSignOff: warnings.filter((warning) => warning.neden === 'bitiyor'),
    soon: [],
  };
}

/** The person's fields that are personal data (KVKK): masked in lists and in the history's values. */
export const PERSONAL_FIELDS = ['tcKimlikNo', 'dogumTarihi', 'dogumYeri', 'iban', 'pasaportNo'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** Every character of `text` as a star. */
const stars = (text: string) => text.replace(/./gu, '*');

/**
 * A personal value as lists and the history show it: a TCKN, passport or IBAN with only its last
 * characters (TCKN and passport 2, IBAN its country and last 4), a birth date as its year, a
 * place of birth not at all. Blank and null stay as they are.
 */
export function maskPersonal(field: PersonalField, value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  switch (field) {
    case 'dogumTarihi':
      return `${value.slice(0, 4)}-**-**`;
    case 'dogumYeri':
      return '***';
    case 'iban': {
      const compact = value.replace(/\s+/g, '');
      return `${compact.slice(0, 2)}${stars(compact.slice(2, -4))}${compact.slice(-4)}`;
    }
    default:
      return `${stars(value.slice(0, -2))}${value.slice(-2)}`;
  }
}

/** A record with its personal fields masked (the others as they are). */
export function maskPerson<P extends Partial<Record<PersonalField, unknown>>>(person: P): P {
  const masked: Record<string, unknown> = { ...person };
  for (const field of PERSONAL_FIELDS) if (field in masked) masked[field] = maskPersonal(field, masked[field]);
  return masked as P;
}

/** Whether a person's name (or document number) matches a search, Turkish-aware (`ışık` finds `IŞIK`, `Işık`). */
export function personMatches(person: { ad: string; soyad: string; gemiAdamiCuzdanNo?: string }, search: string): boolean {
  const wanted = textKey(search);
  if (wanted === '') return true;
  return textKey(`${person.ad} ${person.soyad} ${person.gemiAdamiCuzdanNo ?? ''}`).includes(wanted);
}

/** What the pool reads of a person. */
export interface PoolPerson extends PersonNumbers {
  _id: string;
  rutbe: Rank;
}

/** What the pool reads of a crew document (`sertifika` with `sahip: 'personel'`). */
export interface PoolDocument extends HeldDocument {
  personel: string | null;
}

export type PoolStatus = CrewAvailability & {
  /** Aboard since (the sign-on), on leave since (the sign-off); null when available. */
  since: string | null;
  /** The tour's planned sign-off when aboard. */
  until: string | null;
};

export interface PoolEntry<P> {
  person: P;
  status: PoolStatus;
  gaps: DocumentGap[];
}

/**
 * The pool as of `date`: each person with their status (aboard which ship since when, on leave since
 * when, available) and the required documents missing or running out (documentGaps, up to the planned
 * sign-off when aboard). One pass over the assignments and one over the documents.
 */
export function crewPool<P extends PoolPerson>(
  people: readonly P[],
  assignments: readonly (AssignmentDates & { rutbe?: Rank })[],
  documents: readonly PoolDocument[],
  date: string,
): PoolEntry<P>[] {
  const tours = new Map<string, AssignmentDates[]>();
  for (const assignment of assignments) {
    const list = tours.get(assignment.personel);
    if (list) list.push(assignment);
    else tours.set(assignment.personel, [assignment]);
  }
  const held = new Map<string, HeldDocument[]>();
  for (const document of documents) {
    if (!document.personel) continue;
    const list = held.get(document.personel);
    if (list) list.push(document);
    else held.set(document.personel, [document]);
  }
  return people.map((person) => {
    const own = tours.get(person._id) ?? [];
    const status = poolStatus(own, date);
    return { person, status, gaps: documentGaps(person.rutbe, held.get(person._id) ?? [], date, status.until, person) };
  });
}

/** A person's status on `date` with its dates (availability, and since when). */
export function poolStatus(assignments: readonly AssignmentDates[], date: string): PoolStatus {
  const found = availability(assignments, date);
  if (found.durum === 'gemide') {
    const signOns = signOnsOf(assignments);
    const tour = assignments.find((assignment) => aboardOn(assignment, date, signOns))!;
    return { ...found, since: tour.binisTarihi, until: tour.planlananInisTarihi ?? null };
  }
  if (found.durum === 'izinde') {
    const last = assignments
      .filter((assignment) => assignment.inisTarihi && assignment.inisTarihi < date)
      .reduce<string>((latest, assignment) => (assignment.inisTarihi! > latest ? assignment.inisTarihi! : latest), '');
    return { ...found, since: last, until: null };
  }
  return { ...found, since: null, until: null };
}

/** How the crew list's print or export is recorded (`POST /api/personel/liste/disa-aktarim`). */
export const CREW_EXPORT_FORMS = ['xlsx', 'yazdir'] as const;
export type CrewExportForm = (typeof CREW_EXPORT_FORMS)[number];

/** What the crew list's rule reads of the user's grants: every company (an administrator), or those granted `yazma`. */
export type WriteScope = { all: true } | { all: false; writable: readonly string[] };

/**
 * Whether the user's crew list of ship `sirket` carries the IMO FAL Form 5 fields whole (passport,
 * TCKN, date and place of birth; docs/areas/crew.md): an administrator, or a user granted `yazma`
 * on the ship (who manages its crew). Everyone else reads them masked, as in the pool.
 */
export function mayUnmaskCrewList(scope: WriteScope, sirket: string): boolean {
  return scope.all || scope.writable.includes(sirket);
}
