import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, Stack, Text } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import type { CollectionName } from '../domain/collections';
import { useMessagesOf } from '../data/messages';
import { DetailSection } from './detail-layout';
import { formatDate } from './format';

/**
 * A record's messages (docs/areas/messages.md): the ship–office messages about it, newest first,
 * each a link to the message log, and "Mesaj yaz", which opens the composer with the record linked.
 */
export function RecordMessages({ koleksiyon, id, sirket }: { koleksiyon: CollectionName; id: string; sirket: string }) {
  const { t } = useLingui();
  const messages = useMessagesOf(koleksiyon, id);
  return (
    <DetailSection
      title={t`Mesajlar`}
      data-testid="record-messages"
      actions={
        <Button
          renderRoot={(props) => <Link to="/email" search={{ yaz: true, sirket, koleksiyon, kayitId: id }} {...props} />}
          size="compact-sm"
          variant="light"
          leftSection={<IconMailPlus size={16} />}
          data-testid="record-write-message"
        >
          {t`Mesaj yaz`}
        </Button>
      }
    >
      {!messages || messages.length === 0 ? (
        <Text c="dimmed" size="sm">{t`Bu kayıt hakkında mesaj yok.`}</Text>
      ) : (
        <Stack gap={4}>
          {messages.map((message) => (
            <Text key={message._id} size="sm" data-testid="record-message">
              <Link to="/email" search={{ mesaj: message._id }}>
                {message.konu || message.metin.slice(0, 80)}
              </Link>
              {message.tarih ? ` · ${formatDate(message.tarih.slice(0, 10))}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
