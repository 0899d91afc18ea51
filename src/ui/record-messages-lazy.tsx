import { lazy, Suspense } from 'react';
import type { CollectionName } from '../domain/collections';

/** A record's messages (./record-messages.tsx), a chunk of its own: a record's page does not wait for it. */
const RecordMessagesPart = lazy(() => import('./record-messages').then((m) => ({ default: m.RecordMessages })));

export function RecordMessages(props: { koleksiyon: CollectionName; id: string; sirket: string }) {
  return (
    <Suspense fallback={null}>
      <RecordMessagesPart {...props} />
    </Suspense>
  );
}
