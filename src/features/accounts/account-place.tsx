import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AccountType } from '../../domain/account';
import { accountKind } from '../../domain/kinds/account';
import type { Place } from '../../ui/frames/detail-frame';

/** The accounts' place: Finans › Cari Listeler, the list of the account's type (`cari_tip`; the list's default without one). */
export function useAccountPlace(cariTip: AccountType | undefined): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: {
      label: t`Cari Listeler`,
      link: (props) => <Link to="/finans/cari-listeler" {...(cariTip ? { search: { cari_tip: cariTip } } : {})} {...props} />,
    },
    kind: accountKind,
    path: '/finans/cari-listeler/$cariHesapId',
    record: t`Cari Hesap`,
    missing: t`Bu cari hesap bulunamadı.`,
  };
}
