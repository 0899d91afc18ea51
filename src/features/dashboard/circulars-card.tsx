import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { useUnreadCirculars } from '../../data/documents';
import { useCurrentUser } from '../../data/session';

/** The circulars in force the user has not confirmed reading (docs/areas/documents.md), from the device; links to the circulars. */
export default function CircularsCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const unread = useUnreadCirculars(user?._id);
  const count = unread?.length ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="circulars-card">
      <Group justify="space-between" mb={6}>
        <Title order={4}>{t`Okunmamış sirküler`}</Title>
        <Badge
          variant={count > 0 ? 'filled' : 'light'}
          color={count > 0 ? 'var(--mantine-color-orange-light-color)' : 'gray'}
          data-testid="circulars-unread"
        >
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">{t`Okunmamış sirküler yok.`}</Text>
      ) : (
        <List size="sm">
          {unread?.slice(0, 5).map((row) => (
            <List.Item key={row._id}>
              {row.kod} · {row.baslik}
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to="/sirkuler" size="sm" mt={4}>
        {t`Sirkülere git`}
      </Anchor>
    </Paper>
  );
}
