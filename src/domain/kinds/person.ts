import { RANKS } from '../crew';
import { defineKind, field, type RecordOf } from './define';

/** What a list of people may be sorted by. */
export const PERSON_SORT_FIELDS = ['soyad', 'ad', 'rutbe', 'uyruk', 'updatedAt'] as const;

/** An e-mail address as valibot's `email()` takes it (its EMAIL_REGEX): the rule the forms have always had. */
export const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

declare module './define' {
  interface KindNames {
    personel: true;
  }
}

declare module '../error-key' {
  interface KindErrorKeys {
    /** A beneficiary with neither or both of a share and a fixed amount (src/domain/payroll.ts). */
    shareOrAmount: true;
    /** Beneficiaries' shares above 100 % in all. */
    sharesOver100: true;
  }
}

/** At most this many beneficiaries per person. */
export const MAX_BENEFICIARIES = 10;

/**
 * Who receives a seafarer's allotments (MODULES §10 `lehdarlar`): a name, an IBAN, and either a share
 * of the balance (`pay`, a percent at 3 places: thousandths of a percent) or a fixed amount (`tutar`,
 * minor units of the wage's currency).
 */
const beneficiaryFields = {
  ad: field.text({ required: true, max: 200 }),
  iban: field.text({ required: true, max: 40, upperCase: true }),
  pay: field.decimal(3, { min: 0n, max: 100_000n }),
  tutar: field.decimal(2, { min: 0n }),
} as const;

/**
 * People of the crew pool (personel; docs/areas/crew.md), one employer company each. Rules (422, each
 * on its field): a TCKN or a passport number (`tcKimlikNo`: `required`), the e-mail's
 * (`invalidEmail`); the TCKN's check digits (`invalidTckn`) and the IBAN's (`invalidIban`) are the
 * person's own rules (src/domain/personnel.ts: their checkers stay out of the sync engine's chunk). A TCKN, and a passport with its nationality (blank too), names one
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
    lehdarlar: field.list(beneficiaryFields, MAX_BENEFICIARIES, 'tooLarge', undefined, [
      { fields: ['pay', 'tutar'], path: 'pay', message: 'shareOrAmount', test: (b) => (b.pay === null) !== (b.tutar === null) },
    ]),
    aciklama: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  errors: ['shareOrAmount', 'sharesOver100'],
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
    { fields: ['ePosta'], path: 'ePosta', message: 'invalidEmail', test: (p) => p.ePosta === '' || EMAIL.test(p.ePosta) },
    {
      fields: ['tcKimlikNo', 'pasaportNo'],
      path: 'tcKimlikNo',
      message: 'required',
      test: (p) => p.tcKimlikNo !== '' || p.pasaportNo !== '',
    },
    {
      fields: ['lehdarlar'],
      path: 'lehdarlar',
      message: 'sharesOver100',
      test: (p) => p.lehdarlar.reduce((sum, b) => sum + BigInt(b.pay ?? 0), 0n) <= 100_000n,
    },
  ],
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
