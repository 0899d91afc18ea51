import type { ErrorKey } from '../error-key';
import type { FieldError } from '../validation';
import type { ReferenceField } from './define';

// The rule every reference of a write obeys (docs/architecture.md §3), on the server: the record it
// names is live and visible to the writer (`notFound` otherwise), and of the writing record's
// company when both have one (`otherCompany`). One rule, one error key per kind of failure; a field
// may name its own keys (an account: `accountNotFound`, `accountOtherCompany`), or take a record of
// any company the writer sees (`anyCompany`: a person of the pool assigned to a ship).

/** What the rule needs of the record a reference names (undefined: there is none). */
export interface ReferencedRecord {
  live: boolean;
  visible: boolean;
  /** The referenced record's company; null for a chart shared by every company. */
  company: string | null;
}

export const REFERENCE_NOT_FOUND: ErrorKey = 'notFound';
export const REFERENCE_OTHER_COMPANY: ErrorKey = 'otherCompany';

/** The field error of a reference through `path`, or undefined when the record it names is fine. */
export function referenceError(
  path: string,
  field: ReferenceField,
  target: ReferencedRecord | undefined,
  company: string | null,
): FieldError | undefined {
  if (!target || !target.live || !target.visible) return { path, message: field.notFound ?? REFERENCE_NOT_FOUND };
  if (!field.anyCompany && company !== null && target.company !== null && target.company !== company) {
    return { path, message: field.otherCompany ?? REFERENCE_OTHER_COMPANY };
  }
  return undefined;
}
