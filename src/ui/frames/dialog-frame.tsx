import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, type MantineSize } from '@mantine/core';
import type { CollectionName } from '../../domain/collections';
import { useWritableCompanies } from '../../data/grants';
import { queueChange } from '../../data/local';
import { SubmitButton } from '../submit-button';
import { useConfirmedDelete, type DeleteStep } from './confirmed-delete';

// A register's record dialog (the cargo documents', the contracts', the incidents', a
// non-conformity's): the modal with its title, the ship select, the kind's fields as children, and
// its actions (a confirmed delete on the left for a record that exists, cancel and save on the right).

/**
 * A record dialog's modal, `<testId>-dialog`. The kind's form sits inside, in its own component:
 * its values start from the record once, when the form mounts.
 */
export function DialogFrame({
  title,
  testId,
  size = 'xl',
  onClose,
  children,
}: {
  title: string;
  testId: string;
  size?: MantineSize;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} data-testid={`${testId}-dialog`}>
      {children}
    </Modal>
  );
}

/** The ship a new record of a dialog is for: the header's, else the first the user may write. */
export function useDialogShip(selected: string): string {
  const companies = useWritableCompanies();
  return selected || companies[0]?._id || '';
}

/**
 * A record dialog's actions: delete on the left (when given), cancel and save on the right; all
 * held while the form may not be written. Save submits the dialog's form, or calls `onSave` for a
 * dialog without one. Test ids `<testId>-delete` and `<testId>-submit`.
 */
export function DialogActions({
  onDelete,
  onCancel,
  onSave,
  saveLabel,
  saving = false,
  blocked = false,
  testId,
}: {
  onDelete?: (() => void) | undefined;
  onCancel: () => void;
  onSave?: () => void;
  /** "Kaydet" by default. */
  saveLabel?: string;
  saving?: boolean;
  blocked?: boolean;
  testId: string;
}) {
  const { t } = useLingui();
  const label = saveLabel ?? t`Kaydet`;
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
        {onSave ? (
          <Button onClick={onSave} loading={saving} disabled={blocked} data-testid={`${testId}-submit`}>
            {label}
          </Button>
        ) : (
          <SubmitButton loading={saving} disabled={blocked} data-testid={`${testId}-submit`}>
            {label}
          </SubmitButton>
        )}
      </Group>
    </Group>
  );
}

/** What a record dialog needs of its form (useRecordForm's return). */
interface DialogRecord {
  formProps: { onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown; noValidate: boolean; id: string };
  writeGuard: { alert: ReactNode; blocked: boolean };
  saving: boolean;
}

/**
 * A record dialog's form (`<testId>-form`): the write guard's alert, the kind's fields, and the
 * actions; delete (for a record that exists) asks first and goes through the kit's `removeRecord`,
 * a refusal said under `refusedTitle`, the dialog closed once the delete stands.
 */
export function RecordDialogForm({
  record,
  testId,
  onClose,
  collection,
  id,
  remove,
  children,
}: {
  record: DialogRecord;
  testId: string;
  onClose: () => void;
  collection: CollectionName;
  /** The edited record's id; none for a new one (no delete). */
  id: string | undefined;
  /**
   * The delete's words; `refusedTitle` heads its refusal's toast ("Kayıt silinemedi" by default).
   * Queued as the record's delete unless `queue` says otherwise.
   */
  remove: Omit<DeleteStep, 'queue'> & { queue?: DeleteStep['queue']; confirmTitle: string; refusedTitle?: string };
  children: ReactNode;
}) {
  const { t } = useLingui();
  const deleteRecord = useConfirmedDelete({
    collection,
    id: id ?? '',
    title: remove.confirmTitle,
    refusedTitle: remove.refusedTitle ?? t`Kayıt silinemedi`,
  });
  return (
    <form {...record.formProps} data-testid={`${testId}-form`}>
      <Stack gap="sm">
        {record.writeGuard.alert}
        {children}
        <DialogActions
          onDelete={
            id
              ? () => void deleteRecord({ then: onClose, queue: () => queueChange(collection, 'delete', { _id: id }), ...remove })
              : undefined
          }
          onCancel={onClose}
          saving={record.saving}
          blocked={record.writeGuard.blocked}
          testId={testId}
        />
      </Stack>
    </form>
  );
}
