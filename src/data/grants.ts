import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncScope } from '../domain/sync';
import { useLocal } from './local';
import { useCurrentUser } from './session';

/**
 * Whether the signed-in user may write records of `companyId` (ARCHITECTURE.md §8): administrators
 * always; others when the last pulled scope grants the company `yazma`. Until the first pull it
 * says yes: the server refuses a write it must refuse (403 readOnlyCompany) anyway.
 */
export function useCanWriteCompany(companyId: string | undefined): boolean {
  const user = useCurrentUser();
  const local = useLocal();
  const scope = useLiveQuery(async () => {
    if (!local) return undefined;
    const row = await local.db.meta.get('scope');
    return row?.value as SyncScope | undefined;
  }, [local]);
  if (!user || user.isAdmin || !companyId || !scope || scope.all) return true;
  return scope.companies.some((grant) => grant._id === companyId && grant.yetki === 'yazma');
}
