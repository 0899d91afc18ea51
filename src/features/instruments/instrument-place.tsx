import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { instrumentKind } from '../../domain/kinds/instrument';
import type { Place } from '../../ui/frames/detail-frame';

/** The cheques' and notes' place: Finans › Çek / Senet Portföyü (the detail's and the form's). */
export function useInstrumentPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Finans`,
    list: { label: t`Çek / Senet Portföyü`, link: (props) => <Link to="/finans/cek-senet" {...props} /> },
    kind: instrumentKind,
    path: '/finans/cek-senet/$cekSenetId',
    record: t`Çek / Senet`,
    missing: t`Çek / Senet —`,
  };
}
