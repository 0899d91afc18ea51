import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BillDirection } from '../../domain/bill';
import { billKind } from '../../domain/kinds/bill';
import type { Place } from '../../ui/frames/detail-frame';

/** The bills' place: Finans › Fatura / Proforma, the list of the bill's direction (`tip`; the list's default without one). */
export function useBillPlace(tip: BillDirection | undefined): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: {
      label: t`Fatura / Proforma`,
      link: (props) => <Link to="/finans/fatura-proforma" {...(tip ? { search: { tip } } : {})} {...props} />,
    },
    kind: billKind,
    path: '/finans/fatura-proforma/$faturaId',
    record: t`Fatura`,
    missing: t`Bu fatura bulunamadı.`,
  };
}
