import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { formatDateTime } from '../../ui/format';
import { useSyncState } from '../../ui/use-sync-state';

/**
 * The device's sync state in a few lines (the header shows it as an icon): connected or not, when
 * the data was last brought up to date, what waits to be sent and what needs the user; links to
 * the sync view.
 */
export function SyncCard() {
  const { t } = useLingui();
  const { status, reachable, pending, stopped } = useSyncState();
  const Icon = !reachable ? IconCloudOff : stopped > 0 ? IconAlertTriangle : pending > 0 ? IconCloudUpload : IconCloudCheck;
  const color = !reachable ? 'gray' : stopped > 0 ? 'red' : pending > 0 ? 'blue' : 'teal';
  const last = status.lastSyncedAt ? formatDateTime(status.lastSyncedAt) : t`henüz yok`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="sync-card">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Title order={4}>{t`Senkronizasyon`}</Title>
        <ThemeIcon variant="light" color={color} radius="xl" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
      </Group>
      <Text size="sm">{reachable ? t`Sunucuya bağlı` : t`Çevrimdışı: değişiklikler cihazda saklanıyor`}</Text>
      <Text size="sm" c="dimmed">{t`Son eşitleme: ${last}`}</Text>
      <Text size="sm" c="dimmed">{t`${pending} bekleyen, ${stopped} duran değişiklik`}</Text>
      <Anchor component={Link} to="/senkronizasyon" size="sm" mt={6} display="inline-block">
        {stopped > 0 ? t`Duran değişiklikleri çözün` : t`Senkronizasyon ayrıntıları`}
      </Anchor>
    </Paper>
  );
}
