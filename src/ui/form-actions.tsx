import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** Cancel (back to where the user came from) and save, at the end of every form. */
export function FormActions({ saving }: { saving: boolean }) {
  const { t } = useLingui();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={() => window.history.back()}>
        {t`Vazgeç`}
      </Button>
      <Button type="submit" loading={saving}>
        {t`Kaydet`}
      </Button>
    </Group>
  );
}
