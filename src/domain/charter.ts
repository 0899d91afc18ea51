import * as v from 'valibot';
import { isErrorKey } from './error-key';
import { hireStatementErrors, type TimeCharter } from './hire-statement';
import type { CheckError } from './kinds/define';
import { CHARTER_RULE_FIELDS, charterKind, type CharterTerms } from './kinds/charter';
import { recordCheck, writeSchemaOf } from './kinds/schema';
import { laytimeErrors, type VoyageCharter } from './laytime';
import { divRound } from './money';

// A charter's rules across its fields (docs/areas/operations.md §1, §2), for its write schema and the
// screens: the hire statement's rules for a time charter, laytime's for a voyage charter. Kept out of
// the kind's definition (src/domain/kinds/charter.ts), which the sync engine reads before the first
// screen: these rules load with the forms and the charter screens.

/** A time charter as the hire statement reads it (figures as integers at their scales: the device's shape). */
export function timeCharterOf(charter: CharterTerms): TimeCharter {
  return {
    ...charter,
    tip: 'time',
    gunlukKira: charter.gunlukKira ?? 0,
    teslim: { zaman: charter.teslim.zaman ?? '', liman: charter.teslim.liman },
  };
}

/**
 * A voyage charter as laytime reads it. A lump-sum freight is money (minor units) where a rate per
 * tonne has four places: the record keeps both at four, the rules read the lump sum at two.
 */
export function voyageCharterOf(charter: CharterTerms): VoyageCharter {
  const { navlun } = charter;
  return {
    ...charter,
    tip: 'spot',
    demurrageGunluk: charter.demurrageGunluk ?? 0,
    navlun: navlun && { ...navlun, oran: navlun.esas === 'goturu' ? Number(divRound(BigInt(navlun.oran), 100n)) : navlun.oran },
  };
}

/** What is wrong with a charter by the rules of its kind, each error on its path (an unknown key is not answered). */
export function charterErrors(charter: CharterTerms): CheckError[] {
  const errors =
    charter.tip === 'time'
      ? [
          ...(charter.gunlukKira === null ? [{ path: 'gunlukKira', message: 'required' as const }] : []),
          ...hireStatementErrors(timeCharterOf(charter)),
        ]
      : [
          ...(charter.demurrageGunluk === null ? [{ path: 'demurrageGunluk', message: 'required' as const }] : []),
          ...laytimeErrors(voyageCharterOf(charter)),
        ];
  return errors.flatMap(({ path, message }) => (isErrorKey(message) ? [{ path, message }] : []));
}

const derivedSchema = writeSchemaOf(charterKind);

/** The write schema of a charter: the definition's, then the rules of its kind, each error on its path. */
export const charterSchema = v.pipe(
  derivedSchema,
  recordCheck<v.InferOutput<typeof derivedSchema>>({
    fields: CHARTER_RULE_FIELDS,
    path: 'tip',
    message: 'invalid',
    test: (charter) => charterErrors(charter as CharterTerms),
  }),
);
