import { companyScope, type AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { visibleBankOrderRefersToFile } from '../db/repositories/bank-orders-repository';
import { visibleBillRefersToFile } from '../db/repositories/bills-repository';
import { visibleCashFlowRefersToFile } from '../db/repositories/cash-flows-repository';

/**
 * Whether `user` may see a record that refers to the file `fileId` (a bill's `faturaFile`, a cash
 * flow's `dekontFile`, …). Each collection that keeps file references supplies one, scoped by
 * the user's companies exactly as its own reads are.
 */
export type FileReferenceResolver = (db: Db, fileId: string, user: AuthUser) => Promise<boolean>;

/** Resolvers by the name of the collection that registered them. */
export type FileReferenceRegistry = ReadonlyMap<string, FileReferenceResolver>;

/**
 * The collections whose records refer to files: a collection with a file field adds its resolver
 * here (ARCHITECTURE §3.4: "visible to users who can see a record that refers to it"). A bill's
 * `faturaFile` is visible to the users of the bill's company, a cash flow's `dekontFile` to those of
 * the cash flow's, a bank order's signed `talimatFile` to those of the order's.
 */
export const fileReferences: FileReferenceRegistry = new Map<string, FileReferenceResolver>([
  ['fatura', (db, fileId, user) => visibleBillRefersToFile(db, fileId, companyScope(user))],
  ['nakitAkis', (db, fileId, user) => visibleCashFlowRefersToFile(db, fileId, companyScope(user))],
  ['bankaTalimat', (db, fileId, user) => visibleBankOrderRefersToFile(db, fileId, companyScope(user))],
]);

/**
 * A file is visible to its uploader and to anyone a resolver vouches for; to nobody else — an
 * administrator included, unless a resolver says so (resolvers scope by companies, and an
 * administrator sees every company, so in practice they see every file a record refers to).
 * Callers answer 404 otherwise, so a file's existence does not leak.
 */
export async function canSeeFile(
  db: Db,
  file: { id: string; uploaderId: string },
  user: AuthUser,
  references: FileReferenceRegistry = fileReferences,
): Promise<boolean> {
  if (file.uploaderId === user._id) return true;
  for (const resolve of references.values()) {
    if (await resolve(db, file.id, user)) return true;
  }
  return false;
}
