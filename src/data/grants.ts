import { useLiveQuery } from 'dexie-react-hooks';
import type { CompanySummary } from '../domain/company';
import { mayUnmaskCrewList } from '../domain/crew';
import type { SyncScope } from '../domain/sync';
import { useCompanies, useSelectedCompany } from './companies';
import { useLocal } from './local';
import { useCurrentUser } from './session';

/** The grants of the last pull (`undefined` until the first one), live. */
function useSyncScope(): SyncScope | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return undefined;
    const row = await local.db.meta.get('scope');
    return row?.value as SyncScope | undefined;
  }, [local]);
}

/**
 * Which companies the signed-in user may write records of (docs/architecture.md §9): administrators
 * all; others those the last pulled scope grants `yazma`. Until the first pull it says yes to
 * every company: the server refuses a write it must refuse (403 readOnlyCompany) anyway.
 */
export function useCompanyWriteRule(): (companyId: string | undefined) => boolean {
  const user = useCurrentUser();
  const scope = useSyncScope();
  return (companyId) => {
    if (!user || user.isAdmin || !companyId || !scope || scope.all) return true;
    return scope.companies.some((grant) => grant._id === companyId && grant.yetki === 'yazma');
  };
}

/**
 * Whether the crew list of a ship shows its FAL fields whole (mayUnmaskCrewList, docs/areas/crew.md):
 * administrators, and a `yazma` grant on the ship in the last pulled scope. Unlike the write rule it
 * says no until the scope is known: personal data stays masked when in doubt.
 */
export function useCrewListUnmaskRule(): (ship: string) => boolean {
  const user = useCurrentUser();
  const scope = useSyncScope();
  return (ship) => {
    if (!user) return false;
    if (user.isAdmin) return mayUnmaskCrewList({ all: true }, ship);
    if (!scope) return false;
    const writable = scope.all ? null : scope.companies.filter((grant) => grant.yetki === 'yazma').map((grant) => grant._id);
    return mayUnmaskCrewList(writable === null ? { all: true } : { all: false, writable }, ship);
  };
}

/** Whether the user may write records of `companyId` (see useCompanyWriteRule). */
export function useCanWriteCompany(companyId: string | undefined): boolean {
  return useCompanyWriteRule()(companyId);
}

/** The companies a form may offer: those the user may write records of. */
export function useWritableCompanies(): CompanySummary[] {
  const canWrite = useCompanyWriteRule();
  return (useCompanies() ?? []).filter((company) => canWrite(company._id));
}

/**
 * Whether a list may offer "create" for the header's company: that company writable, or with
 * 'Hepsi' (all) chosen, at least one writable company (the form then offers only those).
 */
export function useCanCreateInSelected(): boolean {
  const canWrite = useCompanyWriteRule();
  const selected = useSelectedCompany() ?? '';
  const companies = useCompanies() ?? [];
  if (selected) return canWrite(selected);
  return companies.length === 0 || companies.some((company) => canWrite(company._id));
}

/**
 * A form's account choices: `{ value, label }` of the accounts whose company the user may write,
 * and `keep` (the edited record's own account) whatever its company.
 */
export function useWritableAccountOptions(
  rows: readonly { _id: string; unvan: string; sirket: string }[] | undefined,
  keep: string,
): { value: string; label: string }[] {
  const canWrite = useCompanyWriteRule();
  return (rows ?? []).filter((row) => canWrite(row.sirket) || row._id === keep).map((row) => ({ value: row._id, label: row.unvan }));
}
