import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { SubmitButton } from './submit-button';

/**
 * Cancel and save, at the end of every form. Cancel goes where the form frame says. `blocked`:
 * the form may not be saved (a read-only company; the form says why above, see useWriteGuard).
 */
export function FormActions({ saving, onCancel, blocked = false }: { saving: boolean; onCancel: () => void; blocked?: boolean }) {
  const { t } = useLingui();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t`Vazgeç`}
      </Button>
      <SubmitButton loading={saving} disabled={blocked}>{t`Kaydet`}</SubmitButton>
    </Group>
  );
}
