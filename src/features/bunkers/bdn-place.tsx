import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { bdnKind } from '../../domain/kinds/bdn';
import type { Place } from '../../ui/frames/detail-frame';

/** The BDNs' place: Teknik › BDN Kayıt (the form's too). */
export function useBdnPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Teknik`,
    list: { label: t`BDN Kayıt`, link: (props) => <Link to="/teknik/bdn-kayit" {...props} /> },
    kind: bdnKind,
    path: '/teknik/bdn-kayit/$bdnId',
    record: t`Bunker teslim fişi`,
    missing: t`Bunker teslim fişi bulunamadı`,
  };
}
