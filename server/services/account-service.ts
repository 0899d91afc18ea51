import * as v from 'valibot';
import {
  ACCOUNT_SORT_FIELDS,
  ACCOUNT_TYPES,
  accountSchema,
  type Account,
  type AccountFields,
  type AccountListResponse,
  type AccountListRow,
} from '../../src/domain/account';
import { CURRENCIES } from '../../src/domain/currency';
import type { Tombstone } from '../../src/domain/sync';
import { canSeeCompany, type CompanyScope } from '../auth/auth-user';
import type { Db } from '../db/client';
import {
  accountCollection,
  accountValues,
  findAccount,
  listAccounts,
  toAccountDto,
  type AccountRow,
} from '../db/repositories/accounts-repository';
import { companyExists } from '../db/repositories/companies-repository';
import { HttpError } from '../errors';
import { parseBody } from '../http/parse-body';
import { parseQuery } from '../http/parse-query';
import { isUuid, recordIdSchema } from '../sync/collection';
import { createMirrored, deleteMirroredRecord, updateMirroredRecord } from '../sync/mirror';

// Counterparty accounts (SPEC §2, §3, §5, §7). Every read and write is scoped by the companies the
// user may see (ARCHITECTURE.md §4): an account of another company is not found (404), and writing
// one for another company is refused (403).

/** `GET /api/finans/cari-hesap/:id`: the mirrored record plus the company's name for display. */
export type AccountDetail = Account & { sirketIsim: string };

const wholeNumber = (digits: number) =>
  v.pipe(v.string(), v.regex(new RegExp(`^\\d{1,${digits}}$`)), v.transform(Number), v.minValue(1));

/**
 * The list's query string (SPEC §7); a broken one is 400 with the parameter as the path, and the
 * message `required` for the one parameter that must be there (the object's message), else `invalid`.
 */
const listQuerySchema = v.object(
  {
    cariTip: v.pipe(v.string(), v.picklist(ACCOUNT_TYPES)),
    page: v.optional(wholeNumber(6), '1'),
    perPage: v.optional(v.pipe(wholeNumber(3), v.maxValue(200)), '20'),
    sirket: v.optional(v.pipe(v.string(), v.check(isUuid), v.toLowerCase())),
    // Accepted and checked, but it filters nothing: it picks the currency of the balances, which
    // arrive with bills (ARCHITECTURE.md §5). Every account is listed whatever the currency.
    dovizCinsi: v.optional(v.picklist([...CURRENCIES, 'all'])),
    sortBy: v.optional(v.picklist(ACCOUNT_SORT_FIELDS), 'unvan'),
    sortingOrder: v.optional(v.picklist(['1', '-1']), '1'),
  },
  'required',
);

/** An empty parameter (`?sirket=` is "Hepsi", all companies) counts as an absent one. */
function withoutBlanks(query: unknown): Record<string, unknown> {
  const entries = Object.entries(query !== null && typeof query === 'object' ? query : {});
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** Which companies to list: the one asked for if visible, else all visible; `[]` means none. */
function companiesToList(scope: CompanyScope, requested: string | undefined): string[] | undefined {
  if (requested !== undefined) return canSeeCompany(scope, requested) ? [requested] : [];
  return scope.all ? undefined : scope.ids;
}

function toListRow(account: AccountRow, sirketIsim: string): AccountListRow {
  const { sirket, ...dto } = toAccountDto(account);
  return { ...dto, sirket: [{ _id: sirket, isim: sirketIsim }] };
}

export async function listAccountPage(db: Db, query: unknown, scope: CompanyScope): Promise<AccountListResponse> {
  const q = parseQuery(listQuerySchema, withoutBlanks(query));
  const sirketIds = companiesToList(scope, q.sirket);
  // A company the user may not see lists as empty rather than failing (SPEC §7 shows no error).
  if (sirketIds?.length === 0) return { cariler: [], totalCount: 0 };
  const { rows, total } = await listAccounts(db, {
    cariTip: q.cariTip,
    sirketIds,
    sortBy: q.sortBy,
    descending: q.sortingOrder === '-1',
    limit: q.perPage,
    offset: (q.page - 1) * q.perPage,
  });
  return { cariler: rows.map((row) => toListRow(row.account, row.sirketIsim)), totalCount: total };
}

/** The account a path names, tombstones included, if it belongs to a company the user may see. */
async function findVisible(db: Db, id: string, scope: CompanyScope) {
  const found = isUuid(id) ? await findAccount(db, id.toLowerCase()) : undefined;
  return found && canSeeCompany(scope, found.account.sirketId) ? found : undefined;
}

export async function getAccount(db: Db, id: string, scope: CompanyScope): Promise<AccountDetail> {
  const found = await findVisible(db, id, scope);
  if (!found || found.account.deletedAt) throw HttpError.notFound();
  return { ...toAccountDto(found.account), sirketIsim: found.sirketIsim };
}

/**
 * The company an account is written for must be one the user may see (403 otherwise) and still
 * exist (an administrator may name any id). The existence check cannot race a company delete:
 * both run under runMutation's lock.
 */
async function checkCompany(db: Db, input: AccountFields, scope: CompanyScope): Promise<AccountFields> {
  const sirket = input.sirket.toLowerCase();
  if (!canSeeCompany(scope, sirket)) throw HttpError.forbidden();
  if (!(await companyExists(db, sirket))) throw HttpError.validation([{ path: 'sirket', message: 'chooseCompany' }]);
  return { ...input, sirket };
}

// `_id` is the client's id for a record it made offline; accountSchema ignores keys it lacks.
const createSchema = v.intersect([v.object({ _id: recordIdSchema }), accountSchema]);

export async function createAccount(db: Db, body: unknown, scope: CompanyScope): Promise<Account> {
  const { _id, ...input } = parseBody(createSchema, body);
  const fields = await checkCompany(db, input, scope);
  if (_id !== undefined) {
    // An id taken by an account the user may not see must not show that account in a 409.
    const existing = await findAccount(db, _id);
    if (existing && !canSeeCompany(scope, existing.account.sirketId)) throw HttpError.forbidden();
  }
  return toAccountDto(await createMirrored(db, accountCollection, accountValues(fields), _id));
}

export async function updateAccount(
  db: Db,
  id: string,
  body: unknown,
  expectedVersion: number | undefined,
  scope: CompanyScope,
): Promise<Account> {
  const input = parseBody(accountSchema, body);
  const found = await findVisible(db, id, scope);
  if (!found) throw HttpError.notFound();
  // Moving an account to another company needs that company to be visible too.
  const fields = await checkCompany(db, input, scope);
  return toAccountDto(
    await updateMirroredRecord(db, accountCollection, found.account, accountValues(fields), expectedVersion),
  );
}

export async function deleteAccount(
  db: Db,
  id: string,
  expectedVersion: number | undefined,
  scope: CompanyScope,
): Promise<Tombstone> {
  const found = await findVisible(db, id, scope);
  if (!found) throw HttpError.notFound();
  return deleteMirroredRecord(db, accountCollection, found.account, expectedVersion);
}
