import type * as v from 'valibot';
import { accountSchema } from './account';
import { charterSchema } from './charter';
import { kindOf, type CollectionName } from './collections';
import { COLLECTION_NAMES } from './collection-declarations';
import { documentSchema, readConfirmationSchema } from './documents';
import { writeSchemaOf } from './kinds/schema';
import { personSchema } from './personnel';

type Schema = v.GenericSchema<unknown, unknown>;

/**
 * The schemas of kinds whose write is checked beyond their definition (a person's TCKN and IBAN
 * check digits: src/domain/personnel.ts; an account's VKN, TCKN and IBANs: src/domain/account.ts).
 */
const OWN_SCHEMAS: Partial<Record<CollectionName, Schema>> = {
  cariHesap: accountSchema,
  carter: charterSchema,
  dokuman: documentSchema,
  okumaOnayi: readConfirmationSchema,
  personel: personSchema,
};

/**
 * The body of a create or an update (without `_id`) of each mirrored collection: the part of a
 * collection's declaration (docs/architecture.md §3) that the forms and the server validate with. It is
 * kept apart from `COLLECTIONS` because the device's sync engine reads the declarations before a
 * screen's first render and never validates: the schemas (and the IBAN check under them) load with
 * the forms. A kind's schema is derived from its definition (`writeSchemaOf`, the same schema its
 * own module exports); a new kind adds nothing here.
 */
export const COLLECTION_SCHEMAS = Object.fromEntries(
  COLLECTION_NAMES.map((name): [CollectionName, Schema] => {
    return [name, OWN_SCHEMAS[name] ?? writeSchemaOf(kindOf(name))];
  }),
) as Record<CollectionName, Schema>;
