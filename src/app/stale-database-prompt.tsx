import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { staleStore } from '../data/stale';
import { useStore } from '../data/store';

/**
 * Another tab upgraded the device database to a newer version of the app; this tab closed its
 * connection so the upgrade could go on, and must reload before it saves anything. Queued changes
 * are safe in the database meanwhile.
 */
export function StaleDatabasePrompt() {
  const { t } = useLingui();
  const stale = useStore(staleStore);
  if (!stale) return null;
  return (
    <Paper
      role="alertdialog"
      aria-live="assertive"
      withBorder
      shadow="md"
      p="md"
      radius="md"
      style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 1100, maxWidth: 380 }}
    >
      <Text size="sm" mb="sm">
        {t`Uygulamanın yeni sürümü başka bir sekmede açıldı. Devam etmek için bu sayfayı yenileyin; bekleyen değişiklikleriniz kaybolmaz.`}
      </Text>
      <Group justify="flex-end">
        <Button size="xs" onClick={() => window.location.reload()}>
          {t`Yenile`}
        </Button>
      </Group>
    </Paper>
  );
}
