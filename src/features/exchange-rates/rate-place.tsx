import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RatedCurrency } from '../../domain/exchange-rates';
import { exchangeRateKind } from '../../domain/kinds/exchange-rate';
import type { Place } from '../../ui/frames/detail-frame';

/** The rates' place: Finans › Döviz Kurları, at the rate's currency (`doviz`; the list's default without one). */
export function useRatePlace(doviz: RatedCurrency | undefined): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: { label: t`Döviz Kurları`, link: (props) => <Link to="/finans/kur" {...(doviz ? { search: { doviz } } : {})} {...props} /> },
    kind: exchangeRateKind,
    path: '/finans/kur/$kurId',
    record: t`Döviz Kuru`,
    missing: t`Bu kur bulunamadı.`,
  };
}
