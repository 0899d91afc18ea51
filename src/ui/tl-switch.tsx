import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';

// The "TL karşılığı" switch of the lists and the reports (docs/areas/exchange-rates.md), kept in the URL (`?tl=true`)
// by each screen. Its own module: the reports load it without the lists' TL column.

/**
 * The switch, a toggle button (pressed: the TL column shows); `checked` comes from the URL's `tl`
 * search parameter. A button, not Mantine's Switch: every list's first load has its styles already.
 */
export function TlSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Button
      variant={checked ? 'filled' : 'default'}
      size="xs"
      aria-pressed={checked}
      onClick={() => onChange(!checked)}
      data-testid="tl-switch"
    >
      {t`TL karşılığı`}
    </Button>
  );
}
