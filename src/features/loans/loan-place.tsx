import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Place } from '../../ui/frames/detail-frame';

/** The loans' place: Finans › Kredi Kayıtları (the form's too). */
export function useLoanPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: { label: t`Kredi Kayıtları`, link: (props) => <Link to="/finans/kredi-kayitlari" {...props} /> },
  };
}
