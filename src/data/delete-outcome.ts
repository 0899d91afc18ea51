import { collection, isCollectionName, type CollectionName } from '../domain/collections';
import { requireLocal } from './local';
import type { MirroredRow } from './db';
import { isLive } from './sync/collections';
import { discard } from './sync/outbox';

// What a detail page needs to delete a record beyond the queueing: whether the device already
// knows the server would refuse (ARCHITECTURE.md §5: what other records still refer to stays,
// 409 `inUse`), and what the server answered. Only the detail pages read it, so no list's first
// load carries it.

/** What became of a queued delete: acknowledged, refused by the server (with its reason), or still queued. */
export type DeleteOutcome = { kind: 'done' } | { kind: 'queued' } | { kind: 'refused'; seq: number; message: string };

/**
 * Waits up to `ms` for the record's queued delete to be answered, so that a refusal the device
 * could not foresee (a reference made on another device and not pulled yet) is shown where the
 * user deleted, not only on the sync screen. Offline or slow, it stays queued.
 */
export async function deleteOutcome(name: CollectionName, id: string, ms: number): Promise<DeleteOutcome> {
  const { db } = requireLocal();
  const until = Date.now() + ms;
  for (;;) {
    const entries = await db.outbox.where('[collection+recordId]').equals([name, id]).toArray();
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
 * The user takes back a delete the server refused: it leaves the queue and the record is read from
 * the server again (ARCHITECTURE.md §3.3, "discard").
 */
export async function undoDelete(seq: number): Promise<void> {
  const { db, engine } = requireLocal();
  const target = await discard(db, seq);
  if (target && isCollectionName(target.collection)) {
    await engine.refresh(target.collection, target.recordId, collection(target.collection).path);
  }
}

/** Whether a live record of `name` on this device has `field` naming `id` (an index the collection declares). */
async function anyLiveNaming(name: CollectionName, field: string, id: string): Promise<boolean> {
  return (await requireLocal().db.rows(name).where(field).equals(id).filter(isLive).count()) > 0;
}

/** Whether a live record of `name` on this device matches `test` (a scan: for fields no index covers). */
async function anyLive(name: CollectionName, test: (row: MirroredRow) => boolean): Promise<boolean> {
  return (await requireLocal().db.rows(name).filter((row) => isLive(row) && test(row)).count()) > 0;
}

/** §5: an account with live bills, cash flows or bank orders is not deleted (409 `inUse`). */
export async function accountInUse(id: string): Promise<boolean> {
  for (const name of ['fatura', 'nakitAkis', 'bankaTalimat'] as const) if (await anyLiveNaming(name, 'cariHesap', id)) return true;
  return false;
}

/** A budget code a live bill's line is booked under is not deleted (409 `inUse`). */
export function budgetCodeInUse(id: string): Promise<boolean> {
  return anyLive('fatura', (row) => (row.kalemler as { butceKodu: string }[]).some((line) => line.butceKodu === id));
}

/** A bill a live bank order pays is not deleted while the order stands (409 `inUse`). */
export function billInUse(id: string): Promise<boolean> {
  return anyLiveNaming('bankaTalimat', 'fatura', id);
}

/** A payment a live bank order records is not deleted while the order stands (409 `inUse`). */
export function cashFlowInUse(id: string): Promise<boolean> {
  return anyLive('bankaTalimat', (row) => row.nakitAkis === id);
}

/** §5: a bill with live payments on this device is not deleted (409 `billHasPayments`). */
export function billHasPayments(id: string): Promise<boolean> {
  return anyLiveNaming('nakitAkis', 'fatura', id);
}
