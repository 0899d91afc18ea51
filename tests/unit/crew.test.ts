import { describe, expect, it } from 'vitest';
import {
  aboardSpan,
  assignmentsOverlap,
  assignmentWarnings,
  availability,
  crewOn,
  daysAboard,
  signOnsOf,
  REQUIRED_DOCUMENTS,
  RANKS,
  type AssignmentDates,
} from '../../src/domain/crew';

// docs/areas/crew.md.
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

  it('a one-day tour (signed on and off the same day) keeps its day: a tour starting that day overlaps it', () => {
    const oneDay = assignment({ binisTarihi: '2026-08-20', inisTarihi: '2026-08-20' });
    const before = assignment({ _id: 'a0', sirket: 'ship-b', binisTarihi: '2026-03-01', inisTarihi: '2026-08-20' });
    const after = assignment({ _id: 'a2', sirket: 'ship-b', binisTarihi: '2026-08-20', inisTarihi: null });
    // Half-open intervals made [08-20, 08-20) empty: it overlapped nothing, so three ships on one day passed.
    expect(assignmentsOverlap(oneDay, after)).toBe(true);
    expect(assignmentsOverlap(after, oneDay)).toBe(true);
    // Transferring off a tour onto a one-day tour is a transfer: the day is the one-day tour's.
    expect(assignmentsOverlap(before, oneDay)).toBe(false);
    expect(assignmentsOverlap(before, after)).toBe(false);
    // Two tours starting the same day overlap, whatever their ends.
    expect(assignmentsOverlap(after, assignment({ _id: 'a3', binisTarihi: '2026-08-20', inisTarihi: '2026-08-25' }))).toBe(true);
  });

  it('the day of a same-day transfer counts once, on the ship joined: the overlap rule, the crew list and the days agree', () => {
    const left = assignment({ _id: 'left', sirket: 'ship-a', binisTarihi: '2026-03-01', inisTarihi: '2026-08-20' });
    const joined = assignment({ _id: 'joined', sirket: 'ship-b', binisTarihi: '2026-08-20', inisTarihi: null });
    const tours = [left, joined];
    expect(assignmentsOverlap(left, joined)).toBe(false);
    expect(aboardSpan(left, signOnsOf(tours))).toEqual({ from: '2026-03-01', to: '2026-08-19' });
    expect(aboardSpan(left, signOnsOf([left]))).toEqual({ from: '2026-03-01', to: '2026-08-20' });
    // On the transfer day the person is in ship B's list only; the day before in A's; the day after in B's.
    expect(crewOn(tours, 'ship-a', '2026-08-20')).toEqual([]);
    expect(crewOn(tours, 'ship-b', '2026-08-20').map((row) => row._id)).toEqual(['joined']);
    expect(crewOn(tours, undefined, '2026-08-20').map((row) => row._id)).toEqual(['joined']);
    expect(crewOn(tours, 'ship-a', '2026-08-19').map((row) => row._id)).toEqual(['left']);
    // Ship A's list alone, with the person's other tours given: the same answer.
    expect(crewOn([left], 'ship-a', '2026-08-20', [joined])).toEqual([]);
    expect(availability(tours, '2026-08-20')).toEqual({ durum: 'gemide', sirket: 'ship-b' });
    // August: 19 days on A (1st–19th), 12 on B (20th–31st): 31, each day once.
    expect(daysAboard(left, [joined], '2026-08-01', '2026-08-31')).toBe(19);
    expect(daysAboard(joined, [left], '2026-08-01', '2026-08-31')).toBe(12);
    // Without the transfer the sign-off day is the ship left's: 20 days.
    expect(daysAboard(left, [], '2026-08-01', '2026-08-31')).toBe(20);
  });

  it('days aboard: sign-on and sign-off days included, cut at the period, a one-day tour one day', () => {
    const tour = assignment({ binisTarihi: '2026-01-20', inisTarihi: '2026-03-05' });
    // January 20–31: 12; February 2026: 28; March 1–5: 5; 45 in all.
    expect(daysAboard(tour, [], '2026-01-01', '2026-01-31')).toBe(12);
    expect(daysAboard(tour, [], '2026-02-01', '2026-02-28')).toBe(28);
    expect(daysAboard(tour, [], '2026-03-01', '2026-03-31')).toBe(5);
    expect(daysAboard(tour, [], '2026-01-01', '2026-12-31')).toBe(45);
    expect(daysAboard(tour, [], '2026-04-01', '2026-04-30')).toBe(0);
    expect(daysAboard(tour, [], '2025-12-01', '2025-12-31')).toBe(0);
    // A leap February, aboard throughout and not signed off: 29.
    expect(daysAboard(assignment({ binisTarihi: '2027-12-15', inisTarihi: null }), [], '2028-02-01', '2028-02-29')).toBe(29);
    // Signed on and off the same day: that one day.
    const oneDay = assignment({ binisTarihi: '2026-04-30', inisTarihi: '2026-04-30' });
    expect(daysAboard(oneDay, [], '2026-04-01', '2026-04-30')).toBe(1);
    expect(crewOn([oneDay], 'ship-a', '2026-04-30')).toHaveLength(1);
    // A transfer on the first of a month: the month before ends on the old ship, the new month is the new ship's.
    const march = assignment({ _id: 'm', sirket: 'ship-a', binisTarihi: '2026-01-10', inisTarihi: '2026-04-01' });
    const april = assignment({ _id: 'n', sirket: 'ship-b', binisTarihi: '2026-04-01', inisTarihi: '2026-04-30' });
    expect(daysAboard(march, [april], '2026-03-01', '2026-03-31')).toBe(31);
    expect(daysAboard(march, [april], '2026-04-01', '2026-04-30')).toBe(0);
    expect(daysAboard(april, [march], '2026-04-01', '2026-04-30')).toBe(30);
    // The tour itself among the others changes nothing.
    expect(daysAboard(march, [march, april], '2026-04-01', '2026-04-30')).toBe(0);
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
