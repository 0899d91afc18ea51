// The error keys of inspections, non-conformities and KPI periods (docs/areas/inspections.md) that
// the shared list (./error-key.ts) does not hold yet. The record kinds of these records add their
// keys, with their texts in both languages, to ERROR_KEYS (inspections did: `closedBeforeInspection`),
// and InspectionFieldError then is FieldError.

import type { ErrorKey } from './error-key';

export const INSPECTION_ERROR_KEYS = [
  /** A non-conformity's verifier is its responsible person. */
  'verifierIsResponsible',
  /** A major non-conformity's due date is more than 3 months after it was raised. */
  'majorDueTooLate',
  /** A period (a KPI's) that ends before it starts. */
  'endBeforeStart',
] as const;

export type InspectionErrorKey = ErrorKey | (typeof INSPECTION_ERROR_KEYS)[number];

/** A field error as FieldError (./validation.ts) shapes it: a dotted path and a translation key. */
export interface InspectionFieldError {
  path: string;
  message: InspectionErrorKey;
}
