// Crew (MODULES.md §4): ranks, the documents each rank must hold, assignments that may not overlap,
// who is aboard on a date, and what a new assignment should warn of. Pure: device and server alike.

import { daysBetween } from './calendar';

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
 * Whether two assignments of one person overlap: a person is aboard one ship at a time
 * (`overlappingAssignment`). Signing off one ship and joining another on the same day does not
 * overlap; an assignment not yet signed off runs on.
 */
export function assignmentsOverlap(a: AssignmentDates, b: AssignmentDates): boolean {
  if (a.personel !== b.personel || a._id === b._id) return false;
  const end = (assignment: AssignmentDates) => assignment.inisTarihi ?? OPEN_END;
  return a.binisTarihi < end(b) && b.binisTarihi < end(a);
}

/** Whether `assignment` is aboard on `date` (joining and signing-off days included). */
export function aboardOn(assignment: AssignmentDates, date: string): boolean {
  return assignment.binisTarihi <= date && date <= (assignment.inisTarihi ?? OPEN_END);
}

/** The assignments aboard ship `sirket` on `date` (`GET /api/personel/liste`). */
export function crewOn<A extends AssignmentDates>(assignments: readonly A[], sirket: string, date: string): A[] {
  return assignments.filter((assignment) => assignment.sirket === sirket && aboardOn(assignment, date));
}

export const LEAVE_DAYS = 90;

export type CrewAvailability = { durum: 'gemide'; sirket: string } | { durum: 'izinde'; sirket: string } | { durum: 'musait' };

/**
 * A person's availability on `date`: aboard a ship; on leave for 90 days after signing off (their last
 * ship named); otherwise available.
 */
export function availability(assignments: readonly AssignmentDates[], date: string): CrewAvailability {
  const aboard = assignments.find((assignment) => aboardOn(assignment, date));
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

export interface DocumentWarning {
  tur: CrewCertificateType;
  neden: 'eksik' | 'bitiyor';
  gecerlilikTarihi?: string;
}

/**
 * What saving an assignment warns of (it does not refuse): each document the rank requires that the
 * person does not hold, or whose every copy expires before the planned sign-off.
 */
export function assignmentWarnings(rank: Rank, documents: readonly HeldDocument[], planlananInisTarihi?: string | null): DocumentWarning[] {
  const warnings: DocumentWarning[] = [];
  for (const tur of REQUIRED_DOCUMENTS[rank]) {
    const held = documents.filter((document) => document.tur === tur);
    if (held.length === 0) {
      warnings.push({ tur, neden: 'eksik' });
      continue;
    }
    const latest = held
      .map((document) => document.gecerlilikTarihi ?? OPEN_END)
      .sort()
      .at(-1)!;
    if (planlananInisTarihi && latest < planlananInisTarihi) warnings.push({ tur, neden: 'bitiyor', gecerlilikTarihi: latest });
  }
  return warnings;
}
