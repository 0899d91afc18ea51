import * as v from 'valibot';
import { bankAccountsSchema } from './bank-account';
import type { Currency } from './currency';
import { isValidVkn } from './identifiers';

export interface Ship {
  adi: string;
  imo: string;
  bayrak: string;
}

export interface BankAccount {
  hesapAdi: string;
  dovizCinsi: Currency;
  bankaIsmi: string;
  hesapNumarasi?: string;
  hesapEkNumarasi?: string;
  iban?: string;
  swiftCode: string;
  routing?: string;
}

/** A company as `GET /api/sirket/:id` returns it (docs/areas/companies-and-users.md). */
export interface Company {
  _id: string;
  isim: string;
  tip: string;
  adres: string;
  /** The tax office (docs/areas/e-invoice.md); absent when not given (a company without it reads as before). */
  vergiDairesi?: string;
  /** The VKN (10 digits, checksum); absent when not given. The e-Fatura inbox knows its side by it. */
  vergiNumarasi?: string;
  gemi: Ship;
  bankalar: BankAccount[];
}

/** A row of `GET /api/sirket` (docs/areas/companies-and-users.md: _id, isim, tip, gemi). */
export type CompanySummary = Pick<Company, '_id' | 'isim' | 'tip' | 'gemi'>;

const requiredText = (max: number) => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));

/**
 * A ship (docs/areas/companies-and-users.md: adi, imo, bayrak required). The IMO number must be seven digits; a wrong check
 * digit is only a warning in the form (`isValidImo`), since real ships carry such numbers.
 */
export const shipSchema = v.object(
  {
    adi: requiredText(120),
    imo: v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.transform((value) => value.replace(/^IMO\s*/i, '')),
      v.regex(/^\d{7}$/, 'invalidImo'),
    ),
    bayrak: requiredText(80),
  },
  'required',
);

/** The company form and the body of `POST`/`PUT /api/sirket` (administrators only). */
export const companySchema = v.object(
  {
    isim: requiredText(200),
    tip: requiredText(80),
    adres: v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(500, 'tooLong')), ''),
    vergiDairesi: v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(120, 'tooLong')), ''),
    // Optional; when given, a VKN whose check digit holds (spaces typed between digits are dropped).
    vergiNumarasi: v.optional(
      v.pipe(
        v.string('invalid'),
        v.transform((value) => value.replace(/\s+/g, '')),
        v.check((value) => value === '' || isValidVkn(value), 'invalidVkn'),
      ),
      '',
    ),
    gemi: shipSchema,
    bankalar: bankAccountsSchema,
  },
  'required',
);
export type CompanyInput = v.InferInput<typeof companySchema>;
