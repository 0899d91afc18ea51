import type { ReactNode } from 'react';
import { ActionIcon, Button, type ActionIconProps, type ButtonProps } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

// The buttons of a form's repeated rows (seals, deficiencies, jobs, bill lines, bank accounts, files):
// one look for adding a row and for taking one away.

type AddItemButtonProps = Omit<ButtonProps, 'variant' | 'size' | 'leftSection'> & {
  onClick: () => void;
  children: ReactNode;
  'data-testid'?: string;
};

/** "Add a row": a small light button with a plus. */
export function AddItemButton(props: AddItemButtonProps) {
  return <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} {...props} />;
}

type RemoveItemButtonProps = Omit<ActionIconProps, 'variant' | 'color' | 'children'> & {
  /** What it removes, for screen readers (the button shows only a cross). */
  'aria-label': string;
  onClick: () => void;
  iconSize?: number;
};

/** "Remove this row": a red cross. */
export function RemoveItemButton({ iconSize = 16, size = 'lg', ...props }: RemoveItemButtonProps) {
  return (
    <ActionIcon variant="subtle" color="red" size={size} {...props}>
      <IconX size={iconSize} aria-hidden />
    </ActionIcon>
  );
}
