import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { List, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { ApiError } from '../../data/api';
import { fetchReadStatus, type DocumentRow, type ReadStatus } from '../../data/documents';
import { errorText } from '../../ui/error-text';
import { formatDateTime } from '../../ui/format';

/** For a document's editors: who of its company's users has and has not confirmed the current revision (asked of the server). */
export function ReadStatusModal({ document, onClose }: { document: DocumentRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<ReadStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchReadStatus(document._id).then(setStatus, (reason: unknown) =>
      setError(errorText(i18n, reason instanceof ApiError ? reason.body.message : 'networkError')),
    );
  }, [document._id, i18n]);
  const revision = document.revizyon;
  return (
    <Modal opened onClose={onClose} title={t`Okuma durumu — Rev. ${revision}`} size="lg">
      {error && <Text c="red">{error}</Text>}
      {!status && !error && <Loader size="sm" />}
      {status && (
        <SimpleGrid cols={2}>
          <Stack gap="xs" data-testid="read-by">
            <Text fw={600}>{t`Okuyanlar`}</Text>
            <List size="sm">
              {status.okuyanlar.map((user) => (
                <List.Item key={user._id}>
                  {user.name} · {formatDateTime(user.tarih)}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="xs" data-testid="not-read-by">
            <Text fw={600}>{t`Okumayanlar`}</Text>
            <List size="sm">
              {status.okumayanlar.map((user) => (
                <List.Item key={user._id}>{user.name}</List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
      )}
    </Modal>
  );
}
