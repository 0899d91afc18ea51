import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LogoImage } from '../../ui/logo-image';

/** The logo links to the dashboard (docs/areas/shell.md); 120 px wide (docs/areas/shell.md), a mark only in the mini menu. */
export function Logo({ mini = false }: { mini?: boolean }) {
  const { t } = useLingui();
  return (
    <Link to="/" aria-label={t`Ana sayfaya git`} style={{ display: 'block', lineHeight: 0 }}>
      <LogoImage mini={mini} label={t`Denizcilik Portalı`} />
    </Link>
  );
}
