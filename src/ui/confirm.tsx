import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';

/**
 * The main layout mounts the dialogs' provider after its first render (src/app/layout/deferred.ts):
 * it tells how to load it, and the provider calls confirmDialogsMounted once it listens.
 */
let dialogsReady: Promise<void> = Promise.resolve();
let loadDialogs: () => void = () => undefined;

let mounted: () => void = () => undefined;

export function deferConfirmDialogs(load: () => void): void {
  dialogsReady = new Promise((resolve) => (mounted = resolve));
  loadDialogs = load;
}

/** Called by the dialogs' provider (src/app/layout/layout-popovers.tsx) once it listens. */
export function confirmDialogsMounted(): void {
  mounted();
}

/**
 * Asks before something that cannot be undone (docs/areas/shell.md: confirm 'Yes' or cancel). Resolves true
 * when the user confirms.
 */
export async function confirm(options: { title: string; message: string; yes: string; cancel: string; danger?: boolean }) {
  loadDialogs();
  await dialogsReady;
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.message}</Text>,
      labels: { confirm: options.yes, cancel: options.cancel },
      confirmProps: { color: options.danger === false ? 'blue' : 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
