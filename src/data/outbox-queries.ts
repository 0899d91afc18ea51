import { useLiveQuery } from 'dexie-react-hooks';
import type { KeptFileRow, OutboxEntry, OutboxTarget } from './db';
import { useLocal } from './local';

/**
 * What the user sees of a queued change (docs/architecture.md §4.2): `pending` goes when it can;
 * `waiting` stands behind a change that stopped (its own record's, or one it depends on); `stuck`
 * keeps failing on the server and is retried; `conflict` and `rejected` wait for the user.
 */
export type SyncMark = 'pending' | 'waiting' | 'stuck' | 'conflict' | 'rejected';

export interface EntryView {
  entry: OutboxEntry;
  mark: SyncMark;
  /** For `waiting`: the record whose stopped change this one stands behind. */
  behind?: { collection: OutboxTarget; recordId: string };
}

const PRECEDENCE: readonly SyncMark[] = ['pending', 'waiting', 'stuck', 'rejected', 'conflict'];

const keyOf = (collection: OutboxTarget, recordId: string) => `${collection}/${recordId}`;

/** Each entry with its mark, in queue order: one pass, as replay walks the queue. */
export function viewEntries(entries: readonly OutboxEntry[]): EntryView[] {
  const held = new Map<string, { collection: OutboxTarget; recordId: string }>();
  return entries.map((entry) => {
    const key = keyOf(entry.collection, entry.recordId);
    const dependency = [{ collection: entry.collection, recordId: entry.recordId }, ...(entry.dependsOn ?? [])].find(
      (dep) => held.has(keyOf(dep.collection, dep.recordId)),
    );
    let view: EntryView;
    if (entry.state !== 'pending') view = { entry, mark: entry.state };
    else if (dependency) view = { entry, mark: 'waiting', behind: held.get(keyOf(dependency.collection, dependency.recordId)) };
    else view = { entry, mark: 'pending' };
    if (view.mark !== 'pending' && !held.has(key)) held.set(key, view.behind ?? { collection: entry.collection, recordId: entry.recordId });
    return view;
  });
}

/** The strongest mark among a record's entries. */
function strongest(marks: SyncMark[]): SyncMark {
  return marks.reduce((a, b) => (PRECEDENCE.indexOf(b) > PRECEDENCE.indexOf(a) ? b : a));
}

/** Every queued change with its mark, oldest first; undefined while loading. */
export function useOutboxEntries(): EntryView[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local ? viewEntries(await local.db.outbox.orderBy('seq').toArray()) : []), [local]);
}

/** The mark of every record of a collection that has queued changes. */
export function useSyncMarks(collection: OutboxTarget): Map<string, SyncMark> {
  const local = useLocal();
  return (
    useLiveQuery(async () => {
      const marks = new Map<string, SyncMark[]>();
      if (!local) return new Map<string, SyncMark>();
      for (const view of viewEntries(await local.db.outbox.orderBy('seq').toArray())) {
        if (view.entry.collection !== collection) continue;
        marks.set(view.entry.recordId, [...(marks.get(view.entry.recordId) ?? []), view.mark]);
      }
      return new Map([...marks].map(([id, list]) => [id, strongest(list)]));
    }, [local, collection]) ?? new Map<string, SyncMark>()
  );
}

/** The mark of one record, or null when nothing of it is queued. */
export function useRecordSyncMark(collection: OutboxTarget, recordId: string | undefined): SyncMark | null {
  const marks = useSyncMarks(collection);
  return recordId ? (marks.get(recordId) ?? null) : null;
}

/** The queued changes of one record, live (empty when none). */
export function useRecordOutbox(collection: OutboxTarget, recordId: string | undefined): OutboxEntry[] {
  const local = useLocal();
  return (
    useLiveQuery(async () => {
      if (!local || !recordId) return [];
      return local.db.outbox.where('[collection+recordId]').equals([collection, recordId]).sortBy('seq');
    }, [local, collection, recordId]) ?? []
  );
}

/** Files picked on this device that the server does not have yet, oldest first. */
export function useWaitingFiles(): KeptFileRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return [];
    const rows = (await local.db.table('files').where('state').equals('waiting').toArray()) as KeptFileRow[];
    return rows.sort((a, b) => a.createdAt - b.createdAt);
  }, [local]);
}
