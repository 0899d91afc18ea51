import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';

/** Unknown paths (docs/areas/shell.md). */
export function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Text size="lg" data-testid="not-found">{t`Aradığınız sayfa bulunamadı.`}</Text>
        <Button component={Link} to="/" variant="light">
          {t`Ana sayfaya dön`}
        </Button>
      </Stack>
    </Center>
  );
}

/** docs/areas/shell.md: the generic server error screen when loading fails. */
export function ServerErrorScreen({ reset }: { reset?: () => void }) {
  const { t } = useLingui();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1}>{t`Error 500`}</Title>
        <Text size="lg">{t`Sayfa yüklenirken bir hata oluştu.`}</Text>
        <Group>
          {reset && (
            <Button variant="light" onClick={reset}>
              {t`Tekrar dene`}
            </Button>
          )}
          <Button component={Link} to="/" variant="subtle">
            {t`Ana sayfaya dön`}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
