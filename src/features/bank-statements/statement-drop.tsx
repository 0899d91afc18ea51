import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';

// The import's drop zone: a chunk of its own (with its style sheet), loaded after the page's first paint.

/** MT940 (.sta, .mt940, .txt), camt.053 (.xml) and a bank's CSV or XLSX export (the XLSX read on the device); the server decides by content. */
const STATEMENT_ACCEPT = {
  'text/plain': ['.sta', '.mt940', '.940', '.txt'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/octet-stream': ['.sta', '.mt940', '.940'],
};

export function StatementDrop({ onDrop, loading }: { onDrop: (files: File[]) => void; loading: boolean }) {
  const { t } = useLingui();
  return (
    <Dropzone
      onDrop={onDrop}
      accept={STATEMENT_ACCEPT}
      multiple={false}
      loading={loading}
      maxSize={15_728_640}
      data-testid="statement-drop"
    >
      <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }}>
        <IconUpload size={36} />
        <div>
          <Text size="lg">{t`Ekstre dosyasını buraya bırakın ya da seçin`}</Text>
          <Text size="sm" c="dimmed">
            {t`MT940, camt.053 (XML) ya da bankanın CSV veya XLSX dökümü; en çok 15 MB ve 10.000 satır.`}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
