// The error keys of charters, laytime, cargo documents and contracts (docs/areas/operations.md)
// that the shared list (./error-key.ts) does not hold yet. The record kinds and the server of these
// records come later; they add these keys, with their texts in both languages, to ERROR_KEYS, and
// OperationsFieldError then is FieldError.

import type { ErrorKey } from './error-key';

export const OPERATIONS_ERROR_KEYS = [
  /** Redelivery (or the estimated redelivery) at or before delivery. */
  'redeliveryBeforeDelivery',
  /** An off-hire that starts before delivery or ends after redelivery. */
  'offHireOutsideCharter',
  /** An off-hire that overlaps another off-hire of the same charter. */
  'offHireOverlap',
  /** A period (an off-hire's, a deduction's) that ends at or before its start (also in the inspections' list). */
  'endBeforeStart',
  /** A fuel burnt or on board that has no price in `yakitFiyatlari`. */
  'fuelPriceMissing',
  /** A fuel priced twice in `yakitFiyatlari`. */
  'duplicateFuel',
  /** A rate, price or amount below zero. */
  'negativeRate',
  /** A rate, price or percentage beyond any real charter (see docs/areas/operations.md). */
  'absurdRate',
  /** A statement-of-facts event earlier than one that must precede it (e.g. completed before commenced). */
  'sofOutOfOrder',
  /** The same statement-of-facts event twice at one port. */
  'duplicateSofEvent',
  /** A deduction not within the port's statement of facts (its first to its last event). */
  'deductionOutsidePort',
] as const;

export type OperationsErrorKey = ErrorKey | (typeof OPERATIONS_ERROR_KEYS)[number];

/** A field error as FieldError (./validation.ts) shapes it: a dotted path and a translation key. */
export interface OperationsFieldError {
  path: string;
  message: OperationsErrorKey;
}
