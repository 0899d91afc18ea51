import { useLingui } from '@lingui/react/macro';
import { Group, Progress, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';

// The inbox's drop zone and progress bar: a chunk of their own (with their style sheets), loaded
// after the inbox's first paint.

const XML_ACCEPT = {
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
};

export function EInvoiceDrop({ onDrop, progress }: { onDrop: (files: File[]) => void; progress: { done: number; total: number } | null }) {
  const { t } = useLingui();
  return (
    <>
      <Dropzone onDrop={onDrop} accept={XML_ACCEPT} multiple data-testid="e-invoice-drop">
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <IconUpload size={36} />
          <div>
            <Text size="lg">{t`e-Fatura / e-Arşiv XML dosyalarını (ya da ZIP) buraya bırakın`}</Text>
            <Text size="sm" c="dimmed">
              {t`Birden çok dosya seçilebilir; her biri gözden geçirilecek bir taslak olur.`}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {progress && (
        <Group gap="sm" wrap="nowrap" data-testid="e-invoice-progress">
          <Progress
            flex={1}
            value={progress.total ? (progress.done * 100) / progress.total : 0}
            animated
            aria-label={t`Dosyalar okunuyor`}
          />
          <Text size="sm" c="dimmed">
            {progress.done} / {progress.total}
          </Text>
        </Group>
      )}
    </>
  );
}
