import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatFileSize } from '../../domain/file-size';
import { useDocumentFileQueue, useDocumentFilesUsage } from '../../data/document-file-usage';
import { syncDocumentFiles } from '../../data/document-files';
import { requireLocal } from '../../data/local';

/**
 * The library's files kept on this device (docs/areas/documents.md): how many, the space they take, and the
 * download queue's progress; failed downloads are tried again after each pull, or now.
 */
export function OfflineFilesCard() {
  const { t, i18n } = useLingui();
  const usage = useDocumentFilesUsage();
  const queue = useDocumentFileQueue();
  const size = formatFileSize(usage?.bytes ?? 0, i18n.locale);
  const count = usage?.files ?? 0;
  const { done, total, failed } = queue;
  return (
    <Card withBorder data-testid="offline-files">
      <Stack gap="xs">
        <Text fw={600}>{t`Cihazda saklanan dokümanlar`}</Text>
        <Text size="sm" data-testid="offline-files-usage">
          {t`${count} dosya, ${size}`}
        </Text>
        {queue.total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="offline-files-progress">
            {t`${done} / ${total} dosya cihazda`}
          </Text>
        )}
        {queue.failed > 0 && (
          <Group>
            <Text size="sm" c="red">
              {t`${failed} dosya indirilemedi; bir sonraki eşitlemede yeniden denenecek.`}
            </Text>
            <Button size="xs" variant="light" loading={queue.running} onClick={() => void syncDocumentFiles(requireLocal().db)}>
              {t`Şimdi yeniden dene`}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
