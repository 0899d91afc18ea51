import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useUnreadCirculars } from '../../data/documents';
import { useCurrentUser } from '../../data/session';
import { LIBRARY_PATHS } from '../../ui/records/document-labels';

/** A circular's page (src/routes/library.tsx). */
const CIRCULAR_PAGE: string = `${LIBRARY_PATHS.sirkuler}/$dokumanId`;

/**
 * The circulars in force the user has not confirmed reading (docs/areas/documents.md), from the device: of the chosen
 * company, or with 'Hepsi' of every company, each named with its company; each once, linked to its page.
 */
export default function CircularsCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const selected = useSelectedCompany() ?? '';
  const companies = useCompanies();
  const unread = useUnreadCirculars(user?._id, selected);
  const names = useMemo(() => (selected ? null : new Map((companies ?? []).map((c) => [c._id, c.isim]))), [selected, companies]);
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
        <List size="sm" spacing={4}>
          {unread?.slice(0, 5).map((row) => (
            <List.Item key={row._id} data-testid="circulars-card-item">
              <Anchor size="sm" renderRoot={(props) => <Link to={CIRCULAR_PAGE} params={{ dokumanId: row._id }} {...props} />}>
                {[row.kod, row.baslik].filter(Boolean).join(' · ')}
              </Anchor>
              {names && (
                <Text span size="xs" c="dimmed" data-testid="circulars-card-company">
                  {' '}
                  · {names.get(row.sirket) ?? ''}
                </Text>
              )}
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
