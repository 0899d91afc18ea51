import { RANKS } from '../crew';
import { isValidIban, isValidTckn, normalizeIban } from '../identifiers';
import { defineKind, field, type RecordOf } from './define';

/** What a list of people may be sorted by. */
export const PERSON_SORT_FIELDS = ['soyad', 'ad', 'rutbe', 'uyruk', 'updatedAt'] as const;

/** A TCKN of a real person: 11 digits with both check digits (no placeholder: a seafarer has one or a passport). */
export function isPersonTckn(value: string): boolean {
  return value !== '11111111111' && isValidTckn(value);
}

/** An e-mail address as valibot's `email()` takes it (its EMAIL_REGEX): the rule the forms have always had. */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

/**
 * People of the crew pool (personel; docs/areas/crew.md), one employer company each. Rules (422, each
 * on its field): the TCKN's check digits (`tcKimlikNo`: `invalidTckn`), a TCKN or a passport number
 * (`tcKimlikNo`: `required`), the IBAN's (`iban`: `invalidIban`, kept without spaces in capitals),
 * the e-mail's (`invalidEmail`). A TCKN, and a passport with its nationality (blank too), names one
 * live person per company (`tcknTaken`, `passportTaken`: two records of one seafarer could each be
 * assigned to a ship at once).
 */
export const personKind = defineKind({
  name: 'personel',
  path: 'personel',
  fields: {
    sirket: field.company(),
    ad: field.text({ required: true, max: 100 }),
    soyad: field.text({ required: true, max: 100 }),
    tcKimlikNo: field.text(),
    pasaportNo: field.text({ max: 30, upperCase: true }),
    uyruk: field.text({ max: 80 }),
    dogumTarihi: field.date(),
    /** Place of birth (IMO FAL Form 5). */
    dogumYeri: field.text({ max: 120 }),
    rutbe: field.choice(RANKS),
    gemiAdamiCuzdanNo: field.text({ max: 40 }),
    telefon: field.text({ max: 30 }),
    ePosta: field.text(),
    iban: field.text(),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  unique: [
    { fields: ['tcKimlikNo'], scope: 'company', path: 'tcKimlikNo', error: 'tcknTaken', index: 'personel_tckn_unique' },
    {
      fields: ['pasaportNo', 'uyruk'],
      blankCompares: ['uyruk'],
      scope: 'company',
      path: 'pasaportNo',
      error: 'passportTaken',
      index: 'personel_pasaport_unique',
    },
  ],
  checks: [
    { fields: ['tcKimlikNo'], path: 'tcKimlikNo', message: 'invalidTckn', test: (p) => p.tcKimlikNo === '' || isPersonTckn(p.tcKimlikNo) },
    { fields: ['ePosta'], path: 'ePosta', message: 'invalidEmail', test: (p) => p.ePosta === '' || EMAIL.test(p.ePosta) },
    { fields: ['iban'], path: 'iban', message: 'invalidIban', test: (p) => p.iban === '' || isValidIban(p.iban) },
    {
      fields: ['tcKimlikNo', 'pasaportNo'],
      path: 'tcKimlikNo',
      message: 'required',
      test: (p) => p.tcKimlikNo !== '' || p.pasaportNo !== '',
    },
  ],
  normalize: (p) => ({ iban: p.iban === '' ? '' : normalizeIban(p.iban) }),
  // Read in Turkish order of surname and name (`_sort`, a local key: src/domain/collections.ts), per employer.
  indexes: ['sirket', '_sort'],
  titleFields: ['ad', 'soyad'],
  list: {
    columns: ['soyad', 'ad', 'rutbe', 'uyruk'],
    sorts: PERSON_SORT_FIELDS,
    defaultSort: { field: 'soyad', order: 'asc' },
    filters: ['sirket', 'rutbe', 'uyruk'],
  },
  tombstone: {
    tcKimlikNo: '',
    pasaportNo: '',
    iban: '',
    dogumTarihi: null,
    dogumYeri: '',
    telefon: '',
    ePosta: '',
    aciklama: '',
    gemiAdamiCuzdanNo: '',
  },
});

export type PersonDefinition = typeof personKind;
/** A person as `GET /api/sync` sends them, the device mirrors them and the server stores them. */
export type Person = RecordOf<PersonDefinition>;
