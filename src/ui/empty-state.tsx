import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

/** An empty list or search: says what is missing and what to do next (an action, if any). */
export function EmptyState({ title, hint, action, icon }: { title: string; hint?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" data-testid="empty-state">
      <ThemeIcon variant="light" color="gray" size="xl" radius="xl" aria-hidden>
        {icon ?? <IconInbox size={22} />}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {hint && (
        <Text size="sm" c="dimmed" maw={420}>
          {hint}
        </Text>
      )}
      {action}
    </Stack>
  );
}
