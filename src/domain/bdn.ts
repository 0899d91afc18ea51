// Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md): the kind's definition
// (src/domain/kinds/bdn.ts), the write schema derived from it and the answers of its list. The
// warnings (sulphur, flash point) and the retention period are in emissions.ts, which the device's
// screens and the server both call.

import type * as v from 'valibot';
import { bunkerWarnings, type BunkerWarning } from './emissions';
import { bdnKind, type Bdn } from './kinds/bdn';
import { writeSchemaOf } from './kinds/schema';
import type { ListPage } from './list-page';

export { BDN_SORT_FIELDS, bdnKind, type Bdn } from './kinds/bdn';

/**
 * A bunker delivery note as the form and `POST`/`PUT /api/teknik/bdn` take it. Figures in major
 * units (or the decimal text a form types). The sulphur and flash point warnings are not refusals
 * (bunkerWarnings).
 */
export const bdnSchema = writeSchemaOf(bdnKind);

export type BdnInput = v.InferInput<typeof bdnSchema>;
/** A valid body: figures as whole numbers at BDN_SCALES. */
export type BdnFields = v.InferOutput<typeof bdnSchema>;

/** A BDN as the list and the detail answer it: with its warnings. */
export interface BdnView extends Bdn {
  uyarilar: BunkerWarning[];
}

/** `GET /api/teknik/bdn`. */
export type BdnListResponse = ListPage<'bdnler', BdnView>;

/**
 * The warnings of a BDN whose figures are whole numbers at BDN_SCALES (the device's and the table's):
 * sulphur in thousandths of a %, flash point in tenths of a °C.
 */
export function bdnWarnings(note: Pick<Bdn, 'yakit' | 'kukurtYuzde' | 'parlamaNoktasi'>): BunkerWarning[] {
  return bunkerWarnings(note);
}
