import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCompanies, useSelectedCompany } from '../../data/companies';

// The dashboard cards' shell: the title (with a count beside it, where the card has one), the
// card's lines once computed ("Hesaplanıyor…" until then), and the way to the page they come from.

export function DashboardCard({
  title,
  testId,
  loading,
  badge,
  to,
  linkLabel,
  gap = 4,
  children,
}: {
  title: string;
  testId: string;
  /** True while the card's figures are computed. */
  loading: boolean;
  /** Beside the title. */
  badge?: ReactNode;
  /** The page the card's figures come from. */
  to: LinkProps['to'];
  linkLabel: string;
  gap?: number;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      {badge === undefined ? (
        <Title order={4} mb={6}>
          {title}
        </Title>
      ) : (
        <Group justify="space-between" wrap="nowrap" mb={6}>
          <Title order={4}>{title}</Title>
          {badge}
        </Group>
      )}
      {loading ? (
        <Text size="sm" c="dimmed">{t`Hesaplanıyor…`}</Text>
      ) : (
        <Stack gap={gap}>
          {children}
          <Anchor component={Link} to={to} size="sm" mt={4}>
            {linkLabel}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}

/** A count, filled in its colour when there is any (or when `filled` says so), grey when none. */
export function CountBadge({
  count,
  color,
  filled = count > 0,
  testId,
  children,
}: {
  count: number;
  /** The colour when there is any. */
  color: string;
  filled?: boolean;
  testId: string;
  /** What the badge says; the count by default. */
  children?: ReactNode;
}) {
  return (
    <Badge variant={filled ? 'filled' : 'light'} color={count > 0 ? color : 'gray'} data-testid={testId}>
      {children ?? count}
    </Badge>
  );
}

/** A card's line: what is counted, and its count. */
export function CountLine({ label, ...badge }: { label: string } & Parameters<typeof CountBadge>[0]) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <CountBadge {...badge} />
    </Group>
  );
}

/**
 * The header's ship (none for every ship) and a line's text as the card shows it: with every ship
 * ('Hepsi') each line names its ship first.
 */
export function useShipLines(): { selected: string; named: (sirket: string, text: string) => string } {
  const companies = useCompanies();
  const selected = useSelectedCompany() ?? '';
  return {
    selected,
    named: (sirket, text) => (selected ? text : `${companies?.find((company) => company._id === sirket)?.gemi?.adi ?? ''} · ${text}`),
  };
}
