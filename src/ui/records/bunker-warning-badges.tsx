import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { BunkerWarning } from '../../domain/emissions';
import { bunkerWarningLabels } from './bunker-labels';

// A BDN's warnings as badges: the BDN screens' and the bill's detail's.

/** The warnings of a BDN as badges (none: nothing). */
export function BunkerWarningBadges({ warnings }: { warnings: readonly BunkerWarning[] }) {
  const { i18n } = useLingui();
  if (warnings.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {warnings.map((warning) => (
        <Badge key={warning} color="orange" variant="light" data-testid="bdn-warning">
          {i18n._(bunkerWarningLabels[warning])}
        </Badge>
      ))}
    </Group>
  );
}
