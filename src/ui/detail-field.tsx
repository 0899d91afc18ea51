import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A labelled value on a detail page; an empty value shows a dash. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children || '—'}</Text>
    </Stack>
  );
}
