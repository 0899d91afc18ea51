import { and, eq, isNull } from 'drizzle-orm';
import { nonConformityWriteErrors } from '../../src/domain/non-conformity';
import { nonConformityKind, type NonConformityRecord } from '../../src/domain/kinds/non-conformity';
import { isErrorKey } from '../../src/domain/error-key';
import type { FieldError } from '../../src/domain/validation';
import { denetim, uygunsuzluk } from '../db/schema';
import { HttpError } from '../errors';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Non-conformities (uygunsuzluk; docs/areas/inspections.md). The record, what each state must hold
// (the definition's check: src/domain/kinds/non-conformity.ts), its mapping, list and tombstone
// follow from the definition; this adds the state machine against the stored record (a move the
// cycle refuses is 422 `invalidTransition` on `durum`, a verification by the responsible person
// `verifierIsResponsible`, a major one due past 3 months `majorDueTooLate`: the rule's key is the
// answer's `message`), the inspection a non-conformity names as its source (live, the same ship's)
// (the demo's are the seed's: they name users and evidence files, server/db/seed.ts).

type NonConformityRow = typeof uygunsuzluk.$inferSelect;

const derived = kindCollection<typeof nonConformityKind, NonConformityRow>(nonConformityKind, uygunsuzluk);

/** The list's answer (MODULES §6 shape, docs/areas/inspections.md). */
export interface NonConformityListResponse {
  uygunsuzluklar: NonConformityRecord[];
  totalCount: number;
}

export const nonConformities = serverCollection({
  ...derived,
  companyColumn: uygunsuzluk.sirket,

  async beforeWrite(input, context) {
    const errors = (await derived.beforeWrite(input, context)) ?? [];
    if (errors.length > 0) return errors;
    const before = context.existing ? derived.toDto(context.existing) : undefined;
    const refused = nonConformityWriteErrors(before, input);
    if (refused) {
      const fieldErrors: FieldError[] = refused.errors.flatMap(({ path, message }) => (isErrorKey(message) ? [{ path, message }] : []));
      throw new HttpError(422, isErrorKey(refused.message) ? refused.message : 'validationFailed', fieldErrors);
    }
    if (input.kaynak) {
      const [inspection] = await context.tx
        .select({ sirket: denetim.sirket })
        .from(denetim)
        .where(and(eq(denetim.id, input.kaynak.denetim), isNull(denetim.deletedAt)));
      if (!inspection) return [{ path: 'kaynak.denetim', message: 'notFound' }];
      if (inspection.sirket !== input.sirket) return [{ path: 'kaynak.denetim', message: 'otherCompany' }];
    }
    return [];
  },
});
