import { localDate } from '../../src/domain/calendar';
import { bdnKind, bdnWarnings, type BdnView } from '../../src/domain/bdn';
import { withinRetention } from '../../src/domain/emissions';
import type { BdnRow } from '../db/repositories/bdn-repository';
import { bdn } from '../db/schema';
import { HttpError } from '../errors';
import { kindCollection } from './kind-collection';
import { referenced } from './referenced';
import { serverCollection } from './server-collection';

// Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md). The record, its mapping (figures
// in major units on the wire), the checks of the supplier and the bill against the ship's company
// and the tombstone follow from the kind's definition (src/domain/kinds/bdn.ts, kind-collection.ts);
// scoping, grants, versions, idempotency, the file's visibility and the in-use checks from the
// generic routes; its list `{bdnler, totalCount}` (by ship, fuel, bill, dates) from the definition too
// (kind-list.ts). This adds the warnings on every answer (the list's too), the bill's supplier and the
// retention period (409).

/** A BDN with its warnings (computed from the row's whole numbers). */
function bdnView(row: BdnRow): BdnView {
  return { ...derived.toDto(row), uyarilar: bdnWarnings(row) };
}

const derived = kindCollection<typeof bdnKind, BdnRow>(bdnKind, bdn, {
  constraintErrors: { bdn_miktar_check: { path: 'miktarMt', message: 'aboveZero' } },
  list: { item: bdnView },
});

export const bdns = serverCollection({
  ...derived,
  companyColumn: bdn.sirket,

  async detail(_db, row): Promise<BdnView> {
    return bdnView(row);
  },

  /**
   * 422: the supplier and the bill are the ship's company's (the kind's references); the bill is
   * that supplier's (`billOtherAccount`).
   */
  async beforeWrite(input, context) {
    const errors = (await derived.beforeWrite(input, context)) ?? [];
    if (errors.length > 0 || input.fatura === null || input.tedarikci === null) return errors;
    const bill = await referenced.bill(context.tx, input.fatura);
    return bill?.cariHesap === input.tedarikci ? [] : [{ path: 'fatura', message: 'billOtherAccount' }];
  },

  /** 409 `retentionPeriod`: MARPOL Annex VI keeps a BDN three years from its date. */
  async beforeDelete(row) {
    if (withinRetention(row.tarih, localDate())) throw new HttpError(409, 'retentionPeriod');
  },
});
