import { describe, expect, it } from 'vitest';
import {
  ACTION_CODES,
  INSPECTION_TYPES,
  PSC_REGIMES,
  RISK_PROFILES,
  deficiencyDue,
  deficiencyErrors,
  inspectionCalendar,
  internalAuditDue,
  isOpenDeficiency,
  isOverdue,
  openDeficiencies,
  pscPriority,
  pscWindow,
  type ActionCode,
  type Inspection,
} from '../../src/domain/inspections';

// docs/areas/inspections.md: every figure below is worked by hand from the rules there.

const inspection = (over: Partial<Inspection> = {}): Inspection => ({
  sirket: 'ship-a',
  tur: 'PSC',
  rejim: 'paris',
  riskProfili: 'SRS',
  tarih: '2026-01-31',
  planliKalkis: '2026-02-02',
  sonrakiLimanVaris: '2026-02-10',
  eksiklikler: [],
  ...over,
});

describe('catalogues', () => {
  it('spell the values as the contract does', () => {
    expect(INSPECTION_TYPES).toEqual(['PSC', 'bayrak', 'vetting', 'klas', 'ic-denetim', 'dis-denetim']);
    expect(PSC_REGIMES).toEqual(['paris', 'tokyo', 'uscg', 'diger']);
    expect(RISK_PROFILES).toEqual(['HRS', 'SRS', 'LRS']);
    expect(ACTION_CODES).toEqual(['10', '12', '15', '16', '17', '18', '30', '99']);
  });
});

describe('deficiencyDue', () => {
  // An inspection on 31 January 2026, planned to sail 2 February, next port 10 February.
  it.each<[ActionCode, string | null]>([
    ['10', '2026-01-31'], // rectified at the inspection
    ['12', '2026-01-31'], // all rectified at the inspection
    ['15', '2026-02-10'], // at the next port: its arrival
    ['16', '2026-02-14'], // 31 Jan + 14 days
    ['17', '2026-02-02'], // before departure: the planned departure
    ['18', '2026-04-30'], // 31 Jan + 3 months = 31 Apr, clamped to 30 Apr
    ['30', '2026-02-02'], // detention: before sailing
    ['99', null], // an observation is never due
  ])('action code %s is due %s', (code, due) => {
    expect(deficiencyDue(inspection(), { aksiyonKodu: code })).toBe(due);
  });

  it('without the next port 15 is belirsiz; without the planned departure 17 and 30 are due the inspection day', () => {
    const unknown = inspection({ planliKalkis: null, sonrakiLimanVaris: '' });
    expect(deficiencyDue(unknown, { aksiyonKodu: '15' })).toBe('belirsiz');
    expect(deficiencyDue(unknown, { aksiyonKodu: '17' })).toBe('2026-01-31');
    expect(deficiencyDue(unknown, { aksiyonKodu: '30' })).toBe('2026-01-31');
  });

  it.each([
    ['2024-02-29', '2024-05-29'], // from 29 Feb: the day is kept
    ['2023-11-29', '2024-02-29'], // into a leap February: 29 Feb exists
    ['2023-11-30', '2024-02-29'], // 30 Nov + 3 months = 30 Feb 2024, clamped to 29 Feb
    ['2024-11-30', '2025-02-28'], // 30 Feb 2025, clamped to 28 Feb
    ['2025-10-31', '2026-01-31'], // across the year's end
  ])('18 from %s is due %s (3 months, month-end clamped)', (tarih, due) => {
    expect(deficiencyDue(inspection({ tarih }), { aksiyonKodu: '18' })).toBe(due);
  });

  it.each([
    ['2024-02-20', '2024-03-05'], // 9 days to 29 Feb, 5 more in March
    ['2026-02-20', '2026-03-06'], // 8 days to 28 Feb, 6 more in March
    ['2026-12-25', '2027-01-08'], // across the year's end
  ])('16 from %s is due %s (14 days)', (tarih, due) => {
    expect(deficiencyDue(inspection({ tarih }), { aksiyonKodu: '16' })).toBe(due);
  });
});

describe('open and overdue deficiencies', () => {
  const found = inspection();

  it('an open deficiency is overdue from the day after its due date, not on it', () => {
    const open = { aksiyonKodu: '18' as const, kapanisTarihi: null };
    expect(isOverdue(found, open, '2026-04-30')).toBe(false);
    expect(isOverdue(found, open, '2026-05-01')).toBe(true);
  });

  it('a closed one is neither open nor overdue from its closing day; before it, it was', () => {
    const closed = { aksiyonKodu: '16' as const, kapanisTarihi: '2026-03-01' };
    expect(isOpenDeficiency(found, closed, '2026-02-28')).toBe(true);
    expect(isOverdue(found, closed, '2026-02-28')).toBe(true);
    expect(isOpenDeficiency(found, closed, '2026-03-01')).toBe(false);
    expect(isOverdue(found, closed, '2026-03-01')).toBe(false);
  });

  it('10 and 12 are closed at the inspection, 99 is never open, belirsiz is open but never overdue', () => {
    expect(isOpenDeficiency(found, { aksiyonKodu: '10' }, '2026-01-31')).toBe(false);
    expect(isOpenDeficiency(found, { aksiyonKodu: '12' }, '2027-01-31')).toBe(false);
    expect(isOpenDeficiency(found, { aksiyonKodu: '99' }, '2026-02-01')).toBe(false);
    const unknownPort = inspection({ sonrakiLimanVaris: null });
    expect(isOpenDeficiency(unknownPort, { aksiyonKodu: '15' }, '2030-01-01')).toBe(true);
    expect(isOverdue(unknownPort, { aksiyonKodu: '15' }, '2030-01-01')).toBe(false);
  });

  it('is not open before the inspection found it', () => {
    expect(isOpenDeficiency(found, { aksiyonKodu: '18' }, '2026-01-30')).toBe(false);
  });

  it('lists the open ones overdue first, then by due date, belirsiz last', () => {
    const a = inspection({
      _id: 'a',
      eksiklikler: [
        { aksiyonKodu: '18' }, // due 2026-04-30
        { aksiyonKodu: '10' }, // closed
        { aksiyonKodu: '99' }, // observation
        { aksiyonKodu: '16' }, // due 2026-02-14: overdue on 03-01
      ],
    });
    const b = inspection({
      _id: 'b',
      tarih: '2026-02-20',
      planliKalkis: '2026-02-21',
      sonrakiLimanVaris: null,
      eksiklikler: [{ aksiyonKodu: '15' }, { aksiyonKodu: '17' }],
    });
    const open = openDeficiencies([a, b], '2026-03-01');
    expect(open.map((row) => [row.denetim._id, row.sira, row.vade, row.gecikti])).toEqual([
      ['a', 3, '2026-02-14', true],
      ['b', 1, '2026-02-21', true],
      ['a', 0, '2026-04-30', false],
      ['b', 0, 'belirsiz', false],
    ]);
  });
});

describe('pscWindow', () => {
  // The last inspection on 31 January 2026: each window's ends, month-end clamped.
  it.each([
    ['paris', 'HRS', '2026-06-30', '2026-07-31'], // 5–6 months: 31 Jun → 30 Jun, 31 Jul
    ['paris', 'SRS', '2026-11-30', '2027-01-31'], // 10–12 months: 31 Nov → 30 Nov
    ['paris', 'LRS', '2028-01-31', '2029-01-31'], // 24–36 months
    ['tokyo', 'HRS', '2026-03-31', '2026-05-31'], // 2–4 months
    ['tokyo', 'SRS', '2026-06-30', '2026-09-30'], // 5–8 months: 31 Jun → 30 Jun, 31 Sep → 30 Sep
    ['tokyo', 'LRS', '2026-10-31', '2027-07-31'], // 9–18 months
  ] as const)('%s %s opens %s and closes %s', (rejim, profile, acilis, kapanis) => {
    expect(pscWindow(rejim, profile, '2026-01-31')).toEqual({ acilis, kapanis });
  });

  it('clamps 29 February and into it', () => {
    expect(pscWindow('paris', 'LRS', '2024-02-29')).toEqual({ acilis: '2026-02-28', kapanis: '2027-02-28' });
    expect(pscWindow('tokyo', 'HRS', '2023-12-29')).toEqual({ acilis: '2024-02-29', kapanis: '2024-04-29' });
    expect(pscWindow('tokyo', 'HRS', '2023-12-31')).toEqual({ acilis: '2024-02-29', kapanis: '2024-04-30' });
  });

  it('takes a ship of no recorded profile as standard risk; USCG and others have no window', () => {
    expect(pscWindow('paris', '', '2026-01-31')).toEqual(pscWindow('paris', 'SRS', '2026-01-31'));
    expect(pscWindow('tokyo', null, '2026-01-31')).toEqual(pscWindow('tokyo', 'SRS', '2026-01-31'));
    expect(pscWindow('uscg', 'HRS', '2026-01-31')).toBeNull();
    expect(pscWindow('diger', 'LRS', '2026-01-31')).toBeNull();
  });

  it('before the window no priority, inside it (both ends) priority II, after it priority I', () => {
    const window = { acilis: '2026-06-30', kapanis: '2026-07-31' };
    expect(pscPriority(window, '2026-06-29')).toBeNull();
    expect(pscPriority(window, '2026-06-30')).toBe('II');
    expect(pscPriority(window, '2026-07-31')).toBe('II');
    expect(pscPriority(window, '2026-08-01')).toBe('I');
  });
});

describe('internal ISM audit', () => {
  it.each([
    ['2025-11-30', '2026-11-30', '2027-02-28'], // + 15 months = 30 Feb 2027 → 28 Feb
    ['2023-11-30', '2024-11-30', '2025-02-28'],
    ['2024-02-29', '2025-02-28', '2025-05-29'], // 29 Feb + 12 months → 28 Feb 2025
    ['2026-01-15', '2027-01-15', '2027-04-15'],
  ])('after one on %s is due %s, at the latest %s', (son, vade, enGec) => {
    expect(internalAuditDue(son)).toEqual({ vade, enGec });
  });
});

describe('inspectionCalendar', () => {
  const records: Inspection[] = [
    inspection({ tarih: '2025-03-10', rejim: 'paris', riskProfili: 'HRS' }),
    inspection({ tarih: '2025-09-15', rejim: 'paris', riskProfili: 'SRS' }),
    inspection({ tarih: '2025-05-01', rejim: 'tokyo', riskProfili: 'HRS' }),
    inspection({ tarih: '2025-06-01', rejim: 'uscg', riskProfili: 'LRS' }),
    inspection({ tarih: '2025-01-20', tur: 'ic-denetim', rejim: null, riskProfili: null }),
    inspection({ tarih: '2025-12-05', tur: 'ic-denetim', rejim: null, riskProfili: null }),
    inspection({ tarih: '2026-03-01', tur: 'bayrak', rejim: null, riskProfili: null }),
    // Not known on 2026-08-01, and another ship's.
    inspection({ tarih: '2026-12-01', rejim: 'paris', riskProfili: 'HRS' }),
    inspection({ sirket: 'ship-b', tarih: '2026-07-01', rejim: 'tokyo', riskProfili: 'LRS' }),
  ];

  it("answers a ship's windows by its last inspection per regime and its next internal audit", () => {
    expect(inspectionCalendar('ship-a', records, '2026-08-01')).toEqual({
      sirket: 'ship-a',
      psc: [
        // Paris SRS after 2025-09-15: 10–12 months → 2026-07-15 … 2026-09-15; 1 August is inside.
        { rejim: 'paris', sonDenetim: '2025-09-15', acilis: '2026-07-15', kapanis: '2026-09-15', oncelik: 'II' },
        // Tokyo HRS after 2025-05-01: 2–4 months → 2025-07-01 … 2025-09-01, long past: priority I.
        { rejim: 'tokyo', sonDenetim: '2025-05-01', acilis: '2025-07-01', kapanis: '2025-09-01', oncelik: 'I' },
      ],
      icDenetim: { son: '2025-12-05', vade: '2026-12-05', enGec: '2027-03-05' },
    });
  });

  it('a ship never inspected has no windows and no audit dates', () => {
    expect(inspectionCalendar('ship-c', records, '2026-08-01')).toEqual({
      sirket: 'ship-c',
      psc: [],
      icDenetim: { son: null, vade: null, enGec: null },
    });
  });
});

describe('deficiencyErrors', () => {
  it('refuses an action code that does not exist and a deficiency closed before the inspection, by path', () => {
    const errors = deficiencyErrors({
      tarih: '2026-01-31',
      eksiklikler: [
        { aksiyonKodu: '11' },
        { aksiyonKodu: '16', kapanisTarihi: '2026-01-30' },
        { aksiyonKodu: '16', kapanisTarihi: '2026-01-31' },
        { aksiyonKodu: 18, kapanisTarihi: '2026-02-30' },
      ],
    });
    expect(errors).toEqual([
      { path: 'eksiklikler.0.aksiyonKodu', message: 'invalidCode' },
      { path: 'eksiklikler.1.kapanisTarihi', message: 'closedBeforeInspection' },
      { path: 'eksiklikler.3.aksiyonKodu', message: 'invalidCode' },
      { path: 'eksiklikler.3.kapanisTarihi', message: 'invalidDate' },
    ]);
  });
});
