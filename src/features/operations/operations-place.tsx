import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
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
