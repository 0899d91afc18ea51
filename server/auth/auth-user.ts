import type { User } from '../../src/domain/auth';

/** The signed-in user as routes see it: the API's User plus what scopes their queries. */
export interface AuthUser extends User {
  /** Companies granted to a non-admin; administrators see every company regardless. */
  sirketIds: string[];
}

/** What a user may see of the companies: everything, or the granted ids (ARCHITECTURE §4). */
export type CompanyScope = { all: true } | { all: false; ids: string[] };

export function companyScope(user: AuthUser): CompanyScope {
  return user.isAdmin ? { all: true } : { all: false, ids: user.sirketIds };
}

/** Whether the scope includes the company `sirketId` (a lowercase uuid). */
export function canSeeCompany(scope: CompanyScope, sirketId: string): boolean {
  return scope.all || scope.ids.includes(sirketId);
}

export function toUserDto(user: AuthUser): User {
  return { _id: user._id, name: user.name, email: user.email, isAdmin: user.isAdmin };
}
