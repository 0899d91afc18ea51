import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { STORAGE_KEYS, readString, writeString } from '../../data/storage';

/** The embedded calendar in UTC (docs/areas/shell.md). */
export function calendarEmbedUrl(account: string): string {
  return `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(account)}&ctz=UTC`;
}

/** docs/areas/shell.md: asks for a calendar account once, remembers it, then shows the calendar. */
export function CalendarPanel() {
  const { t } = useLingui();
  const { online } = useNetwork();
  const [account, setAccount] = useState(() => readString(STORAGE_KEYS.calendarAccount) ?? '');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const value = draft.trim();
    if (!value) {
      setError(t`Lutfen Google Hesabinizi girin`);
      return;
    }
    writeString(STORAGE_KEYS.calendarAccount, value);
    setAccount(value);
    setError(null);
  };

  const forget = () => {
    writeString(STORAGE_KEYS.calendarAccount, null);
    setDraft(account);
    setAccount('');
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t`Takvim`}</Title>
        {account && (
          <Anchor component="button" size="sm" onClick={forget}>
            {t`Hesabı değiştir`}
          </Anchor>
        )}
      </Group>
      {account ? (
        online ? (
          <iframe
            src={calendarEmbedUrl(account)}
            title={t`Takvim`}
            style={{ width: '100%', height: 420, border: 0, borderRadius: 8 }}
            loading="lazy"
          />
        ) : (
          <Alert color="gray">{t`Takvim internet bağlantısı gerektirir.`}</Alert>
        )
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">{t`Takviminizi görmek için Google hesabınızı girin.`}</Text>
            <TextInput
              label={t`Google Hesabı`}
              placeholder="ornek@gmail.com"
              withAsterisk
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button type="submit">{t`Kaydet`}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
