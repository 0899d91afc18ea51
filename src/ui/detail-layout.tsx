import type { ReactNode } from 'react';
import { Grid, Group, Paper, Stack, Table, Text, Title, type PaperProps, type TableProps } from '@mantine/core';

/**
 * A record's page: the main content on the left, a summary panel on the right (the facts a user
 * looks for first); on tablets the summary comes first, above the content.
 */
export function DetailLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
        {summary}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
        <Stack>{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The summary panel: a few labelled facts about the record. */
export function SummaryPanel({ title, items }: { title: string; items: { label: string; value: ReactNode }[] }) {
  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-label={title} data-testid="summary-panel">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        {items.map((item) => (
          <div key={item.label}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {item.label}
            </Text>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {item.value || '—'}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * One section of a record's page: a bordered panel under its heading, with the heading's actions
 * (add, print…) at its end when there are any.
 */
export function DetailSection({
  title,
  actions,
  children,
  ...paper
}: Omit<PaperProps, 'title'> & { title: ReactNode; actions?: ReactNode; children?: ReactNode; 'data-testid'?: string }) {
  const heading = (
    <Title order={3} size="h5" mb={actions ? undefined : 'sm'}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p="lg" {...paper}>
      {actions ? (
        <Group justify="space-between" mb="sm">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}

/** A section's table: scrolls sideways below `minWidth`; `head` is its header cells, the children its rows. */
export function SectionTable({
  minWidth,
  head,
  children,
  ...table
}: TableProps & { minWidth: number; head: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
