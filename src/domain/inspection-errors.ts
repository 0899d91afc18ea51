// The error keys of inspections, non-conformities and KPI periods (docs/areas/inspections.md) that
// no kind declares yet. The record kinds of these records declare their keys in their definitions
// (`KindErrorKeys`, the definition's `errors`), with their texts in their area's catalog, as
// inspections do (`closedBeforeInspection`; docs/adding-a-record-kind.md §1), and
// InspectionFieldError then is FieldError.

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
