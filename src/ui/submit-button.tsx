import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's submit button. Pressing it does not take the focus from the field being typed in:
 * that field's blur would show its error (validate on blur) between the press and the release,
 * the text below it would push the button away, and the click would land beside it — the save
 * that only showed one field's error and needed a second press (issue 32). The submit validates
 * every field anyway; the keyboard (Enter, Tab then Space) works as before.
 */
export function SubmitButton({ children, ...props }: ButtonProps & { children: ReactNode; form?: string }) {
  return (
    <Button type="submit" {...props} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </Button>
  );
}
