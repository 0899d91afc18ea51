import type { User } from '../../src/domain/auth';
import type { ScopeGrant } from '../../src/domain/sync';

/** The signed-in user as routes see it: the API's User plus what scopes their queries. */
export interface AuthUser extends User {
  /**
   * Companies granted to a non-admin, each read-only (`okuma`) or writable (`yazma`); empty for an
   * administrator, who sees and writes every company regardless (docs/architecture.md §9).
   */
  grants: readonly ScopeGrant[];
}

/**
 * What a user may see and write of the companies: everything, or the granted ids, of which
 * `writable` are those granted `yazma` (docs/architecture.md §6, §9).
 */
export type CompanyScope = { all: true } | { all: false; ids: string[]; writable: string[] };

export function companyScope(user: AuthUser): CompanyScope {
  if (user.isAdmin) return { all: true };
  return {
    all: false,
    ids: user.grants.map((grant) => grant._id),
    writable: user.grants.filter((grant) => grant.yetki === 'yazma').map((grant) => grant._id),
  };
}

/** Whether the scope includes the company `sirketId` (a lowercase uuid). */
export function canSeeCompany(scope: CompanyScope, sirketId: string): boolean {
  return scope.all || scope.ids.includes(sirketId);
}

/** Whether the user may write records of the company `sirketId` (a lowercase uuid). */
export function canWriteCompany(scope: CompanyScope, sirketId: string): boolean {
  return scope.all || scope.writable.includes(sirketId);
}

export function toUserDto(user: AuthUser): User {
  return { _id: user._id, name: user.name, email: user.email, isAdmin: user.isAdmin, dil: user.dil ?? 'tr' };
}
