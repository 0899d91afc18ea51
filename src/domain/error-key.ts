/**
 * Every error key (docs/architecture.md §6: "translation keys under an errors group"): what the server answers in
 * `{message, errors}` and what the forms' schemas report. The server's error answers and the
 * device's text table (src/ui/error-text.ts) are typed with it, so a key without a text in both
 * languages fails the typecheck (and tests/unit/error-keys.test.ts checks the catalogs).
 */
export const ERROR_KEYS = [
  'required',
  'emailFormatIsWrong',
  'invalidEmail',
  'tooLong',
  'tooMany',
  'wrongCredentials',
  'loginFailed',
  'tooManyRequests',
  'unauthorized',
  'forbidden',
  'invalidCsrfToken',
  'notFound',
  /** A write names a record of another company than its own (src/domain/kinds/references.ts). */
  'otherCompany',
  'validationFailed',
  'invalidJson',
  'invalid',
  'invalidCode',
  'codeTaken',
  'conflict',
  'payloadTooLarge',
  'idempotencyKeyReused',
  'badRequest',
  'chooseCompany',
  'invalidVkn',
  'invalidTckn',
  'invalidIban',
  'invalidSwift',
  'invalidImo',
  'companyInUse',
  'parentMissing',
  'hasChildren',
  'inUse',
  'readOnlyCompany',
  'userChanged',
  'invalidCharacter',
  'passwordTooShort',
  'passwordTooCommon',
  'passwordUnchanged',
  'wrongPassword',
  'emailTaken',
  'lastAdmin',
  'duplicateCompany',
  'tooManyDecimals',
  'tooLarge',
  'atLeastOne',
  'aboveZero',
  'outOfRange',
  'invalidDate',
  /** A period (a KPI's, a deduction's) that ends before it starts. */
  'endBeforeStart',
  'planTotalMismatch',
  'duplicateNumber',
  'accountNotFound',
  'accountOtherCompany',
  'accountTypeMismatch',
  'budgetCodeNotFound',
  'budgetCodeInactive',
  'budgetCodeTypeMismatch',
  'fileNotFound',
  'totalBelowPaid',
  'billHasPayments',
  'accountHasBills',
  'billNotFound',
  'billOtherAccount',
  'billCurrencyMismatch',
  'bankAccountNotFound',
  'bankCurrencyMismatch',
  'duplicateRef',
  'cashFlowNotFound',
  'cashFlowOtherAccount',
  'networkError',
  'serverError',
  'billTypeMismatch',
  'fileIdTaken',
  'fileTooLarge',
  'uploadQuotaExceeded',
  'fileStorageUnavailable',
  'fileTypeNotAllowed',
  'unsupportedMediaType',
  'methodNotAllowed',
  'requestTimeout',
  'headersTooLarge',
  'rateMissing',
  'invalidBulletin',
  'duplicateRate',
  'unknownCertificateType',
  'expiryBeforeIssue',
  'surveyOutsideValidity',
  'surveyInFuture',
  'duplicateEInvoice',
  'notUblInvoice',
  'unsupportedCurrency',
  'revisionBehind',
  'alreadyConfirmed',
  'documentNotInForce',
  'readBeforeRevision',
  'invalidTransition',
  'endorseeRequired',
  'instrumentFlowFixed',
  'retentionPeriod',
  'duplicateReport',
  'duplicateWorkReport',
  'signOffBeforeSignOn',
  'overlappingAssignment',
  'personNotFound',
  'tcknTaken',
  'passportTaken',
  'eInvoiceTooComplex',
  'tooManyInvoiceLines',
  'invalidEInvoiceUuid',
] as const;

/**
 * A record kind's own error keys, each declared in the kind's definition file
 * (`declare module '../error-key' { interface KindErrorKeys { closedBeforeInspection: true } }`) and
 * listed in its definition's `errors` (docs/adding-a-record-kind.md §1): no shared list names them.
 * Their texts are in the kind's area (its catalog), beside its screens.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each kind's definition file
export interface KindErrorKeys {}

export type KindErrorKey = keyof KindErrorKeys & string;

export type ErrorKey = (typeof ERROR_KEYS)[number] | KindErrorKey;

const known = new Set<string>(ERROR_KEYS);

/** The kinds' own keys, added by `defineKind` (src/domain/kinds/define.ts) as each definition loads. */
export function addKindErrorKeys(keys: readonly KindErrorKey[]): void {
  for (const key of keys) known.add(key);
}

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && known.has(value);
}
