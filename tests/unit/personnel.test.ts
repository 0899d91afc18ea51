import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar';
import { assignmentWarnings, crewPool, documentGaps, maskPerson, maskPersonal, personMatches } from '../../src/domain/crew';
import { assignmentSchema, identityTaken, isPersonTckn, personSchema } from '../../src/domain/personnel';

// docs/areas/crew.md: the person's and the assignment's rules, the pool's document gaps against tours
// worked by hand, and the masks of personal data (KVKK).

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
};

describe('a person', () => {
  const base = { sirket: '0190b7a2-0000-7000-8000-000000000001', ad: 'Ali', soyad: 'Şen', rutbe: 'gemici' };

  it('checks both TCKN check digits and takes no placeholder', () => {
    // 1 0 0 0 0 0 0 0 1: odd places 1+0+0+0+1 = 2, even 0; 10th (2·7 − 0) mod 10 = 4; 11th (1+1+4) mod 10 = 6.
    expect(isPersonTckn('10000000146')).toBe(true);
    expect(isPersonTckn('10000000145')).toBe(false);
    expect(isPersonTckn('10000000136')).toBe(false);
    expect(isPersonTckn('01000000146')).toBe(false);
    expect(isPersonTckn('1000000014')).toBe(false);
    expect(isPersonTckn('11111111111')).toBe(false);
  });

  it('refuses a wrong TCKN at tcKimlikNo and needs a TCKN or a passport', () => {
    expect(issues(personSchema, { ...base, tcKimlikNo: '10000000145' })).toContainEqual({ path: 'tcKimlikNo', message: 'invalidTckn' });
    expect(issues(personSchema, base)).toEqual([{ path: 'tcKimlikNo', message: 'required' }]);
    expect(issues(personSchema, { ...base, pasaportNo: 'U123' })).toEqual([]);
    expect(issues(personSchema, { ...base, tcKimlikNo: '10000000146', rutbe: 'amiral' })).toEqual([{ path: 'rutbe', message: 'invalid' }]);
    expect(issues(personSchema, { ...base, tcKimlikNo: '10000000146', iban: 'TR00' })).toEqual([{ path: 'iban', message: 'invalidIban' }]);
  });
});

describe('an assignment', () => {
  const base = {
    personel: '0190b7a2-0000-7000-8000-000000000002',
    sirket: '0190b7a2-0000-7000-8000-000000000001',
    rutbe: 'gemici',
    binisTarihi: '2026-03-01',
  };

  it('signs off on or after the sign-on, and takes a wage in major units', () => {
    expect(issues(assignmentSchema, { ...base, inisTarihi: '2026-02-28' })).toEqual([
      { path: 'inisTarihi', message: 'signOffBeforeSignOn' },
    ]);
    expect(issues(assignmentSchema, { ...base, planlananInisTarihi: '2026-02-01' })).toEqual([
      { path: 'planlananInisTarihi', message: 'signOffBeforeSignOn' },
    ]);
    expect(issues(assignmentSchema, { ...base, inisTarihi: '2026-03-01' })).toEqual([]);
    const parsed = v.parse(assignmentSchema, { ...base, ucretKalemleri: [{ tur: 'temel', tutar: '1250.75', dovizCinsi: 'EURO' }] });
    expect(parsed.ucretKalemleri).toEqual([{ tur: 'temel', tutar: 125075, dovizCinsi: 'EURO' }]);
    expect(v.parse(assignmentSchema, base).ucretKalemleri).toEqual([]);
  });
});

describe('document gaps (the pool’s red column)', () => {
  // A cook (asci) needs SAGLIK, STCW-TEMEL, GEMIADAMI-CUZDANI, PASAPORT.
  const held = [
    { tur: 'SAGLIK', gecerlilikTarihi: '2026-04-30' },
    { tur: 'STCW-TEMEL', gecerlilikTarihi: '2029-01-01' },
    { tur: 'GEMIADAMI-CUZDANI', gecerlilikTarihi: null },
  ];

  it('missing, expiring within 90 days (the 90th day included) or before the planned sign-off', () => {
    // 2026-01-30 + 90 days = 2026-04-30: the medical's last day is inside the lead time.
    expect(addDays('2026-01-30', 90)).toBe('2026-04-30');
    expect(documentGaps('asci', held, '2026-01-30')).toEqual([
      { tur: 'SAGLIK', neden: 'bitiyor', gecerlilikTarihi: '2026-04-30' },
      { tur: 'PASAPORT', neden: 'eksik' },
    ]);
    // One day earlier, the medical is 91 days away: only the passport.
    expect(documentGaps('asci', held, '2026-01-29')).toEqual([{ tur: 'PASAPORT', neden: 'eksik' }]);
    // A tour planned to 2029-06-01 outlasts basic safety (2029-01-01).
    // The medical (2026-04-30) runs out too: 2026-01-01 + 90 days is 2026-04-01, but the tour is longer.
    const withPassport = [...held, { tur: 'PASAPORT', gecerlilikTarihi: '2031-01-01' }];
    expect(documentGaps('asci', withPassport, '2026-01-01', '2029-06-01')).toEqual([
      { tur: 'SAGLIK', neden: 'bitiyor', gecerlilikTarihi: '2026-04-30' },
      { tur: 'STCW-TEMEL', neden: 'bitiyor', gecerlilikTarihi: '2029-01-01' },
    ]);
    expect(documentGaps('asci', withPassport, '2026-01-01', '2026-04-30')).toEqual([]);
    expect(documentGaps('asci', withPassport, '2026-01-01', '2026-05-01').map((gap) => gap.tur)).toEqual(['SAGLIK']);
    // A renewal counts: the latest copy.
    expect(documentGaps('asci', [...withPassport, { tur: 'SAGLIK', gecerlilikTarihi: '2028-04-30' }], '2026-03-01')).toEqual([]);
  });

  it('an assignment warns of documents missing, or expired at a sign-on after their expiry (issue 47 #7)', () => {
    expect(assignmentWarnings('asci', held, null, '2026-05-01')).toEqual([
      { tur: 'SAGLIK', neden: 'bitmis', gecerlilikTarihi: '2026-04-30' },
      { tur: 'PASAPORT', neden: 'eksik' },
    ]);
    expect(assignmentWarnings('asci', held, null, '2026-04-30')).toEqual([{ tur: 'PASAPORT', neden: 'eksik' }]);
  });

  it('the pool: aboard since the sign-on with the tour’s plan, on leave since the sign-off, available', () => {
    const people = [
      { _id: 'p1', rutbe: 'asci' as const },
      { _id: 'p2', rutbe: 'asci' as const },
      { _id: 'p3', rutbe: 'asci' as const },
    ];
    const tours = [
      { _id: 'a1', personel: 'p1', sirket: 's1', binisTarihi: '2026-01-10', planlananInisTarihi: '2029-06-01', inisTarihi: null },
      { _id: 'a2', personel: 'p2', sirket: 's2', binisTarihi: '2025-06-01', planlananInisTarihi: null, inisTarihi: '2025-12-01' },
    ];
    const documents = [
      ...[...held, { tur: 'PASAPORT', gecerlilikTarihi: '2031-01-01' }].map((d) => ({ ...d, personel: 'p1' })),
      { tur: 'SAGLIK', gecerlilikTarihi: '2027-01-01', personel: 'p2' },
    ];
    const pool = crewPool(people, tours, documents, '2026-01-15');
    expect(pool.map((row) => row.status)).toEqual([
      { durum: 'gemide', sirket: 's1', since: '2026-01-10', until: '2029-06-01' },
      { durum: 'izinde', sirket: 's2', since: '2025-12-01', until: null },
      { durum: 'musait', since: null, until: null },
    ]);
    // Aboard until 2029-06-01: the medical (2026-04-30) and basic safety (2029-01-01) end first.
    expect(pool[0]!.gaps.map((gap) => gap.tur)).toEqual(['SAGLIK', 'STCW-TEMEL']);
    expect(pool[1]!.gaps.map((gap) => gap.tur)).toEqual(['STCW-TEMEL', 'GEMIADAMI-CUZDANI', 'PASAPORT']);
    expect(pool[2]!.gaps).toHaveLength(4);
  });
});

describe('personal data (KVKK)', () => {
  it('masks a TCKN, a passport, an IBAN and a birth date; blanks stay blank', () => {
    expect(maskPersonal('tcKimlikNo', '10000000146')).toBe('*********46');
    expect(maskPersonal('pasaportNo', 'U1234567')).toBe('******67');
    expect(maskPersonal('iban', 'TR330006100519786457841326')).toBe('TR********************1326');
    expect(maskPersonal('dogumTarihi', '1985-04-12')).toBe('1985-**-**');
    expect(maskPersonal('iban', '')).toBe('');
    expect(maskPersonal('dogumTarihi', null)).toBeNull();
    expect(maskPerson({ ad: 'Ali', tcKimlikNo: '10000000146' })).toEqual({ ad: 'Ali', tcKimlikNo: '*********46' });
  });

  it('searches names the Turkish way', () => {
    const person = { ad: 'Işıl', soyad: 'ÇİFTÇİ' };
    expect(personMatches(person, 'ışıl')).toBe(true);
    expect(personMatches(person, 'çiftçi')).toBe(true);
    expect(personMatches(person, 'IŞIL çİft')).toBe(true);
    expect(personMatches(person, 'ayşe')).toBe(false);
  });
});

describe('identityTaken (issue 46 #3)', () => {
  const base = { sirket: 's1', tcKimlikNo: '', pasaportNo: '', uyruk: 'Türkiye' };
  const others = [
    { ...base, _id: 'p1', tcKimlikNo: '10000000146' },
    { ...base, _id: 'p2', pasaportNo: 'U1234567', uyruk: 'Ukrayna' },
    { ...base, _id: 'p3', sirket: 's2', tcKimlikNo: '10000000078' },
  ];

  it('a TCKN, or a passport with its nationality, names one person per company', () => {
    expect(identityTaken({ ...base, tcKimlikNo: '10000000146' }, others)).toEqual({ path: 'tcKimlikNo', message: 'tcknTaken' });
    expect(identityTaken({ ...base, pasaportNo: 'U1234567', uyruk: 'Ukrayna' }, others)).toEqual({
      path: 'pasaportNo',
      message: 'passportTaken',
    });
    // Another nationality, another company, the person themself, a blank number: free.
    expect(identityTaken({ ...base, pasaportNo: 'U1234567', uyruk: 'Gürcistan' }, others)).toBeNull();
    expect(identityTaken({ ...base, tcKimlikNo: '10000000078' }, others)).toBeNull();
    expect(identityTaken({ ...base, tcKimlikNo: '10000000146' }, others, 'p1')).toBeNull();
    expect(identityTaken({ ...base, pasaportNo: 'X1' }, others)).toBeNull();
  });
});
