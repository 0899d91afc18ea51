import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { SubmitButton } from './submit-button';

/** Cancel and save, at the end of every form. Cancel goes where the form frame says. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t`Vazgeç`}
      </Button>
      <SubmitButton loading={saving}>{t`Kaydet`}</SubmitButton>
    </Group>
  );
}
