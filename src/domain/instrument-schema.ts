import type * as v from 'valibot';
import { instrumentKind, type Instrument } from './kinds/instrument';
import { writeSchemaOf } from './kinds/schema';
import type { AccountNames, ListPage } from './list-page';

// The record of cheques and promissory notes (`cekSenet`, `/api/finans/cek-senet`; docs/areas/cheques.md):
// the kind's definition (src/domain/kinds/instrument.ts), its write schema and the answers of its
// list. The moves are instruments.ts's.

export { INSTRUMENT_SORT_FIELDS, instrumentKind, type Instrument } from './kinds/instrument';

/** The body of `POST`/`PUT /api/finans/cek-senet`: `miktar` in major units, stored as minor units. */
export const instrumentSchema = writeSchemaOf(instrumentKind);

export type InstrumentInput = v.InferInput<typeof instrumentSchema>;
/** A valid body: `miktar` in minor units, `dosya` the scan's id, `durum` given or the initial one. */
export type InstrumentFields = v.InferOutput<typeof instrumentSchema>;

/** An instrument as the list and the detail answer it: with its account's and company's names. */
export interface InstrumentView extends Instrument, AccountNames {}

/** `GET /api/finans/cek-senet`. */
export type InstrumentListResponse = ListPage<'cekSenetler', InstrumentView>;
