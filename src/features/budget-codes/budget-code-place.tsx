import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BudgetCodeType } from '../../domain/budget-code';
import { budgetCodeKind } from '../../domain/kinds/budget-code';
import type { Place } from '../../ui/frames/detail-frame';

/** The codes' place: Finans › Bütçe Kodları, the chart of `tip`. A code's page is addressed by its code, not its id. */
export function useBudgetCodePlace(tip: BudgetCodeType): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: { label: t`Bütçe Kodları`, link: (props) => <Link to="/finans/butce-kodu" search={{ tip }} {...props} /> },
    kind: budgetCodeKind,
    missing: t`Bu bütçe kodu bulunamadı.`,
  };
}
