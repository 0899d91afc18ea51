import { companySchema, type Company } from '../../src/domain/company';
import type { AuthUser } from '../auth/auth-user';
import type { ServerCollection } from '../collections/server-collection';
import type { Db } from '../db/client';
import { createCompany, deleteCompany, findCompany, updateCompany } from '../db/repositories/companies-repository';
import { hasCompanyRows } from '../db/repositories/mirrored-repository';
import { HttpError } from '../errors';
import { inputViolation } from '../http/db-errors';
import { parseBody } from '../http/parse-body';
import { recordAudit } from '../sync/audit';
import { isUuid } from '../sync/collection';
import { COMPANY_AUDIT } from '../../src/domain/audit';

// Writes of companies (docs/areas/companies-and-users.md /sirket/form): administrators only. Companies are not mirrored;
// they are read online and cached by the client.

const companyInUse = () => new HttpError(409, 'companyInUse');

export function requireAdmin(user: AuthUser): void {
  if (!user.isAdmin) throw HttpError.forbidden();
}

/** The company id a path names, or 404: malformed and unknown ids look the same. */
function companyId(param: string): string {
  if (!isUuid(param)) throw HttpError.notFound();
  return param.toLowerCase();
}

/** Records a company write in the history, in the writing transaction (docs/architecture.md §9). */
function auditCompany(
  db: Db,
  user: AuthUser,
  action: 'create' | 'update' | 'delete',
  id: string,
  before: Company | null,
  after: Company | null,
) {
  return recordAudit(db, {
    action,
    user,
    collection: COMPANY_AUDIT,
    recordId: id,
    sirketId: id,
    before,
    after,
  });
}

export async function addCompany(db: Db, user: AuthUser, body: unknown): Promise<Company> {
  const company = await createCompany(db, parseBody(companySchema, body));
  await auditCompany(db, user, 'create', company._id, null, company);
  return company;
}

export async function changeCompany(db: Db, user: AuthUser, param: string, body: unknown): Promise<Company> {
  const input = parseBody(companySchema, body);
  const id = companyId(param);
  const before = await findCompany(db, id, { all: true });
  const company = before && (await updateCompany(db, id, input));
  if (!company) throw HttpError.notFound();
  await auditCompany(db, user, 'update', id, before, company);
  return company;
}

/**
 * Deletes a company that has no records in any company-scoped collection of the registry, deleted
 * ones included (409 `companyInUse` otherwise): a tombstone must stay for the devices that still
 * hold the record, and no delete ever takes one with it (the foreign keys restrict). A record
 * written for it meanwhile is caught by those foreign keys too: its insert holds the company's row
 * (FOR KEY SHARE), so the delete waits for it and then fails (409 `companyInUse`), or the insert
 * waits for the delete and fails (422 `chooseCompany`).
 */
export async function removeCompany(
  db: Db,
  user: AuthUser,
  param: string,
  collections: readonly ServerCollection[],
): Promise<{ _id: string; deleted: true }> {
  const id = companyId(param);
  for (const collection of collections) {
    if (await hasCompanyRows(db, collection, id)) throw companyInUse();
  }
  const before = await findCompany(db, id, { all: true });
  try {
    if (!before || !(await deleteCompany(db, id))) throw HttpError.notFound();
  } catch (error) {
    // A table outside the registry that refers to companies restricts the delete too.
    if (inputViolation(error)?.code === '23503') throw companyInUse();
    throw error;
  }
  await auditCompany(db, user, 'delete', id, before, null);
  return { _id: id, deleted: true };
}
