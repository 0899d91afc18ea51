import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';

/**
 * The main layout mounts the dialogs' provider after its first render (src/app/layout/deferred.ts):
 * it tells how to load it, and calls the function returned once the provider listens.
 */
let dialogsReady: Promise<void> = Promise.resolve();
let loadDialogs: () => void = () => undefined;

export function deferConfirmDialogs(load: () => void): () => void {
  let mounted: () => void = () => undefined;
  dialogsReady = new Promise((resolve) => (mounted = resolve));
  loadDialogs = load;
  return () => mounted();
}

/**
 * Asks before something that cannot be undone (SPEC §4: confirm 'Yes' or cancel). Resolves true
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
