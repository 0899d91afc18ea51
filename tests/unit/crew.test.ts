import { describe, expect, it } from 'vitest';
import {
  assignmentsOverlap,
  assignmentWarnings,
  availability,
  crewOn,
  REQUIRED_DOCUMENTS,
  RANKS,
  type AssignmentDates,
} from '../../src/domain/crew';

// MODULES.md §4.
const assignment = (over: Partial<AssignmentDates>): AssignmentDates => ({
  _id: 'a1',
  personel: 'p1',
  sirket: 'ship-a',
  binisTarihi: '2026-03-01',
  planlananInisTarihi: '2026-09-01',
  inisTarihi: '2026-08-20',
  ...over,
});

describe('assignments', () => {
  it('a person is aboard one ship at a time; signing off and joining the same day does not overlap', () => {
    const first = assignment({});
    expect(assignmentsOverlap(first, assignment({ _id: 'a2', sirket: 'ship-b', binisTarihi: '2026-08-19', inisTarihi: null }))).toBe(true);
    expect(assignmentsOverlap(first, assignment({ _id: 'a2', sirket: 'ship-b', binisTarihi: '2026-08-20', inisTarihi: null }))).toBe(false);
    expect(assignmentsOverlap(first, assignment({ _id: 'a2', binisTarihi: '2026-01-01', inisTarihi: '2026-03-01' }))).toBe(false);
    expect(assignmentsOverlap(first, assignment({ _id: 'a2', binisTarihi: '2026-01-01', inisTarihi: '2026-03-02' }))).toBe(true);
    // Not yet signed off: aboard until further notice, whatever the plan said.
    const open = assignment({ inisTarihi: null });
    expect(assignmentsOverlap(open, assignment({ _id: 'a2', binisTarihi: '2027-01-01', inisTarihi: null }))).toBe(true);
    // Another person, or the assignment itself, never overlaps.
    expect(assignmentsOverlap(first, assignment({ _id: 'a2', personel: 'p2' }))).toBe(false);
    expect(assignmentsOverlap(first, first)).toBe(false);
  });

  it('the crew aboard a ship on a date counts the joining and signing-off days', () => {
    const list = [
      assignment({ _id: 'x' }),
      assignment({ _id: 'y', personel: 'p2', binisTarihi: '2026-08-20', inisTarihi: null }),
      assignment({ _id: 'z', personel: 'p3', sirket: 'ship-b', inisTarihi: null }),
    ];
    expect(crewOn(list, 'ship-a', '2026-08-20').map((row) => row._id)).toEqual(['x', 'y']);
    expect(crewOn(list, 'ship-a', '2026-08-21').map((row) => row._id)).toEqual(['y']);
    expect(crewOn(list, 'ship-a', '2026-02-28')).toEqual([]);
  });

  it('availability: aboard, on leave for 90 days after signing off, then available', () => {
    const history = [assignment({})];
    expect(availability(history, '2026-05-01')).toEqual({ durum: 'gemide', sirket: 'ship-a' });
    expect(availability(history, '2026-11-18')).toEqual({ durum: 'izinde', sirket: 'ship-a' });
    expect(availability(history, '2026-11-19')).toEqual({ durum: 'musait' });
    expect(availability([], '2026-05-01')).toEqual({ durum: 'musait' });
  });
});

describe('assignmentWarnings', () => {
  it('every rank needs a medical, basic safety, a seaman’s book and a passport; a master also GMDSS and ship security', () => {
    for (const rank of RANKS)
      expect(REQUIRED_DOCUMENTS[rank]).toEqual(expect.arrayContaining(['SAGLIK', 'STCW-TEMEL', 'GEMIADAMI-CUZDANI', 'PASAPORT']));
    expect(REQUIRED_DOCUMENTS.kaptan).toEqual(expect.arrayContaining(['YETERLIK', 'ONAY', 'GMDSS', 'SSO', 'STCW-TIBBI']));
  });

  it('warns of each missing document and of one whose every copy expires before the planned sign-off', () => {
    const documents = [
      { tur: 'SAGLIK', gecerlilikTarihi: '2026-06-30' },
      { tur: 'SAGLIK', gecerlilikTarihi: '2026-07-31' },
      { tur: 'STCW-TEMEL', gecerlilikTarihi: '2030-01-01' },
      { tur: 'GEMIADAMI-CUZDANI', gecerlilikTarihi: null },
      { tur: 'PASAPORT', gecerlilikTarihi: '2026-09-01' },
    ];
    expect(assignmentWarnings('asci', documents, '2026-09-01')).toEqual([
      { tur: 'SAGLIK', neden: 'bitiyor', gecerlilikTarihi: '2026-07-31' },
    ]);
    expect(assignmentWarnings('gemici', documents, '2026-07-15')).toEqual([{ tur: 'YETERLIK', neden: 'eksik' }]);
    expect(assignmentWarnings('stajyer', [], null).map((warning) => warning.tur)).toEqual([
      'SAGLIK',
      'STCW-TEMEL',
      'GEMIADAMI-CUZDANI',
      'PASAPORT',
    ]);
  });
});
