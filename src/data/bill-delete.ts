import { collection } from '../domain/collections';
import { requireLocal } from './local';
import { isLive } from './sync/collections';
import { discard } from './sync/outbox';

// What deleting a bill needs beyond the queueing (src/data/bills.ts): only the detail page reads
// it, so the bill list's first load does not carry it.

const COLLECTION = 'fatura';

/**
 * The live cash flows on this device that name the bill. §5: the server refuses to delete a bill
 * with payments (409 `billHasPayments`), so the screen says so at once, also offline, instead of
 * queueing a delete that would stop.
 */
export async function countBillPayments(id: string): Promise<number> {
  return requireLocal().db.rows('nakitAkis').where('fatura').equals(id).filter(isLive).count();
}

/** What became of a queued delete: acknowledged, refused by the server (with its reason), or still queued. */
export type DeleteOutcome = { kind: 'done' } | { kind: 'queued' } | { kind: 'refused'; seq: number; message: string };

/**
 * Waits up to `ms` for the bill's queued delete to be answered, so that a refusal the device could
 * not foresee (a payment made on another device and not pulled yet: 409 `billHasPayments`) is shown
 * where the user deleted, not only on the sync screen. Offline or slow, it stays queued.
 */
export async function deleteOutcome(id: string, ms: number): Promise<DeleteOutcome> {
  const { db } = requireLocal();
  const until = Date.now() + ms;
  for (;;) {
    const entries = await db.outbox.where('[collection+recordId]').equals([COLLECTION, id]).toArray();
    const entry = entries.find((candidate) => candidate.op === 'delete');
    if (!entry) return { kind: 'done' };
    if (entry.state === 'rejected' || entry.state === 'conflict') {
      return { kind: 'refused', seq: entry.seq!, message: entry.error?.body.message ?? 'serverError' };
    }
    if (Date.now() >= until) return { kind: 'queued' };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * The user takes back a delete the server refused: it leaves the queue and the bill is read from
 * the server again (ARCHITECTURE.md §3.3, "discard").
 */
export async function undoBillDelete(seq: number): Promise<void> {
  const { db, engine } = requireLocal();
  const target = await discard(db, seq);
  if (target) await engine.refresh(target.collection, target.recordId, collection(COLLECTION).path);
}
