import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** The error of a whole list of the form (no lines, a plan that does not add up), said above it. */
export function ListError({ error }: { error: ReactNode }) {
  return error ? (
    <Text size="sm" c="red" role="alert">
      {error}
    </Text>
  ) : null;
}
