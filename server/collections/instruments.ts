import * as v from 'valibot';
import { localDate } from '../../src/domain/calendar';
import { instrumentKind, type InstrumentFields, type InstrumentView } from '../../src/domain/instrument-schema';
import { DUE_WINDOWS, writeError, type DueWindow } from '../../src/domain/instruments';
import type { FieldError } from '../../src/domain/validation';
import type { CompanyScope } from '../auth/auth-user';
import type { Db } from '../db/client';
import { dueWindowWhere, instrumentView, instrumentViews, type InstrumentRow } from '../db/repositories/instruments-repository';
import { cekSenet } from '../db/schema';
import { HttpError } from '../errors';
import { bookInstrument, linkErrors, unbookInstrument } from './instrument-booking';
import { accountError, referenced } from './referenced';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Cheques and promissory notes (cekSenet; docs/areas/cheques.md). The record, its mapping (`miktar`
// in major units on the wire), its rules, its account (a live account of its company: 422
// `accountNotFound`, `accountOtherCompany`) and the tombstone follow from the kind's definition
// (src/domain/kinds/instrument.ts, kind-collection.ts); scoping, grants, versions, idempotency and
// the scan's visibility from the generic routes; the portfolio's list `{cekSenetler, totalCount}` from
// the definition too (kind-list.ts), with its due window and the names joined. This adds the instrument's own rules: every write's history is one the domain's moveInstrument
// accepts, extending the stored one (422 `invalidTransition` otherwise, before any other rule), its
// new endorsees are live accounts of its company; the cash flows its receipt and its moves book
// are recorded in the same write (instrument-booking.ts), and no client links one (422
// instrumentFlowFixed, the link's one answer).

/** The rules beyond the definition and the moves: the endorsees and the links to cash flows. */
async function endorseeAndLinkErrors(
  tx: Db,
  input: InstrumentFields,
  scope: CompanyScope,
  existing: InstrumentRow | undefined,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  // The endorsees the write adds: live accounts of the instrument's company.
  const known = existing?.hareketler.length ?? 0;
  for (const [index, movement] of input.hareketler.entries()) {
    if (index < known || !movement.cariHesap) continue;
    const endorsee = accountError(await referenced.account(tx, movement.cariHesap), scope, input.sirket);
    if (endorsee) errors.push({ ...endorsee, path: `hareketler.${index}.cariHesap` });
  }
  // The cash flows it books are the server's (instrument-booking.ts): a client links none.
  errors.push(...linkErrors(input, existing));
  return errors;
}

/** A list's page: the instruments with their account's and company's names. */
function views(db: Db, ids: string[]): Promise<InstrumentView[]> {
  return instrumentViews((row) => derived.toDto(row))(db, ids);
}

const derived = kindCollection<typeof instrumentKind, InstrumentRow>(instrumentKind, cekSenet, {
  constraintErrors: { cek_senet_vade_check: { path: 'vadeTarihi', message: 'outOfRange' } },
  list: {
    params: { vade: { schema: v.optional(v.picklist(DUE_WINDOWS)), where: (window: DueWindow) => dueWindowWhere(window, localDate()) } },
    load: views,
  },
});

export const instruments = serverCollection({
  ...derived,
  companyColumn: cekSenet.sirket,

  async detail(db, row): Promise<InstrumentView> {
    return instrumentView(db, row, (found) => derived.toDto(found));
  },

  async beforeWrite(input, context) {
    const { tx, scope, existing } = context;
    // The move first, the one pure function the device calls too: any other is 422 invalidTransition.
    const refusal = writeError(existing, input);
    if (refusal) throw new HttpError(422, refusal.message, [refusal]);
    // The receipt's cash flow is the server's: a link a client changes answers instrumentFlowFixed alone.
    const derivedErrors = ((await derived.beforeWrite(input, context)) ?? []).filter((error) => error.path !== 'nakitAkis');
    return [...derivedErrors, ...(await endorseeAndLinkErrors(tx, input, scope, existing))];
  },

  /** A deleted instrument's booked flows go with it. */
  async beforeDelete(row, { tx, user }) {
    await unbookInstrument(tx, user, row);
  },

  /** The receipt's and the moves' cash flows, in the same transaction (docs/areas/cheques.md). */
  async afterWrite(row, _input, { tx, user, existing }) {
    return bookInstrument(tx, user, existing, row);
  },
});
