import * as v from 'valibot';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import { BDN_SORT_FIELDS, bdnWarnings, type BdnFields, type BdnListResponse, type BdnView } from '../../src/domain/bdn';
import { FUELS, withinRetention } from '../../src/domain/emissions';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany, companyScope } from '../auth/auth-user';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { bdnList, bdnValues, toBdnDto, type BdnRow } from '../db/repositories/bdn-repository';
import { sqlListPage } from '../db/repositories/sql-list';
import { referenceConstraintErrors } from '../db/repositories/references-repository';
import { bdn } from '../db/schema';
import { HttpError } from '../errors';
import { optionalId, pageParams, parseListQuery, sortParams } from '../http/list-query';
import { accountError, referenced } from './referenced';
import { serverCollection } from './server-collection';

// Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md). Scoping, grants, versions, idempotency, the file's
// visibility and the in-use checks come from the declaration and the generic routes; the schema
// (src/domain/bdn.ts) holds the record's rules. This adds the warnings on every answer, the checks
// of the supplier and the bill against the ship's company, and the retention period (409).

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
  return { ...toBdnDto(row), uyarilar: bdnWarnings(row) };
}

/** The supplier: a live, visible account of the ship's company; the bill: a live, visible bill of that company (and supplier). */
async function referenceErrors(tx: Db, input: BdnFields, user: AuthUser): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const scope = companyScope(user);
  if (input.tedarikci !== null) {
    const problem = accountError(await referenced.account(tx, input.tedarikci), scope, input.sirket);
    if (problem) errors.push({ ...problem, path: 'tedarikci' });
  }
  if (input.fatura !== null) {
    const bill = await referenced.bill(tx, input.fatura);
    if (!bill || bill.deletedAt || !canSeeCompany(scope, bill.sirketId) || bill.sirketId !== input.sirket) {
      errors.push({ path: 'fatura', message: 'billNotFound' });
    } else if (input.tedarikci !== null && bill.cariHesapId !== input.tedarikci) {
      errors.push({ path: 'fatura', message: 'billOtherAccount' });
    }
  }
  return errors;
}

export const bdns = serverCollection<'bdn', BdnRow, BdnFields>({
  name: 'bdn',
  table: bdn,
  companyColumn: bdn.sirketId,
  toDto: toBdnDto,
  values: bdnValues,
  tombstone: { aciklama: '', liman: '', numuneMuhurleri: [] },
  constraintErrors: {
    bdn_miktar_check: { path: 'miktarMt', message: 'aboveZero' },
    ...referenceConstraintErrors('bdn'),
  },

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

  /** 422 for a supplier or a bill that is not the ship's company's. */
  async beforeWrite(input, { tx, user }) {
    return referenceErrors(tx, input, user);
  },

  /** 409 `retentionPeriod`: MARPOL Annex VI keeps a BDN three years from its date. */
  async beforeDelete(row) {
    if (withinRetention(row.tarih, localDate())) throw new HttpError(409, 'retentionPeriod');
  },
});
