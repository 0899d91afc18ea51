import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CashFlowType } from '../../domain/cash-flow';
import { cashFlowKind } from '../../domain/kinds/cash-flow';
import type { Place } from '../../ui/frames/detail-frame';

/** The flows' place: Finans › Nakit Akış, the list of the flow's type (`tip`; payments without one). */
export function useCashFlowPlace(tip: CashFlowType | undefined): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: {
      label: t`Nakit Akış`,
      link: (props) => <Link to="/finans/nakit-akis" {...(tip ? { search: { tip, dovizCinsi: '' } } : {})} {...props} />,
    },
    kind: cashFlowKind,
    path: '/finans/nakit-akis/$nakitAkisId',
    record: t`Nakit Akış`,
    missing: t`Bu nakit akış bulunamadı.`,
  };
}
