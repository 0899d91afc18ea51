import * as v from 'valibot';
import { bankAccountsSchema } from './bank-account';
import type { Currency } from './currency';
import { isValidVkn } from './identifiers';
import { parseDecimal, SCALES } from './money';

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
  /**
   * How far a statement line's amount may be from the item its text names and still be suggested,
   * the difference booked as a bank charge (MODULES §12 rule 3), minor units of the line's currency.
   * Absent when the default (DEFAULT_STATEMENT_TOLERANCE: 1.00).
   */
  ekstreToleransi?: number;
}

/** A company's statement tolerance when it sets none: 1.00 of the currency, minor units. */
export const DEFAULT_STATEMENT_TOLERANCE = 100;
/** The largest tolerance a company may set: 1,000.00 of the currency, minor units. */
export const MAX_STATEMENT_TOLERANCE = 100_000;

/** A company's statement tolerance in minor units: its own, else the default. */
export const statementToleranceOf = (company: Pick<Company, 'ekstreToleransi'> | null | undefined): number =>
  company?.ekstreToleransi ?? DEFAULT_STATEMENT_TOLERANCE;

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
    // The form's decimal text ('1.50'), or a JSON number in major units, to minor units; absent: 1.00.
    ekstreToleransi: v.optional(
      v.pipe(
        v.union([v.string('invalid'), v.number('invalid')], 'invalid'),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const value = typeof dataset.value === 'string' && dataset.value.trim() === '' ? '1.00' : dataset.value;
          const parsed = parseDecimal(value, SCALES.amount);
          if (!parsed.ok) {
            addIssue({ message: parsed.error });
            return NEVER;
          }
          if (parsed.value < 0 || parsed.value > MAX_STATEMENT_TOLERANCE) {
            addIssue({ message: 'outOfRange' });
            return NEVER;
          }
          return parsed.value;
        }),
      ),
      '1.00',
    ),
  },
  'required',
);
export type CompanyInput = v.InferInput<typeof companySchema>;
