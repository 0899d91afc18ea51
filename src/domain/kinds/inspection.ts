import { isErrorKey } from '../error-key';
import { ACTION_CODES, deficiencyErrors, INSPECTION_TYPES, PSC_REGIMES, RISK_PROFILES } from '../inspections';
import { defineKind, field, type CheckError, type FieldsOf, type RecordOf, type ValuesOf } from './define';

/** At most this many deficiencies per inspection: a bad PSC report has a few dozen. */
export const MAX_DEFICIENCIES = 100;

/** What a list of inspections may be sorted by. */
export const INSPECTION_SORT_FIELDS = ['tarih', 'tur', 'liman', 'updatedAt'] as const;

/** A deficiency (eksiklik) as an inspection's report lists it (docs/areas/inspections.md). */
const deficiencyFields = {
  /** The regime's deficiency code (e.g. 07105). */
  kod: field.text({ max: 20, upperCase: true }),
  aciklama: field.text({ required: true, max: 1000 }),
  aksiyonKodu: field.choice(ACTION_CODES),
  ismIlgili: field.boolean(),
  kapanisTarihi: field.date(),
  /** The evidence of its rectification (a photo, a class surveyor's statement). */
  kanit: field.file(),
} as const;

/** A detention: whether the ship was held and when it was released. */
const detentionFields = {
  var: field.boolean(),
  serbestBirakma: field.date(),
} as const;

declare module './define' {
  interface KindNames {
    denetim: true;
  }
}

declare module '../error-key' {
  interface KindErrorKeys {
    /** A deficiency closed before the inspection that found it (its text: src/features/inspections/error-texts.ts). */
    closedBeforeInspection: true;
  }
}

/**
 * Inspections (denetim; docs/areas/inspections.md): port state controls, flag, vetting, class and
 * ISM audits of a ship (company), with the deficiencies found and their action codes. The rules of
 * their due dates and the PSC windows are pure in src/domain/inspections.ts; the definition checks
 * what a write may say: a regime for a PSC inspection only (`rejim`, `required`/`invalid`), no
 * deficiency closed before the inspection (`eksiklikler.N.kapanisTarihi`, `closedBeforeInspection`),
 * a release date only for a detention and not before the inspection (`tutulma.serbestBirakma`), no
 * planned departure before the inspection (`planliKalkis`, `invalidDate`).
 */
export const inspectionKind = defineKind({
  name: 'denetim',
  path: 'denetim',
  fields: {
    sirket: field.company(),
    tur: field.choice(INSPECTION_TYPES),
    rejim: field.choice(PSC_REGIMES, { default: '' }),
    riskProfili: field.choice(RISK_PROFILES, { default: '' }),
    tarih: field.date({ required: true }),
    liman: field.text({ max: 120 }),
    kurulus: field.text({ max: 200 }),
    denetci: field.text({ max: 200 }),
    planliKalkis: field.date(),
    sonrakiLimanVaris: field.date(),
    tutulma: field.group(detentionFields),
    eksiklikler: field.list(deficiencyFields, MAX_DEFICIENCIES),
    dosya: field.file(),
  },
  companyField: 'sirket',
  checks: [
    {
      fields: ['tur', 'rejim'],
      path: 'rejim',
      message: 'required',
      test: (inspection): boolean | CheckError[] => {
        const regime: string = inspection.rejim;
        if (inspection.tur === 'PSC') return regime !== '';
        return regime === '' ? true : [{ path: 'rejim', message: 'invalid' }];
      },
    },
    {
      fields: ['tarih', 'eksiklikler'],
      path: 'eksiklikler',
      message: 'closedBeforeInspection',
      // The schema has checked the codes and the dates; what is left is a closing before the inspection.
      test: (inspection): CheckError[] =>
        deficiencyErrors(inspection).flatMap(({ path, message }) => (isErrorKey(message) ? [{ path, message }] : [])),
    },
    {
      fields: ['tarih', 'tutulma'],
      path: 'tutulma',
      message: 'invalid',
      test: ({ tarih, tutulma }): CheckError[] => {
        const released = tutulma.serbestBirakma;
        if (!released) return [];
        if (!tutulma.var) return [{ path: 'tutulma.serbestBirakma', message: 'invalid' }];
        return released < tarih ? [{ path: 'tutulma.serbestBirakma', message: 'invalidDate' }] : [];
      },
    },
    {
      fields: ['tarih', 'planliKalkis'],
      path: 'planliKalkis',
      message: 'invalidDate',
      test: ({ tarih, planliKalkis }) => !planliKalkis || planliKalkis >= tarih,
    },
  ],
  // Read per company (the chosen ship) by date: the list, the ship's calendar and its open deficiencies.
  indexes: ['sirket', '[sirket+tarih]', 'tarih'],
  titleFields: ['tur', 'tarih', 'liman'],
  list: {
    columns: ['sirket', 'tarih', 'tur', 'rejim', 'liman', 'kurulus', 'eksiklikler', 'tutulma'],
    sorts: INSPECTION_SORT_FIELDS,
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'tur', 'rejim'],
    key: 'denetimler',
    perPage: 100,
  },
  // The deficiencies stay: their evidence files stay referenced, as a deleted work report's photos do.
  errors: ['closedBeforeInspection'],
  tombstone: { liman: '', kurulus: '', denetci: '' },
});

export type InspectionDefinition = typeof inspectionKind;
export type InspectionDeficiency = ValuesOf<typeof deficiencyFields>;
/** An inspection as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type InspectionRecord = RecordOf<InspectionDefinition>;
export type InspectionValues = FieldsOf<InspectionDefinition>;
