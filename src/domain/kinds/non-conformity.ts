import { isErrorKey } from '../error-key';
import { NC_SEVERITIES, NC_STATES, stateErrors } from '../non-conformity';
import { defineKind, field, type CheckError, type FieldsOf, type RecordOf } from './define';

/** A user's or a record's id kept as text (users are no record kind; an inspection named inside a group). */
const ID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a list of non-conformities may be sorted by. */
export const NC_SORT_FIELDS = ['tarih', 'hedefTarih', 'durum', 'siddet', 'updatedAt'] as const;

/**
 * Where a non-conformity was raised from: an inspection and its deficiency's row (its index in the
 * inspection's `eksiklikler`, as text), or none.
 */
const sourceFields = {
  denetim: field.text({ required: true, pattern: ID_TEXT, lowerCase: true }),
  eksiklik: field.text({ max: 40 }),
} as const;

declare module './define' {
  interface KindNames {
    uygunsuzluk: true;
  }
}

declare module '../error-key' {
  interface KindErrorKeys {
    /** A non-conformity verified by its responsible person (its text: src/features/inspections/error-texts.ts). */
    verifierIsResponsible: true;
    /** A major non-conformity due more than 3 months after it was raised. */
    majorDueTooLate: true;
  }
}

/**
 * Non-conformities (uygunsuzluk; docs/areas/inspections.md §2a): the ISM Code's cycle of a finding,
 * raised, planned, carried out, verified by someone else and closed. What each state must hold (the
 * fields of every move up to it, a major one's due date, a verifier other than the responsible) is
 * the pure `stateErrors` of src/domain/non-conformity.ts, checked here on every write; which move a
 * write may make from the stored state is the server's (server/collections/non-conformities.ts) and
 * the device's move dialog's, by `nonConformityWriteErrors`.
 */
export const nonConformityKind = defineKind({
  name: 'uygunsuzluk',
  path: 'uygunsuzluk',
  fields: {
    sirket: field.company(),
    kaynak: field.group(sourceFields, { nullable: true }),
    tarih: field.date({ required: true }),
    siddet: field.choice(NC_SEVERITIES),
    tanim: field.text({ required: true, max: 2000 }),
    durum: field.choice(NC_STATES, { default: 'acik' }),
    kokNeden: field.text({ max: 2000 }),
    duzelticiFaaliyet: field.text({ max: 2000 }),
    /** The responsible person: a user's id. */
    sorumlu: field.text({ pattern: ID_TEXT, lowerCase: true }),
    hedefTarih: field.date(),
    uygulamaTarihi: field.date(),
    kanit: field.file(),
    /** The verifier: a user's id, someone other than the responsible. */
    dogrulayan: field.text({ pattern: ID_TEXT, lowerCase: true }),
    etkin: field.boolean(),
    kapanisTarihi: field.date(),
  },
  companyField: 'sirket',
  checks: [
    {
      fields: [
        'tarih',
        'siddet',
        'durum',
        'kokNeden',
        'duzelticiFaaliyet',
        'sorumlu',
        'hedefTarih',
        'uygulamaTarihi',
        'kanit',
        'dogrulayan',
        'etkin',
        'kapanisTarihi',
      ],
      path: 'durum',
      message: 'required',
      test: (nc): CheckError[] => stateErrors(nc).flatMap(({ path, message }) => (isErrorKey(message) ? [{ path, message }] : [])),
    },
  ],
  // Read per company (the chosen ship): the board, an inspection's deficiencies' non-conformities.
  indexes: ['sirket'],
  titleFields: ['tarih', 'tanim'],
  list: {
    columns: ['sirket', 'tarih', 'siddet', 'tanim', 'durum', 'hedefTarih'],
    sorts: NC_SORT_FIELDS,
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'durum', 'siddet'],
    key: 'uygunsuzluklar',
    perPage: 100,
  },
  errors: ['verifierIsResponsible', 'majorDueTooLate'],
  tombstone: { tanim: '', kokNeden: '', duzelticiFaaliyet: '' },
});

export type NonConformityDefinition = typeof nonConformityKind;
/** A non-conformity as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type NonConformityRecord = RecordOf<NonConformityDefinition>;
export type NonConformityValues = FieldsOf<NonConformityDefinition>;
