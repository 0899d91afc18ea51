import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker and offers a new version when one is waiting. Reloading is safe for
 * the outbox: it lives in IndexedDB, and a request cut off by the reload is retried under the same
 * Idempotency-Key, so it is applied once.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  if (!needRefresh) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      p="md"
      radius="md"
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 1100, maxWidth: 360 }}
    >
      <Text size="sm" mb="sm">{t`Uygulamanın yeni sürümü hazır. Yenilemek ister misiniz?`}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" size="xs" onClick={() => setNeedRefresh(false)}>
          {t`Sonra`}
        </Button>
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {t`Yenile`}
        </Button>
      </Group>
    </Paper>
  );
}
