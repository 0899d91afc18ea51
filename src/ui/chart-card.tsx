import type { ReactNode } from 'react';
import { Paper, Title, type PaperProps } from '@mantine/core';

/** One chart of a report or of the MRV year: a bordered panel under its heading. */
export function ChartCard({
  title,
  children,
  ...paper
}: Omit<PaperProps, 'title'> & { title: string; children: ReactNode; 'data-report-chart'?: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" {...paper}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
