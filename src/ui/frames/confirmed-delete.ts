import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CollectionName } from '../../domain/collections';
import { confirm } from '../confirm';
import { notifyRefusal, removeRecord } from '../delete-refusal';
import { notify } from '../notify';

/** A record's delete: its confirmation, the refusals (docs/architecture.md §4.2) and where it goes after. */
export interface DeleteStep {
  /** The confirmation's title; the page's by default. */
  confirmTitle?: string;
  /** The kind's own words (the finance pages' "… kaldırmak istediğinizden…"), else the frame's. */
  question?: string;
  /** The confirmation's buttons; "Evet" and "İptal" by default. */
  yes?: string;
  cancel?: string;
  /** The toast once deleted, and when the delete could not be queued. */
  done?: string;
  failed?: string;
  queue: () => Promise<void>;
  /** The refusal the device foresees (removeRecord's `foreseen`). */
  foreseen?: () => Promise<string | null>;
  /** Where the page goes once the delete stands. */
  then?: () => Promise<unknown> | unknown;
}

/**
 * A record's delete as the detail frame and the record dialogs run it: asked first, then through
 * the kit's `removeRecord` (a refusal the device foresees, or the server's, said as a toast under
 * `refusedTitle`); one at a time, a second click while the first is asked or queued does nothing.
 */
export function useConfirmedDelete({
  collection,
  id,
  title,
  refusedTitle,
}: {
  collection: CollectionName;
  id: string;
  /** The confirmation's title when the step names none. */
  title: string;
  refusedTitle: string;
}): (step: DeleteStep) => Promise<void> {
  const { t, i18n } = useLingui();
  const deleting = useRef(false);
  return async (step) => {
    if (deleting.current) return;
    deleting.current = true;
    try {
      const yes = await confirm({
        title: step.confirmTitle ?? title,
        message: step.question ?? t`Bu kaydı silmek istediğinizden emin misiniz?`,
        yes: step.yes ?? t`Evet`,
        cancel: step.cancel ?? t`İptal`,
      });
      if (!yes) return;
      await removeRecord({
        collection,
        id,
        ...(step.foreseen ? { foreseen: step.foreseen } : {}),
        queue: step.queue,
        refused: (message) => notifyRefusal(refusedTitle, message, i18n),
        done: async () => {
          notify('success', step.done ?? t`Kayıt silindi`);
          await step.then?.();
        },
      });
    } catch {
      notify('error', step.failed ?? t`Kayıt silinemedi`);
    } finally {
      deleting.current = false;
    }
  };
}
