import { notifications } from '@mantine/notifications';

/** SPEC §8, §9: toasts at the top right, 2 s unless a message says otherwise. */
export const TOAST_MS = 2000;

type Kind = 'success' | 'error' | 'info';

const colors: Record<Kind, string> = { success: 'teal', error: 'red', info: 'blue' };

/** The one way the app shows a toast. */
export function notify(kind: Kind, message: string, options: { title?: string; autoClose?: number } = {}): void {
  notifications.show({
    color: colors[kind],
    message,
    title: options.title,
    autoClose: options.autoClose ?? TOAST_MS,
    withBorder: true,
  });
}
