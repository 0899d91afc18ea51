import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { DeferredTooltip } from './deferred-controls';

/**
 * Says why a screen offers no create, edit or delete: the user's grant for the company is
 * read-only (`okuma`). Shown in the page header where the hidden buttons would be.
 */
export function ReadOnlyBadge() {
  const { t } = useLingui();
  return (
    <DeferredTooltip label={t`Bu şirkette yalnızca okuma yetkiniz var`}>
      <Badge variant="light" color="gray" size="lg" data-testid="read-only" tabIndex={0}>
        {t`Salt okunur`}
      </Badge>
    </DeferredTooltip>
  );
}
