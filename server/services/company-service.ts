import { companySchema, type Company } from '../../src/domain/company';
import type { AuthUser } from '../auth/auth-user';
import type { ServerCollection } from '../collections/server-collection';
import type { Db } from '../db/client';
import { createCompany, deleteCompany, updateCompany } from '../db/repositories/companies-repository';
import { hasCompanyRows } from '../db/repositories/mirrored-repository';
import { HttpError } from '../errors';
import { inputViolation } from '../http/db-errors';
import { parseBody } from '../http/parse-body';
import { isUuid } from '../sync/collection';

// Writes of companies (SPEC §2 /sirket/form): administrators only. Companies are not mirrored;
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

export async function addCompany(db: Db, body: unknown): Promise<Company> {
  return createCompany(db, parseBody(companySchema, body));
}

export async function changeCompany(db: Db, param: string, body: unknown): Promise<Company> {
  const input = parseBody(companySchema, body);
  const company = await updateCompany(db, companyId(param), input);
  if (!company) throw HttpError.notFound();
  return company;
}

/**
 * Deletes a company that has no records in any company-scoped collection of the registry, deleted
 * ones included (409 `companyInUse` otherwise): a tombstone must stay for the devices that still
 * hold the record, and no delete ever takes one with it (the foreign keys restrict). Run under
 * runMutation's lock, so no record can be written for it between the check and the delete.
 */
export async function removeCompany(
  db: Db,
  param: string,
  collections: readonly ServerCollection[],
): Promise<{ _id: string; deleted: true }> {
  const id = companyId(param);
  for (const collection of collections) {
    if (await hasCompanyRows(db, collection, id)) throw companyInUse();
  }
  try {
    if (!(await deleteCompany(db, id))) throw HttpError.notFound();
  } catch (error) {
    // A table outside the registry that refers to companies restricts the delete too.
    if (inputViolation(error)?.code === '23503') throw companyInUse();
    throw error;
  }
  return { _id: id, deleted: true };
}
