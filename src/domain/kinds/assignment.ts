import { RANKS } from '../crew';
import { CURRENCIES } from '../currency';
import { SIGN_OFF_REASONS } from '../incidents';
import { SCALES } from '../money';
import { WAGE_PART_TYPES } from '../payroll-catalogues';
import { defineKind, field, type RecordOf, type ValueOf } from './define';

/** What a list of assignments may be sorted by. */
export const ASSIGNMENT_SORT_FIELDS = ['binisTarihi', 'planlananInisTarihi', 'inisTarihi', 'updatedAt'] as const;

/** At most this many parts per wage. */
export const MAX_WAGE_PARTS = 20;

/**
 * The monthly wage of an assignment as its parts (MODULES §10: basic, fixed overtime, leave pay,
 * allowance, bonus, other), each an amount (minor units on the device, major on the wire) and its
 * currency; one currency per assignment (`mixedWageCurrency`, src/domain/payroll.ts).
 */
const wagePartFields = {
  tur: field.choice(WAGE_PART_TYPES),
  tutar: field.decimal(SCALES.amount, { required: true, min: 0n }),
  dovizCinsi: field.choice(CURRENCIES),
} as const;
const wageParts = field.list(wagePartFields, MAX_WAGE_PARTS, 'tooLarge');

declare module './define' {
  interface KindNames {
    gorevlendirme: true;
  }
}

declare module '../error-key' {
  interface KindErrorKeys {
    /** The parts of one assignment's wage in more than one currency (src/domain/payroll.ts). */
    mixedWageCurrency: true;
  }
}

/**
 * Assignments of people to ships (gorevlendirme; docs/areas/crew.md): the ship is the company; the
 * person, of any employer the writer sees (`notFound` otherwise), is the reference. Rules (422): the
 * sign-off is not before the sign-on (`inisTarihi`, `planlananInisTarihi`: `signOffBeforeSignOn`);
 * that the person is aboard one ship at a time is the server's and the device's own rule
 * (`overlappingAssignment`: server/collections/personnel.ts, src/data/personnel-save.ts). The wage
 * is kept in two columns, amount and currency, or neither. A sign-off's reason (`ayrilmaNedeni`,
 * docs/areas/inspections.md §3) only with its date (`invalid`).
 */
export const assignmentKind = defineKind({
  name: 'gorevlendirme',
  path: 'personel/gorevlendirme',
  fields: {
    personel: field.reference('personel', { required: true, anyCompany: true }),
    sirket: field.company(),
    rutbe: field.choice(RANKS),
    binisTarihi: field.date({ required: true }),
    binisLimani: field.text({ max: 120 }),
    planlananInisTarihi: field.date(),
    inisTarihi: field.date(),
    inisLimani: field.text({ max: 120 }),
    /** Why the person signed off (officer retention, KPI022): blank until the sign-off. */
    ayrilmaNedeni: field.choice(SIGN_OFF_REASONS, { default: '' }),
    ucretKalemleri: wageParts,
    /** The rate of an hour of overtime beyond the fixed overtime, in the wage's currency. */
    fazlaMesaiSaatUcreti: field.decimal(SCALES.amount, { min: 0n }),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  errors: ['mixedWageCurrency'],
  checks: [
    {
      fields: ['binisTarihi', 'planlananInisTarihi'],
      path: 'planlananInisTarihi',
      message: 'signOffBeforeSignOn',
      test: (a) => a.planlananInisTarihi === null || a.planlananInisTarihi >= a.binisTarihi,
    },
    {
      fields: ['binisTarihi', 'inisTarihi'],
      path: 'inisTarihi',
      message: 'signOffBeforeSignOn',
      test: (a) => a.inisTarihi === null || a.inisTarihi >= a.binisTarihi,
    },
    {
      fields: ['ucretKalemleri'],
      path: 'ucretKalemleri',
      message: 'mixedWageCurrency',
      test: (a) => a.ucretKalemleri.every((part) => part.dovizCinsi === a.ucretKalemleri[0]?.dovizCinsi),
    },
    {
      // A reason is the sign-off's: none without a sign-off date.
      fields: ['inisTarihi', 'ayrilmaNedeni'],
      path: 'ayrilmaNedeni',
      message: 'invalid',
      test: (a) => {
        const reason: string = a.ayrilmaNedeni;
        return a.inisTarihi !== null || reason === '';
      },
    },
  ],
  // Read per ship and per person.
  indexes: ['sirket', 'personel'],
  titleFields: ['binisTarihi', 'binisLimani'],
  list: {
    columns: ['personel', 'rutbe', 'binisTarihi', 'planlananInisTarihi', 'inisTarihi'],
    sorts: ASSIGNMENT_SORT_FIELDS,
    defaultSort: { field: 'binisTarihi', order: 'desc' },
    filters: ['sirket', 'personel'],
    key: 'gorevlendirmeler',
  },
  tombstone: { aciklama: '', binisLimani: '', inisLimani: '' },
});

export type AssignmentDefinition = typeof assignmentKind;
/** An assignment as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type Assignment = RecordOf<AssignmentDefinition>;
/** One monthly part of an assignment's wage. */
export type WagePartValue = ValueOf<typeof wageParts>[number];
