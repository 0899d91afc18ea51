import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useCompanies } from '../data/companies';
import { useCompanyWriteRule } from '../data/grants';
import { useCurrentUser } from '../data/session';
import { notify } from './notify';

export interface WriteGuard {
  /** The form may not be saved: the company is read-only for the user (or none is writable). */
  blocked: boolean;
  /** Why, said at the top of the form; null when the form may save. */
  alert: ReactNode;
  /** Wraps the form's submit: a blocked form says why and saves nothing (not even on Enter). */
  guard: <E extends { preventDefault: () => void }>(submit: (event?: E) => unknown) => (event?: E) => unknown;
}

/**
 * What a finance form does for a company the user may only read (`okuma`, docs/architecture.md §9).
 * Lists and details offer no way into such a form; one reached by its address says why it cannot
 * save and does not save, instead of saving on the device for the server to refuse later.
 * `companyId`: the edited record's company, or for a new record the one the form is filling in
 * (the account's, else the one chosen top left; '' when 'Hepsi' is chosen).
 */
export function useWriteGuard(companyId: string, creating: boolean): WriteGuard {
  const { t } = useLingui();
  const canWrite = useCompanyWriteRule();
  const companies = useCompanies() ?? [];
  const writable = companies.filter((company) => canWrite(company._id));
  let reason: string | null = null;
  if (companyId && !canWrite(companyId)) {
    const name = companies.find((company) => company._id === companyId)?.isim ?? '';
    reason = name
      ? t`${name} şirketinde yalnızca okuma yetkiniz var; bu form kaydedilemez.`
      : t`Bu şirkette yalnızca okuma yetkiniz var; bu form kaydedilemez.`;
    if (creating && writable.length > 0) reason += ' ' + t`Sol üstten yazma yetkiniz olan bir şirket seçin.`;
  } else if (!companyId && creating && companies.length > 0 && writable.length === 0) {
    reason = t`Hiçbir şirkette yazma yetkiniz yok; bu form kaydedilemez.`;
  }
  return useGuardOf(reason);
}

/** Budget codes are written by administrators only (the server answers others 403). */
export function useAdminWriteGuard(): WriteGuard {
  const { t } = useLingui();
  const user = useCurrentUser();
  return useGuardOf(user && !user.isAdmin ? t`Bütçe kodlarını yalnızca yöneticiler ekler ve düzenler; bu form kaydedilemez.` : null);
}

function useGuardOf(reason: string | null): WriteGuard {
  const { t } = useLingui();
  const alert = reason && (
    <Alert color="yellow" title={t`Salt okunur`} data-testid="read-only-form" role="status">
      {reason}
    </Alert>
  );
  return {
    blocked: reason !== null,
    alert,
    guard: (submit) => (event) => {
      if (reason === null) return submit(event);
      event?.preventDefault();
      notify('error', reason);
      return undefined;
    },
  };
}
