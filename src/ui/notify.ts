import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';

/** docs/areas/shell.md: toasts at the top right, 2 s unless a message says otherwise. */
export const TOAST_MS = 2000;

type Kind = 'success' | 'error' | 'info';

const colors: Record<Kind, string> = { success: 'teal', error: 'red', info: 'blue' };

/**
 * The one way the app shows a toast. Identical toasts share an id, so a message repeated while it
 * is still on screen shows once instead of piling up.
 */
export function notify(kind: Kind, message: string, options: { title?: string; autoClose?: number } = {}): void {
  notifications.show({
    id: `${kind}:${options.title ?? ''}:${message}`,
    color: colors[kind],
    message,
    title: options.title,
    autoClose: options.autoClose ?? TOAST_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n._(msg`Bildirimi kapat`) },
  });
}
