import * as v from 'valibot';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import { BDN_SORT_FIELDS, bdnKind, bdnWarnings, type BdnListResponse, type BdnView } from '../../src/domain/bdn';
import { FUELS, withinRetention } from '../../src/domain/emissions';
import { bdnList, type BdnRow } from '../db/repositories/bdn-repository';
import { sqlListPage } from '../db/repositories/sql-list';
import { bdn } from '../db/schema';
import { HttpError } from '../errors';
import { optionalId, pageParams, parseListQuery, sortParams } from '../http/list-query';
import { kindCollection } from './kind-collection';
import { referenced } from './referenced';
import { serverCollection } from './server-collection';

// Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md). The record, its mapping (figures
// in major units on the wire), the checks of the supplier and the bill against the ship's company
// and the tombstone follow from the kind's definition (src/domain/kinds/bdn.ts, kind-collection.ts);
// scoping, grants, versions, idempotency, the file's visibility and the in-use checks from the
// generic routes. This adds the list, the warnings on every answer, the bill's supplier and the
// retention period (409).

const calendarParam = () => v.optional(v.pipe(v.string(), v.check(isCalendarDate)));

/** The list's query string: company, fuel, bill, a date range. */
const listQuerySchema = v.object({
  ...pageParams(50),
  sirket: optionalId(),
  yakit: v.optional(v.picklist(FUELS)),
  fatura: optionalId(),
  tarihBas: calendarParam(),
  tarihSon: calendarParam(),
  ...sortParams(BDN_SORT_FIELDS, 'tarih', '-1'),
});

/** A BDN with its warnings (computed from the row's whole numbers). */
function bdnView(row: BdnRow): BdnView {
  return { ...derived.toDto(row), uyarilar: bdnWarnings(row) };
}

const derived = kindCollection<typeof bdnKind, BdnRow>(bdnKind, bdn, {
  constraintErrors: { bdn_miktar_check: { path: 'miktarMt', message: 'aboveZero' } },
});

export const bdns = serverCollection({
  ...derived,
  companyColumn: bdn.sirket,

  /** One page `{bdnler, totalCount}`, newest first unless sorted otherwise, each with its warnings. */
  async list({ db, query, scope }): Promise<BdnListResponse> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    const { items, total } = await sqlListPage(db, bdnList, {
      sirketIds,
      filters: { yakit: q.yakit, fatura: q.fatura, tarihBas: q.tarihBas, tarihSon: q.tarihSon },
      sortBy: q.sortBy,
      descending: q.sortingOrder === '-1',
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { bdnler: items.map(bdnView), totalCount: total };
  },

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
