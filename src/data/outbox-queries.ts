import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from './db';
import { useLocal } from './local';

/** The queued changes of one record, live (empty when none). */
export function useRecordOutbox(collection: string, recordId: string | undefined): OutboxEntry[] {
  const local = useLocal();
  return (
    useLiveQuery(async () => {
      if (!local || !recordId) return [];
      return local.db.outbox.where('[collection+recordId]').equals([collection, recordId]).sortBy('seq');
    }, [local, collection, recordId]) ?? []
  );
}

/** Every stopped entry (conflict or rejected), oldest first. */
export function useStoppedEntries(): OutboxEntry[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return [];
    const entries = await local.db.outbox.orderBy('seq').toArray();
    return entries.filter((entry) => entry.state !== 'pending');
  }, [local]);
}
