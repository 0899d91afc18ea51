import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collection, isCollectionName } from '../../src/domain/collection-declarations';
import { deleteRefusal, referencesTo, type ReverseReference } from '../../src/domain/in-use';

// The in-use rule is derived from the declarations (issue 40): every reference to a collection is
// a reason to refuse that collection's delete, on the server and on the device alike.

/** Every declared reference to a mirrored collection, read forwards. */
const declared = COLLECTION_NAMES.flatMap((name) =>
  collection(name)
    .references.filter((reference) => isCollectionName(reference.target))
    .map((reference) => ({ from: name, ...reference })),
);

describe('deleteRefusal', () => {
  it('counts every declared reference to a collection, and no other', () => {
    for (const target of COLLECTION_NAMES) {
      const expected = declared
        .filter((reference) => reference.target === target)
        .map((reference) => `${reference.from}.${reference.field}`);
      expect(
        referencesTo(target)
          .map((reference) => `${reference.collection}.${reference.field}`)
          .sort(),
      ).toEqual(expected.sort());
    }
  });

  it('refuses a delete while any one reference counts a live record, and allows it when none does', async () => {
    for (const { from, field, target } of declared) {
      if (!isCollectionName(target)) continue;
      const only = async (reference: ReverseReference) => (reference.collection === from && reference.field === field ? 1 : 0);
      expect(await deleteRefusal(target, 'x', only), `${from}.${field}`).not.toBeNull();
      expect(await deleteRefusal(target, 'x', async () => 0)).toBeNull();
    }
  });

  it('answers the keys the server has always answered', async () => {
    const by = (collectionName: string, field: string) => async (reference: ReverseReference) =>
      reference.collection === collectionName && reference.field === field ? 1 : 0;
    expect(await deleteRefusal('cariHesap', 'x', by('fatura', 'cariHesap'))).toBe('inUse');
    expect(await deleteRefusal('cariHesap', 'x', by('nakitAkis', 'cariHesap'))).toBe('inUse');
    expect(await deleteRefusal('cariHesap', 'x', by('bankaTalimat', 'cariHesap'))).toBe('inUse');
    expect(await deleteRefusal('butceKodu', 'x', by('fatura', 'kalemler'))).toBe('inUse');
    expect(await deleteRefusal('fatura', 'x', by('bankaTalimat', 'fatura'))).toBe('inUse');
    expect(await deleteRefusal('fatura', 'x', by('nakitAkis', 'fatura'))).toBe('billHasPayments');
    expect(await deleteRefusal('nakitAkis', 'x', by('bankaTalimat', 'nakitAkis'))).toBe('inUse');
    // Payments first: a bill both paid and ordered is refused for its payments.
    expect(await deleteRefusal('fatura', 'x', async () => 1)).toBe('billHasPayments');
  });
});
