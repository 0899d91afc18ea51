import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAccount } from '../../data/accounts';
import { useCompanies } from '../../data/companies';
import type { CharterRow } from '../../data/operations';
import type { Place } from '../../ui/frames/detail-frame';

/** Operasyon › Time Charter: a time charter's place. */
export function useTimeCharterPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Operasyon`,
    list: { label: t`Time Charter`, link: (props) => <Link to="/operasyon/time-charter" {...props} /> },
  };
}

/** Operasyon › Spot Charter: a voyage charter's place. */
export function useVoyagePlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Operasyon`,
    list: { label: t`Spot Charter`, link: (props) => <Link to="/operasyon/spot-charter" {...props} /> },
  };
}

/** A charter's ship (its name, or the company's) and its charterer's account: both charter pages' titles and terms. */
export function useCharterParties(row: Pick<CharterRow, 'sirket' | 'cariHesap'>) {
  const charterer = useAccount(row.cariHesap);
  const company = useCompanies()?.find((c) => c._id === row.sirket);
  return { charterer, ship: company ? company.gemi?.adi || company.isim : '' };
}
