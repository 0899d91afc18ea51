// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { refusalOnDevice } from '../../src/data/delete-outcome';
import { COLLECTION_NAMES } from '../../src/domain/collection-declarations';
import { referencesTo, type ReverseReference } from '../../src/domain/in-use';
import { freshDb } from './sync-helpers';

// Issue 40: the device foresees a refused delete from the declared references (src/domain/in-use.ts),
// as the server decides it: each reverse reference, held by one live row, refuses the delete; the
// same row deleted on the device (a tombstone) does not.

/** A row of `reference.collection` naming `id` through the reference's field. */
function rowNaming(reference: ReverseReference, id: string, deleted: boolean): Record<string, unknown> {
  const value = reference.each ? [{ [reference.each]: id }] : id;
  return { _id: `${reference.collection}-${reference.field}`, version: 1, [reference.field]: value, ...(deleted ? { _deleted: 1 } : {}) };
}

describe('refusalOnDevice', () => {
  it('refuses a delete while any declared reference holds a live row on the device', async () => {
    for (const target of COLLECTION_NAMES) {
      for (const reference of referencesTo(target)) {
        const db = await freshDb();
        expect(await refusalOnDevice(target, 'the-id', db)).toBeNull();
        await db.rows(reference.collection).put(rowNaming(reference, 'the-id', true) as never);
        expect(await refusalOnDevice(target, 'the-id', db), `${reference.collection}.${reference.field} deleted`).toBeNull();
        await db.rows(reference.collection).put(rowNaming(reference, 'the-id', false) as never);
        expect(await refusalOnDevice(target, 'the-id', db), `${reference.collection}.${reference.field}`).toBe(reference.refusal);
        expect(await refusalOnDevice(target, 'another-id', db)).toBeNull();
        db.close();
      }
    }
    expect(COLLECTION_NAMES.flatMap((target) => referencesTo(target)).length).toBeGreaterThan(0);
  });

  it('says billHasPayments for a bill with a live payment, inUse for one a bank order pays', async () => {
    const db = await freshDb();
    await db.rows('bankaTalimat').put({ _id: 'order', version: 1, fatura: 'bill' } as never);
    expect(await refusalOnDevice('fatura', 'bill', db)).toBe('inUse');
    await db.rows('nakitAkis').put({ _id: 'flow', version: 1, fatura: 'bill' } as never);
    expect(await refusalOnDevice('fatura', 'bill', db)).toBe('billHasPayments');
    db.close();
  });
});
