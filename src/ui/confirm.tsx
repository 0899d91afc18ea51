import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';

/**
 * Asks before something that cannot be undone (SPEC §4: confirm 'Yes' or cancel). Resolves true
 * when the user confirms.
 */
export function confirm(options: { title: string; message: string; yes: string; cancel: string; danger?: boolean }) {
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
