import * as v from 'valibot';
import {
  ACCOUNT_SORT_FIELDS,
  ACCOUNT_TYPES,
  accountKind,
  type Account,
  type AccountFields,
  type AccountListResponse,
} from '../../src/domain/account';
import { turkishSortKey } from '../../src/domain/collation';
import { listAccounts, type AccountRow } from '../db/repositories/accounts-repository';
import { accountBalances, toAccountFinance, type AccountFinance } from '../../src/domain/account-balance';
import type { FieldError } from '../../src/domain/validation';
import { deleteRefusal } from '../../src/domain/in-use';
import type { Db } from '../db/client';
import { balanceInputsOf } from '../db/repositories/cash-flows-repository';
import { countReferring } from '../db/repositories/references-repository';
import { companyName } from '../db/repositories/companies-repository';
import { cariHesap } from '../db/schema';
import { HttpError } from '../errors';
import { BANK_ACCOUNTS_BODY_LIMIT } from '../http/body-limits';
import { JsonText } from '../http/json-text';
import { currencyParam, optionalId, pageParams, parseListQuery, sortParams } from '../http/list-query';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Counterparty accounts (docs/areas/accounts.md), one company each. The record, its mapping, its
// company's foreign key and the tombstone follow from the kind's definition
// (src/domain/kinds/account.ts, kind-collection.ts); scoping, grants, versions and idempotency from
// the generic routes. This adds the name's sort key (`unvanSort`), the paged list with the
// balances, the rule of an account with bills and the detail's company name.

/** `GET /api/finans/cari-hesap/:id`: the mirrored record plus the company's name for display. */
export type AccountDetail = Account & { sirketIsim: string; finans: AccountFinance[] };

/**
 * Each account's balances per currency (docs/areas/accounts.md `finans`, docs/architecture.md §7), from its live bills
 * and cash flows by the domain's accountBalances: for several accounts at once, one query.
 */
async function financesOf(db: Db, accounts: readonly Pick<AccountRow, 'id' | 'cariTip'>[]): Promise<Map<string, AccountFinance[]>> {
  const inputs = await balanceInputsOf(
    db,
    accounts.map((account) => account.id),
  );
  const finances = new Map<string, AccountFinance[]>();
  for (const account of accounts) {
    const input = inputs.get(account.id) ?? { bills: [], flows: [] };
    finances.set(account.id, accountBalances(account.cariTip, input.bills, input.flows).currencies.map(toAccountFinance));
  }
  return finances;
}

/**
 * The list's query string (docs/areas/accounts.md); a broken one is 400 with the parameter as the path, and the
 * message `required` for the one parameter that must be there (the object's message), else `invalid`.
 */
const listQuerySchema = v.object(
  {
    cariTip: v.pipe(v.string(), v.picklist(ACCOUNT_TYPES)),
    ...pageParams(20),
    sirket: optionalId(),
    // Accepted and checked, but it filters nothing: it picks the currency of the balances, which
    // arrive with bills (docs/architecture.md §7). Every account is listed whatever the currency.
    dovizCinsi: currencyParam(),
    ...sortParams(ACCOUNT_SORT_FIELDS, 'unvan', '1'),
  },
  'required',
);

const derived = kindCollection<typeof accountKind, AccountRow>(accountKind, cariHesap);

export const accounts = serverCollection<'cariHesap', AccountRow, AccountFields>({
  ...derived,
  companyColumn: cariHesap.sirket,
  /** The record's fields and the name's sort key, in Turkish order (collation.ts). */
  values: (input, files) => ({ ...derived.values(input, files), unvanSort: turkishSortKey(input.unvan) }),
  bodyLimit: BANK_ACCOUNTS_BODY_LIMIT,
  tombstone: { ...derived.tombstone, unvanSort: '' },

  /** One page in the spec's shape `{cariler, totalCount}`, sorted and paged on the server. */
  async list({ db, query, scope }): Promise<AccountListResponse | JsonText> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    // A company the user may not see lists as empty rather than failing (docs/areas/accounts.md shows no error).
    if (sirketIds?.length === 0) return { cariler: [], totalCount: 0 };
    const { rows, total } = await listAccounts(db, {
      cariTip: q.cariTip,
      sirketIds,
      sortBy: q.sortBy,
      descending: q.sortingOrder === '-1',
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    // Each row is its record's JSON, as PostgreSQL wrote it, with its account's bills and cash flows
    // (same statement): the balances go in as its last field, `finans`, and nothing else is parsed.
    const cariler = rows.map((row) => {
      const finans: AccountFinance[] = accountBalances(row.cariTip, row.bills, row.flows).currencies.map(toAccountFinance);
      return `${row.record.slice(0, -1)},"finans":${JSON.stringify(finans)}}`;
    });
    return new JsonText(`{"cariler":[${cariler.join(',')}],"totalCount":${total}}`);
  },

  /**
   * An account with live bills keeps its company and type: its bills must stay of its company and
   * of the type their direction needs (docs/architecture.md §7). 422 `accountHasBills` on the field.
   */
  async beforeWrite(input, context) {
    const { tx, existing } = context;
    // The company's foreign key is the table's; the kind has no other reference and no unique rule.
    await derived.beforeWrite(input, context);
    if (!existing || (existing.sirket === input.sirket && existing.cariTip === input.cariTip)) return;
    // Referred to by live bills, cash flows or bank orders: what would refuse its delete.
    if ((await deleteRefusal('cariHesap', existing.id, (reference, id) => countReferring(tx, reference, id))) === null) return;
    const errors: FieldError[] = [];
    if (existing.sirket !== input.sirket) errors.push({ path: 'sirket', message: 'accountHasBills' });
    if (existing.cariTip !== input.cariTip) errors.push({ path: 'cariTip', message: 'accountHasBills' });
    throw HttpError.validation(errors);
  },

  async detail(db, row): Promise<AccountDetail> {
    const [isim, finances] = await Promise.all([companyName(db, row.sirket), financesOf(db, [row])]);
    return { ...derived.toDto(row), sirketIsim: isim ?? '', finans: finances.get(row.id) ?? [] };
  },
});
