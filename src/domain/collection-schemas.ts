import type * as v from 'valibot';
import { accountSchema } from './account';
import { bankOrderSchema } from './bank-order';
import { bdnSchema } from './bdn';
import { billSchema } from './bill';
import { budgetCodeSchema } from './budget-code';
import { cashFlowSchema } from './cash-flow';
import { certificateSchema } from './certificates';
import type { CollectionName } from './collections';
import { documentSchema, readConfirmationSchema } from './documents';
import { exchangeRateSchema } from './exchange-rates';
import { instrumentSchema } from './instrument-schema';
import { shipReportSchema } from './ship-report';
import { assignmentSchema, personSchema } from './personnel';
import { workReportSchema } from './work-report';

/**
 * The body of a create or an update (without `_id`) of each mirrored collection: the part of a
 * collection's declaration (docs/architecture.md §3) that the forms and the server validate with. It is
 * kept apart from `COLLECTIONS` because the device's sync engine reads the declarations before a
 * screen's first render and never validates: the schemas (and the IBAN check under them) load with
 * the forms. A collection without a schema here does not compile.
 */
export const COLLECTION_SCHEMAS: Record<CollectionName, v.GenericSchema<unknown, unknown>> = {
  butceKodu: budgetCodeSchema,
  cariHesap: accountSchema,
  fatura: billSchema,
  nakitAkis: cashFlowSchema,
  bankaTalimat: bankOrderSchema,
  kur: exchangeRateSchema,
  sertifika: certificateSchema,
  dokuman: documentSchema,
  okumaOnayi: readConfirmationSchema,
  cekSenet: instrumentSchema,
  bdn: bdnSchema,
  gemiRaporu: shipReportSchema,
  isRaporu: workReportSchema,
  personel: personSchema,
  gorevlendirme: assignmentSchema,
};
