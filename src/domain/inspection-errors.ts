// The error keys of KPI periods (docs/areas/inspections.md) that no kind declares yet (the
// non-conformities' own are declared in src/domain/kinds/non-conformity.ts). The record kinds of these records declare their keys in their definitions
// (`KindErrorKeys`, the definition's `errors`), with their texts in their area's catalog, as
// inspections do (`closedBeforeInspection`; docs/adding-a-record-kind.md §1), and
// InspectionFieldError then is FieldError.

import type { ErrorKey } from './error-key';

export const INSPECTION_ERROR_KEYS = [
  /** A period (a KPI's) that ends before it starts. */
  'endBeforeStart',
] as const;

export type InspectionErrorKey = ErrorKey | (typeof INSPECTION_ERROR_KEYS)[number];

/** A field error as FieldError (./validation.ts) shapes it: a dotted path and a translation key. */
export interface InspectionFieldError {
  path: string;
  message: InspectionErrorKey;
}
