import { CURRENCIES } from '../currency';
import { DAY_BASES, DEDUCTION_TYPES, SHEET_STATES, WAGE_PART_TYPES } from '../payroll-catalogues';
import { SCALES } from '../money';
import { defineKind, field, type RecordOf } from './define';

/** At most this many lines on a sheet (a ship's crew in a month, reliefs included). */
export const MAX_SHEET_LINES = 200;

/** At most this many warnings kept with a sheet. */
export const MAX_WARNINGS = 400;

/** A period `YYYY-MM`. */
export const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

const money = (required = false) => field.decimal(SCALES.amount, required ? { required: true } : {});

const statutoryFields = {
  sgkIsci: money(),
  issizlikIsci: money(),
  gelirVergisi: money(),
  damgaVergisi: money(),
  net: money(),
  sgkIsveren: money(),
  issizlikIsveren: money(),
  isverenMaliyeti: money(),
  sgkToplam: money(),
} as const;

/**
 * A line of a sheet (MODULES §10): what the office types (overtime hours, deductions) and what the
 * server works out from the assignment (`wageSheet`, src/domain/payroll.ts) on every write of a
 * draft: days, earnings by part, overtime's amount, statutory figures, balance. A write may send a
 * line with only `gorevlendirme`, `fazlaMesai.saat` (or `fazlaMesaiSaat`) and `kesintiler`.
 */
const lineFields = {
  gorevlendirme: field.text({ required: true, max: 36 }),
  personel: field.text({ max: 36 }),
  dovizCinsi: field.choice(CURRENCIES, { default: 'TL' }),
  gun: field.decimal(0, { default: 0 }),
  kazanclar: field.list({ tur: field.choice(WAGE_PART_TYPES), tutar: money(true) }, 20, 'tooLarge'),
  fazlaMesai: field.group({ saat: field.decimal(SCALES.quantity), tutar: money() }, { nullable: true }),
  /** Overtime hours as a plain figure, the same as `fazlaMesai.saat` (either is read). */
  fazlaMesaiSaat: field.decimal(SCALES.quantity),
  kesintiler: field.list({ tur: field.choice(DEDUCTION_TYPES), tutar: money(true) }, 20, 'tooLarge'),
  yasal: field.group(statutoryFields, { nullable: true }),
  /** TL per unit of a foreign-currency wage's TL base (ten-thousandths). */
  kur: field.decimal(4),
  bakiye: money(),
} as const;

declare module './define' {
  interface KindNames {
    bordro: true;
  }
}

declare module '../error-key' {
  /** Payroll's own keys (src/domain/payroll.ts PAYROLL_ERROR_KEYS; texts: src/features/payroll/error-texts.ts). */
  interface KindErrorKeys {
    noCrewAboard: true;
    notAboardInPeriod: true;
    duplicateLine: true;
    negativeOvertime: true;
    negativeAmount: true;
    allotmentExceedsEarnings: true;
    sheetNotDraft: true;
    belowIloMinimum: true;
    payrollRatesMissing: true;
    duplicateWageSheet: true;
  }
}

/**
 * Wage sheets (bordro; docs/areas/payroll.md, MODULES §10): one per ship (company) and month, its
 * day base, its life (`durum`: taslak → onaylandi → odendi) and its lines. The server makes a draft's
 * lines from the assignments aboard (`POST` with `{sirket, donem}`), works them out again on each
 * write of a draft, refuses an edit of an approved or paid sheet (`sheetNotDraft`) and a move back
 * (`invalidTransition`): server/collections/payroll.ts.
 */
export const payrollKind = defineKind({
  name: 'bordro',
  path: 'personel/bordro',
  fields: {
    sirket: field.company(),
    donem: field.text({ required: true, max: 7, pattern: PERIOD }),
    gunEsasi: field.choice(DAY_BASES, { default: 'takvim' }),
    durum: field.choice(SHEET_STATES, { default: 'taslak' }),
    satirlar: field.list(lineFields, MAX_SHEET_LINES, 'tooLarge'),
    /** Warnings of the last computation (a wage below the ILO minimum, a rate missing): never a refusal. */
    uyarilar: field.serverWritten(field.list({ path: field.text({ max: 100 }), message: field.text({ max: 60 }) }, MAX_WARNINGS)),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  errors: [
    'noCrewAboard',
    'notAboardInPeriod',
    'duplicateLine',
    'negativeOvertime',
    'negativeAmount',
    'allotmentExceedsEarnings',
    'sheetNotDraft',
    'belowIloMinimum',
    'payrollRatesMissing',
    'duplicateWageSheet',
  ],
  unique: [{ fields: ['donem'], scope: 'company', path: 'donem', error: 'duplicateWageSheet', index: 'bordro_donem_unique' }],
  indexes: ['sirket', '[sirket+donem]'],
  titleFields: ['donem'],
  list: {
    columns: ['sirket', 'donem', 'durum'],
    sorts: ['donem', 'updatedAt'],
    defaultSort: { field: 'donem', order: 'desc' },
    filters: ['sirket', 'durum', 'donem'],
    key: 'bordrolar',
    params: { donem: { type: 'equals', field: 'donem', max: 7 } },
  },
  tombstone: { satirlar: [], aciklama: '' },
});

export type PayrollDefinition = typeof payrollKind;
/** A wage sheet as `GET /api/sync` sends it and the device mirrors it (figures at their scales). */
export type PayrollRecord = RecordOf<PayrollDefinition>;
