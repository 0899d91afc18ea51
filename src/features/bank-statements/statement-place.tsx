import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Place } from '../../ui/frames/detail-frame';

/** The statements' place: Finans › Banka Ekstreleri (the import's too). */
export function useStatementPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: { label: t`Banka Ekstreleri`, link: (props) => <Link to="/finans/banka-ekstreleri" {...props} /> },
  };
}
