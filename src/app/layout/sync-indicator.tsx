import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, Group, UnstyledButton } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import { DeferredTooltip } from '../../ui/deferred-controls';
import { useSyncState } from '../../ui/use-sync-state';

/** Online or offline, pending changes and stopped ones, at a glance; opens the sync view. */
export function SyncIndicator() {
  const { t } = useLingui();
  const { reachable, pending, stopped, status } = useSyncState();
  const label = reachable ? t`Çevrimiçi` : t`Çevrimdışı`;
  const Icon = !reachable ? IconCloudOff : pending > 0 ? IconCloudUpload : IconCloudCheck;
  return (
    <DeferredTooltip label={t`Senkronizasyon durumu`}>
      <UnstyledButton
        component={Link}
        to="/senkronizasyon"
        aria-label={t`${label}, ${pending} bekleyen, ${stopped} duran değişiklik`}
        data-testid="sync-indicator"
        data-online={reachable}
        // Whether a whole pull has ended since the page opened (a screen's data is all on the device).
        data-pulled={status.lastSyncedAt !== null}
      >
        <Group gap={6} wrap="nowrap">
          <Icon size={22} color={reachable ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-6)'} />
          <Badge variant="light" color={reachable ? 'teal' : 'gray'} visibleFrom="sm">
            {label}
          </Badge>
          {pending > 0 && (
            <Badge color="blue" data-testid="pending-count">
              {pending}
            </Badge>
          )}
          {stopped > 0 && (
            <Badge color="red" leftSection={<IconAlertTriangle size={12} />} data-testid="stopped-count">
              {stopped}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </DeferredTooltip>
  );
}
