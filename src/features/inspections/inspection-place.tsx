import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Place } from '../../ui/frames/detail-frame';

/** The inspections' place: Denetleme Raporları › Gemi Denetim Raporları (the form's too). */
export function useInspectionPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Denetleme Raporları`,
    list: { label: t`Gemi Denetim Raporları`, link: (props) => <Link to="/denetleme-raporlari/gemi-denet-raporlari" {...props} /> },
  };
}
