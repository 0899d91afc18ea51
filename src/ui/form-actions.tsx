import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** Cancel and save, at the end of every form. Cancel goes where the form frame says. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t`Vazgeç`}
      </Button>
      <Button type="submit" loading={saving}>
        {t`Kaydet`}
      </Button>
    </Group>
  );
}
