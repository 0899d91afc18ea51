import * as v from 'valibot';
import { bankAccountsSchema } from './bank-account';
import type { Currency } from './currency';
import { isValidVkn } from './identifiers';

export interface Ship {
  adi: string;
  imo: string;
  bayrak: string;
  /** On the Turkish International Ship Register (TUGS): its crew pay no income tax (4490 art. 12; payroll). */
  tugs?: boolean;
}

/** A company's payroll settings (docs/areas/payroll.md §3): stamp duty exemption, SGK incentive points. */
export interface PayrollSettings {
  damgaMuaf: boolean;
  /** Incentive points off the employer's SGK share, thousandths of a percent (5 points: 5_000). */
  tesvikPuani: number;
}

/** What a company without payroll settings has. */
export const DEFAULT_PAYROLL_SETTINGS: PayrollSettings = { damgaMuaf: false, tesvikPuani: 0 };

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
  /** Absent when the defaults (no exemption, no incentive). */
  bordroAyarlari?: PayrollSettings;
}

/** A row of `GET /api/sirket` (docs/areas/companies-and-users.md: _id, isim, tip, gemi). */
export type CompanySummary = Pick<Company, '_id' | 'isim' | 'tip' | 'gemi'>;

const requiredText = (max: number) => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));

/**
 * A ship (docs/areas/companies-and-users.md: adi, imo, bayrak required). The IMO number must be seven digits; a wrong check
 * digit is only a warning in the form (`isValidImo`), since real ships carry such numbers.
 */
export const shipSchema = v.pipe(
  v.object(
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
      tugs: v.optional(v.boolean('invalid')),
    },
    'required',
  ),
  // Kept only when on the register: a ship without it reads as it did before the flag.
  v.transform(({ tugs, ...ship }): Ship => (tugs ? { ...ship, tugs } : ship)),
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
    bordroAyarlari: v.optional(
      v.object({
        damgaMuaf: v.optional(v.boolean('invalid'), false),
        tesvikPuani: v.optional(
          v.pipe(v.number('invalid'), v.integer('invalid'), v.minValue(0, 'outOfRange'), v.maxValue(5_000, 'outOfRange')),
          0,
        ),
      }),
      DEFAULT_PAYROLL_SETTINGS,
    ),
  },
  'required',
);
export type CompanyInput = v.InferInput<typeof companySchema>;
