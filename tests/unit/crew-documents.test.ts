import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar';
import {
  assignmentWarnings,
  crewPool,
  documentGaps,
  mayUnmaskCrewList,
  maskPerson,
  personDocumentReport,
  REQUIRED_DOCUMENTS,
  tourInView,
  type AssignmentDates,
} from '../../src/domain/crew';

// A crew member's document rules (docs/areas/crew.md; issue 47 #7 and #1) against hand-worked dates:
// "expired at sign-on" against "expires before the planned sign-off", the seaman's book number on
// the person counting as the book, the person's page's report, and who reads the crew list whole.

// A cook (asci) needs SAGLIK, STCW-TEMEL, GEMIADAMI-CUZDANI, PASAPORT.
const cook = [
  { tur: 'SAGLIK', gecerlilikTarihi: '2026-04-30' },
  { tur: 'STCW-TEMEL', gecerlilikTarihi: '2029-01-01' },
  { tur: 'GEMIADAMI-CUZDANI', gecerlilikTarihi: null },
  { tur: 'PASAPORT', gecerlilikTarihi: '2026-08-15' },
];

const tour = (over: Partial<AssignmentDates> & { rutbe?: 'asci' | 'kaptan' }): AssignmentDates & { rutbe?: 'asci' | 'kaptan' } => ({
  _id: 't1',
  personel: 'p1',
  sirket: 'ship-a',
  binisTarihi: '2026-05-01',
  planlananInisTarihi: '2026-11-01',
  inisTarihi: null,
  ...over,
});

describe('assignment warnings: expired at sign-on, or running out before the planned sign-off', () => {
  it('a medical valid to 04-30 and a tour from 05-01: expired at sign-on, not "expiring"', () => {
    // Sign-on 2026-05-01, planned sign-off 2026-11-01: the medical (04-30) ended the day before the
    // sign-on; the passport (08-15) is valid at sign-on and ends 78 days before the planned sign-off.
    expect(assignmentWarnings('asci', cook, '2026-11-01', '2026-05-01')).toEqual([
      { tur: 'SAGLIK', neden: 'bitmis', gecerlilikTarihi: '2026-04-30' },
      { tur: 'PASAPORT', neden: 'bitiyor', gecerlilikTarihi: '2026-08-15' },
    ]);
  });

  it('a document is valid through its expiry day: on the sign-on day it is valid, on the planned sign-off day it lasts', () => {
    expect(assignmentWarnings('asci', cook, '2026-08-15', '2026-04-30')).toEqual([
      { tur: 'SAGLIK', neden: 'bitiyor', gecerlilikTarihi: '2026-04-30' },
    ]);
    // Planned sign-off the passport's last day: it lasts the tour; the medical still ran out.
    expect(assignmentWarnings('asci', cook, '2026-08-15', '2026-04-29').map((w) => [w.tur, w.neden])).toEqual([['SAGLIK', 'bitiyor']]);
    // Without a planned sign-off only the sign-on counts.
    expect(assignmentWarnings('asci', cook, null, '2026-08-16')).toEqual([
      { tur: 'SAGLIK', neden: 'bitmis', gecerlilikTarihi: '2026-04-30' },
      { tur: 'PASAPORT', neden: 'bitmis', gecerlilikTarihi: '2026-08-15' },
    ]);
  });

  it('a renewal counts: the latest copy decides', () => {
    const renewed = [...cook, { tur: 'SAGLIK', gecerlilikTarihi: '2028-04-30' }];
    expect(assignmentWarnings('asci', renewed, '2026-11-01', '2026-05-01')).toEqual([
      { tur: 'PASAPORT', neden: 'bitiyor', gecerlilikTarihi: '2026-08-15' },
    ]);
  });
});

describe('the numbers on the person count as holding the document', () => {
  const withoutBook = cook.filter((document) => document.tur !== 'GEMIADAMI-CUZDANI' && document.tur !== 'PASAPORT');

  it('the seaman’s book number on the person: the book is held (no expiry known), not "missing"', () => {
    expect(assignmentWarnings('asci', withoutBook, '2026-04-01', '2026-03-01').map((w) => w.tur)).toEqual([
      'GEMIADAMI-CUZDANI',
      'PASAPORT',
    ]);
    expect(assignmentWarnings('asci', withoutBook, '2026-04-01', '2026-03-01', { gemiAdamiCuzdanNo: 'IST-100000' })).toEqual([
      { tur: 'PASAPORT', neden: 'eksik' },
    ]);
    expect(
      assignmentWarnings('asci', withoutBook, '2026-04-01', '2026-03-01', { gemiAdamiCuzdanNo: 'IST-100000', pasaportNo: 'U2000131' }),
    ).toEqual([]);
    // A blank number is no book.
    expect(assignmentWarnings('asci', withoutBook, '2026-04-01', '2026-03-01', { gemiAdamiCuzdanNo: '  ' }).map((w) => w.tur)).toContain(
      'GEMIADAMI-CUZDANI',
    );
  });

  it('a recorded document of the type, with its expiry, decides over the number', () => {
    // The passport recorded to 2026-08-15 still runs out before a sign-off planned for 11-01.
    expect(assignmentWarnings('asci', cook, '2026-11-01', '2026-06-01', { pasaportNo: 'U2000131' })).toEqual([
      { tur: 'SAGLIK', neden: 'bitmis', gecerlilikTarihi: '2026-04-30' },
      { tur: 'PASAPORT', neden: 'bitiyor', gecerlilikTarihi: '2026-08-15' },
    ]);
  });

  it('the pool reads the person’s numbers too', () => {
    // 2026-02-15 + 90 days = 2026-05-16: the medical (04-30) runs out; book and passport are numbers on the person.
    const documents = withoutBook.map((document) => ({ ...document, personel: 'p1' }));
    const [entry] = crewPool([{ _id: 'p1', rutbe: 'asci', gemiAdamiCuzdanNo: 'IST-1', pasaportNo: 'U1' }], [], documents, '2026-02-15');
    expect(entry!.gaps).toEqual([{ tur: 'SAGLIK', neden: 'bitiyor', gecerlilikTarihi: '2026-04-30' }]);
  });
});

describe('the pool’s gaps as of today', () => {
  it('expired before today, running out within 90 days (the 90th included), missing', () => {
    // 2026-05-01: the medical (04-30) expired yesterday; the passport (08-15) is 106 days away.
    expect(documentGaps('asci', cook, '2026-05-01')).toEqual([{ tur: 'SAGLIK', neden: 'bitmis', gecerlilikTarihi: '2026-04-30' }]);
    // 2026-05-17 + 90 days = 2026-08-15: the passport's last day is inside the lead time.
    expect(addDays('2026-05-17', 90)).toBe('2026-08-15');
    expect(documentGaps('asci', cook, '2026-05-17').map((gap) => [gap.tur, gap.neden])).toEqual([
      ['SAGLIK', 'bitmis'],
      ['PASAPORT', 'bitiyor'],
    ]);
    // On its expiry day the medical is still valid (running out).
    expect(documentGaps('asci', cook, '2026-04-30')[0]).toEqual({ tur: 'SAGLIK', neden: 'bitiyor', gecerlilikTarihi: '2026-04-30' });
  });
});

describe('a person’s page: missing with a count, expired, running out before the planned sign-off', () => {
  it('a master holding four documents: seven required ones missing', () => {
    expect(REQUIRED_DOCUMENTS.kaptan).toHaveLength(11);
    const held = [
      { tur: 'SAGLIK', gecerlilikTarihi: '2027-01-01' },
      { tur: 'STCW-TEMEL', gecerlilikTarihi: '2030-01-01' },
      { tur: 'GEMIADAMI-CUZDANI', gecerlilikTarihi: null },
      { tur: 'PASAPORT', gecerlilikTarihi: '2031-01-01' },
    ];
    const report = personDocumentReport('kaptan', held, [], '2026-06-01');
    expect(report.tour).toBeNull();
    expect(report.missing).toEqual(['YETERLIK', 'ONAY', 'STCW-ILERI', 'STCW-HAYATKURTARMA', 'GMDSS', 'STCW-TIBBI', 'SSO']);
    expect(report.missing).toHaveLength(7);
  });

  it('aboard: expired by today, and running out before the tour’s planned sign-off', () => {
    // Aboard 2026-03-01 → planned 2026-09-01, seen 2026-05-10: the medical (04-30) has expired, the
    // passport (08-15) ends before the planned sign-off.
    const aboard = tour({ binisTarihi: '2026-03-01', planlananInisTarihi: '2026-09-01' });
    expect(tourInView([aboard], '2026-05-10')).toBe(aboard);
    const report = personDocumentReport('asci', cook, [aboard], '2026-05-10');
    expect(report.tour).toEqual({ binisTarihi: '2026-03-01', planlananInisTarihi: '2026-09-01' });
    expect(report.missing).toEqual([]);
    expect(report.expired).toEqual([{ tur: 'SAGLIK', neden: 'bitmis', gecerlilikTarihi: '2026-04-30' }]);
    expect(report.beforeSignOff).toEqual([{ tur: 'PASAPORT', neden: 'bitiyor', gecerlilikTarihi: '2026-08-15' }]);
  });

  it('a tour to come: weighed at its sign-on (expired at sign-on), with its own rank', () => {
    const next = tour({ binisTarihi: '2026-05-01', planlananInisTarihi: '2026-11-01', rutbe: 'kaptan' });
    const past = tour({ _id: 't0', binisTarihi: '2025-01-01', planlananInisTarihi: '2025-06-01', inisTarihi: '2025-06-01' });
    expect(tourInView([past, next], '2026-04-01')).toBe(next);
    const report = personDocumentReport('asci', cook, [past, next], '2026-04-01');
    // Seen 04-01 the medical is still valid, but it will have expired at the sign-on (05-01).
    expect(report.expired).toEqual([{ tur: 'SAGLIK', neden: 'bitmis', gecerlilikTarihi: '2026-04-30' }]);
    expect(report.beforeSignOff.map((warning) => warning.tur)).toEqual(['PASAPORT']);
    // The master's tour: his officer's documents are missing.
    expect(report.missing).toContain('SSO');
  });
});

describe('who reads the crew list whole (issue 47 #1)', () => {
  it('an administrator, or a write grant on the ship; a read grant reads it masked', () => {
    expect(mayUnmaskCrewList({ all: true }, 'ship-a')).toBe(true);
    expect(mayUnmaskCrewList({ all: false, writable: ['ship-a'] }, 'ship-a')).toBe(true);
    expect(mayUnmaskCrewList({ all: false, writable: ['ship-b'] }, 'ship-a')).toBe(false);
  });

  it('masks the place of birth with the other personal fields', () => {
    expect(maskPerson({ dogumYeri: 'Trabzon', dogumTarihi: '1985-04-12', pasaportNo: 'U2000131' })).toEqual({
      dogumYeri: '***',
      dogumTarihi: '1985-**-**',
      pasaportNo: '******31',
    });
  });
});
