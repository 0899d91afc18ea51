import type { AccountListRow } from '../../src/domain/account';
import type { AccountFinance } from '../../src/domain/account-balance';
import type { BankAccountOutput } from '../../src/domain/bank-account';

// JSON schemas of the account list's response, so that Fastify serialises it with
// fast-json-stringify instead of JSON.stringify (the list is the hot read). A response schema drops
// every field it does not name, silently: each record's fields are listed below, typed against the
// domain types so that a field added there fails to compile here until it is added, and
// tests/server/accounts-list.test.ts compares a full record of the list with the record itself.

const text = { type: 'string' } as const;

/** Every key of T, as a compile-time check that a schema names all of a type's fields. */
type PropertiesOf<T> = { [K in keyof Required<T>]: object };

const bankAccountProperties: PropertiesOf<BankAccountOutput> = {
  hesapAdi: text,
  dovizCinsi: text,
  bankaIsmi: text,
  hesapNumarasi: text,
  hesapEkNumarasi: text,
  iban: text,
  swiftCode: text,
  routing: text,
};

/**
 * A stored bank account (jsonb): the known fields, and any other kept as it is (serialised with
 * JSON.stringify) rather than dropped, since jsonb holds whatever was written when it was written.
 */
const bankAccountSchema = {
  type: 'object',
  properties: bankAccountProperties,
  additionalProperties: true,
} as const;

const nullable = (type: string) => ({ type: [type, 'null'] }) as const;

const financeProperties: PropertiesOf<AccountFinance> = {
  dovizCinsi: text,
  fatura: { type: 'number' },
  odenen: { type: 'number' },
  odenecekTaksit: nullable('number'),
  odemeTarihi: nullable('string'),
  bakiye: { type: 'number' },
  avans: { type: 'number' },
};

/** One currency's balance (account-balance.ts), every field required. */
const financeSchema = {
  type: 'object',
  properties: financeProperties,
  required: Object.keys(financeProperties),
  additionalProperties: false,
} as const;

const accountListRowProperties: PropertiesOf<AccountListRow> = {
  _id: text,
  cariTip: text,
  sirket: {
    type: 'array',
    items: {
      type: 'object',
      properties: { _id: text, isim: text },
      required: ['_id', 'isim'],
      additionalProperties: false,
    },
  },
  unvan: text,
  firmaYetkilisi: text,
  nitelik: text,
  gsm: text,
  sabitTelefon: text,
  ePosta: text,
  ulke: text,
  il: text,
  ilce: text,
  adres: text,
  aciklama: text,
  vergiDairesi: text,
  vergiNumarasi: text,
  tcNumarasi: text,
  bankalar: { type: 'array', items: bankAccountSchema },
  finans: { type: 'array', items: financeSchema },
  version: { type: 'integer' },
  updatedAt: text,
};

/**
 * `{cariler, totalCount}` (SPEC §7). Every field is required: a row missing one fails loudly
 * (fast-json-stringify throws, 500) instead of going out without it.
 */
export const accountListResponseSchema = {
  type: 'object',
  properties: {
    cariler: {
      type: 'array',
      items: {
        type: 'object',
        properties: accountListRowProperties,
        required: Object.keys(accountListRowProperties),
        additionalProperties: false,
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['cariler', 'totalCount'],
  additionalProperties: false,
} as const;
