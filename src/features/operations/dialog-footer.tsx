import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { SubmitButton } from '../../ui/submit-button';

/**
 * A register dialog's actions (the cargo documents' and the contracts'): delete on the left for a
 * record that exists, cancel and save on the right; all held while the form may not be written.
 */
export function DialogFooter({
  onDelete,
  onCancel,
  saving,
  blocked,
  testId,
}: {
  onDelete: (() => void) | undefined;
  onCancel: () => void;
  saving: boolean;
  blocked: boolean;
  /** `<testId>-delete` and `<testId>-submit`. */
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <Group justify="space-between">
      <div>
        {onDelete && (
          <Button color="red" variant="light" onClick={onDelete} disabled={blocked} data-testid={`${testId}-delete`}>
            {t`Sil`}
          </Button>
        )}
      </div>
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t`Vazgeç`}
        </Button>
        <SubmitButton loading={saving} disabled={blocked} data-testid={`${testId}-submit`}>
          {t`Kaydet`}
        </SubmitButton>
      </Group>
    </Group>
  );
}
