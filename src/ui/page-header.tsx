import { useEffect, type ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** A page's title, also shown in the browser tab; actions sit on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <Title order={2}>{title}</Title>
      {children && <Group gap="sm">{children}</Group>}
    </Group>
  );
}
