import { localDate } from '../calendar';
import { CURRENCIES } from '../currency';
import { isErrorKey } from '../error-key';
import { LOAN_ERROR_KEYS } from '../loan-errors';
import { DAY_COUNTS, INTEREST_TYPES, loanErrors, MAX_COVER, MAX_INSTALMENTS, MAX_PERIOD_MONTHS, MAX_RATE } from '../loans';
import { defineKind, field, type CheckError, type FieldsOf, type RecordOf, type ValuesOf } from './define';

/** A record's id kept as text (a contract: not a kind yet). */
const ID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** At most this many fixings, valuations and prepayments per loan (a 25-year quarterly loan has 100 periods). */
export const MAX_LOAN_FIXINGS = 600;
export const MAX_VALUATIONS = 200;
export const MAX_PREPAYMENTS = 100;

/** What a list of loans may be sorted by. */
export const LOAN_SORT_FIELDS = ['kullanimTarihi', 'tutar', 'updatedAt'] as const;

const rate = () => field.decimal(5, { min: -MAX_RATE, max: MAX_RATE });

/** The interest: a fixed rate, or the reference of each period + the margin (never below the floor). */
const interestFields = {
  tur: field.choice(INTEREST_TYPES),
  sabitYuzde: rate(),
  marjYuzde: rate(),
  tabanYuzde: rate(),
  gunSayimi: field.choice(DAY_COUNTS),
} as const;

const fixingFields = {
  baslangic: field.date({ required: true }),
  referansYuzde: field.decimal(5, { required: true, min: -MAX_RATE, max: MAX_RATE }),
} as const;

const instalmentFields = {
  tarih: field.date({ required: true }),
  anapara: field.money({ required: true, min: 0n }),
} as const;

const planFields = {
  adet: field.decimal(0, { required: true, min: 1n, max: BigInt(MAX_INSTALMENTS) }),
  periyotAy: field.decimal(0, { required: true, min: 1n, max: BigInt(MAX_PERIOD_MONTHS) }),
  balon: field.money({ min: 0n }),
} as const;

const valuationFields = {
  tarih: field.date({ required: true }),
  deger: field.money({ required: true, min: 1n }),
  eksper: field.text({ max: 200 }),
} as const;

const mortgageFields = {
  derece: field.decimal(0, { required: true, min: 1n, max: 9n }),
  tutar: field.money({ required: true, min: 1n }),
  tescilTarihi: field.date({ required: true }),
} as const;

const prepaymentFields = {
  tarih: field.date({ required: true }),
  tutar: field.money({ required: true, min: 1n }),
} as const;

declare module './define' {
  interface KindNames {
    kredi: true;
  }
}

declare module '../error-key' {
  /** The loans' own keys (src/domain/loan-errors.ts; their texts: src/features/loans/error-texts.ts). */
  interface KindErrorKeys {
    instalmentsExceedLoan: true;
    instalmentBeforeDrawdown: true;
    duplicateInstalmentDate: true;
    fixingOutsideLoan: true;
    duplicateFixing: true;
    valuationInFuture: true;
    marginBelowFloor: true;
    prepaymentOutsideLoan: true;
    prepaymentExceedsBalance: true;
  }
}

/**
 * Loans (kredi; docs/areas/loans.md): a ship's (company's) mortgage loan: the lending bank (an
 * account), the agreement (a contract's id, §5.4: kept as text until contracts are a kind) and its
 * file, the amount drawn, the interest, the fixings, the instalments (listed or from a plan), the
 * minimum cover, the valuations, the mortgage and the prepayments made. Figures are integers at their
 * scales (rates at LOAN_RATE_SCALE, the cover at SCALES.percent), as src/domain/loans.ts reads them;
 * one check runs its rules (`loanErrors`, today's date for the valuations), each error on its path.
 */
export const loanKind = defineKind({
  name: 'kredi',
  path: 'finans/kredi',
  fields: {
    sirket: field.company(),
    banka: field.reference('cariHesap'),
    sozlesme: field.text({ pattern: ID_TEXT, lowerCase: true }),
    tutar: field.money({ required: true, min: 1n }),
    dovizCinsi: field.choice(CURRENCIES),
    kullanimTarihi: field.date({ required: true }),
    faiz: field.group(interestFields),
    fixingler: field.list(fixingFields, MAX_LOAN_FIXINGS),
    taksitler: field.list(instalmentFields, MAX_INSTALMENTS),
    taksitPlani: field.group(planFields, { nullable: true }),
    teminatOraniYuzde: field.decimal(3, { min: 0n, max: MAX_COVER }),
    degerlemeler: field.list(valuationFields, MAX_VALUATIONS),
    ipotek: field.group(mortgageFields, { nullable: true }),
    erkenOdemeler: field.list(prepaymentFields, MAX_PREPAYMENTS),
    aciklama: field.text({ max: 1000 }),
    dosya: field.file(),
  },
  companyField: 'sirket',
  checks: [
    {
      fields: [
        'tutar',
        'kullanimTarihi',
        'faiz',
        'fixingler',
        'taksitler',
        'taksitPlani',
        'teminatOraniYuzde',
        'degerlemeler',
        'ipotek',
        'erkenOdemeler',
      ],
      path: 'taksitler',
      message: 'invalid',
      // The schema has checked each field; the loan's rules across them (src/domain/loans.ts) remain.
      test: (loan): CheckError[] =>
        loanErrors(loan, localDate()).flatMap(({ path, message }) => (isErrorKey(message) ? [{ path, message }] : [])),
    },
  ],
  // Read per company (the chosen ship): the list, the dashboard's instalments and shortfalls.
  indexes: ['sirket', '[sirket+kullanimTarihi]'],
  titleFields: ['kullanimTarihi', 'tutar', 'dovizCinsi'],
  list: {
    columns: ['sirket', 'banka', 'kullanimTarihi', 'tutar', 'dovizCinsi'],
    sorts: LOAN_SORT_FIELDS,
    defaultSort: { field: 'kullanimTarihi', order: 'desc' },
    filters: ['sirket', 'banka', 'dovizCinsi'],
  },
  tombstone: { fixingler: [], taksitler: [], degerlemeler: [], erkenOdemeler: [], aciklama: '' },
  errors: LOAN_ERROR_KEYS,
});

export type LoanDefinition = typeof loanKind;
/** A loan as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type LoanRecord = RecordOf<LoanDefinition>;
export type LoanValues = FieldsOf<LoanDefinition>;
export type LoanValuation = ValuesOf<typeof valuationFields>;
