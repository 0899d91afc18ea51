import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { CollectionName } from '../domain/collections';
import { deleteOutcome, undoDelete } from '../data/delete-outcome';
import { useRecordOutbox } from '../data/outbox-queries';
import { errorText } from './error-text';
import { notify } from './notify';

/** How long a delete made online waits for the server's answer before the page moves on. */
const DELETE_WAIT_MS = 5000;
/** A refusal stays longer than the default toast: it says what to do. */
export const REFUSAL_MS = 6000;

export interface RemoveSteps {
  collection: CollectionName;
  id: string;
  /** The refusal the device can already foresee from its own records (also offline), or null. */
  foreseen?: () => Promise<string | null>;
  /** Queues the delete. */
  queue: () => Promise<void>;
  /** Says why the delete was refused (an error key: `inUse`, `hasChildren`, …). */
  refused: (message: string) => void;
  /** The delete stands (acknowledged, or queued while offline or slow): say so and move on. */
  done: () => Promise<void> | void;
}

/**
 * A detail page's delete, after its confirmation: refused at once when the device knows the server
 * would refuse; otherwise queued, and online the server's answer is awaited a few seconds, so a
 * refusal the device could not foresee (a reference made elsewhere and not pulled yet) is said where
 * the user deleted, with `DeleteRefusal` offering the way back, not reported as done.
 */
export async function removeRecord(steps: RemoveSteps): Promise<void> {
  const foreseen = await steps.foreseen?.();
  if (foreseen) {
    steps.refused(foreseen);
    return;
  }
  await steps.queue();
  const outcome = navigator.onLine ? await deleteOutcome(steps.collection, steps.id, DELETE_WAIT_MS) : ({ kind: 'queued' } as const);
  if (outcome.kind === 'refused') {
    steps.refused(outcome.message);
    return;
  }
  await steps.done();
}

/** A refusal as a toast: the page's own title, the reason in words. */
export function notifyRefusal(title: string, message: string, i18n: Parameters<typeof errorText>[0]): void {
  notify('error', errorText(i18n, message), { title, autoClose: REFUSAL_MS });
}

/**
 * The record's delete that the server refused, with its reason and the way back (the delete leaves
 * the queue and the record is read again: docs/architecture.md §4.2). Nothing when there is none.
 */
export function DeleteRefusal({
  collection,
  id,
  title,
  explain,
}: {
  collection: CollectionName;
  id: string | undefined;
  title: string;
  /** A fuller explanation of a reason than its error text, where the page has one. */
  explain?: (message: string) => string | undefined;
}) {
  const { t, i18n } = useLingui();
  const outbox = useRecordOutbox(collection, id);
  const refused = outbox.find((entry) => entry.op === 'delete' && entry.state !== 'pending' && entry.error);
  if (!refused) return null;
  const message = refused.error?.body.message ?? 'serverError';
  return (
    <Alert color="red" title={title} mb="md" data-testid="delete-refused">
      <Text size="sm">{explain?.(message) ?? errorText(i18n, message)}</Text>
      <Button
        mt="sm"
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={() => void undoDelete(refused.seq!)}
      >
        {t`Silmeyi geri al`}
      </Button>
    </Alert>
  );
}
