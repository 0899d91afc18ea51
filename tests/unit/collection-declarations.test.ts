import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { collectionDeclarations } from '../../scripts/collection-declarations';
import { turkishSortKey } from '../../src/domain/collation';
import { collection, COLLECTION_NAMES, localKeysOf } from '../../src/domain/collection-declarations';
import { COLLECTIONS } from '../../src/domain/collections';

// The build gives src/domain/collection-declarations.ts the declarations as data
// (scripts/collection-declarations.ts, docs/architecture.md §2): they must be data that JSON keeps
// whole, and the data the build computes must be the declarations themselves.

type Hook = (this: unknown, ...args: string[]) => unknown;

describe('the collection declarations as data', () => {
  it('every declaration is data: JSON keeps it whole', () => {
    expect(JSON.parse(JSON.stringify(COLLECTIONS))).toStrictEqual(COLLECTIONS);
  });

  it('the build gives the reader the declarations COLLECTIONS holds, and only the reader', async () => {
    const plugin = collectionDeclarations();
    const resolveId = plugin.resolveId as unknown as Hook;
    const load = plugin.load as unknown as Hook;
    expect(resolveId.call({}, './collections', resolve('src/data/db.ts'))).toBeNull();
    const id = resolveId.call({}, './collections', resolve('src/domain/collection-declarations.ts')) as string;
    expect(id).toBeTruthy();
    const code = load.call({}, id) as string;
    const built = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { COLLECTIONS: unknown };
    expect(built.COLLECTIONS).toStrictEqual(JSON.parse(JSON.stringify(COLLECTIONS)));
    expect(Object.keys(built.COLLECTIONS as object)).toEqual(COLLECTION_NAMES);
  }, 60_000);

  it('the device reads accounts and people in Turkish order, bills and cash flows by date, and the rest without a sort key', () => {
    expect(localKeysOf('cariHesap', { unvan: 'Çınar Denizcilik' })).toEqual({ _sort: turkishSortKey('Çınar Denizcilik') });
    expect(localKeysOf('personel', { ad: 'İsmail', soyad: 'Öztürk' })).toEqual({ _sort: turkishSortKey('Öztürk İsmail') });
    expect(localKeysOf('fatura', { tarih: '2026-12-07' })).toEqual({ _sort: '2026-12-07' });
    expect(localKeysOf('nakitAkis', { tarih: '2026-12-06' })).toEqual({ _sort: '2026-12-06' });
    expect(localKeysOf('kur', { tarih: '2026-12-06' })).toEqual({});
    expect(COLLECTION_NAMES.filter((name) => collection(name).sort)).toEqual(['cariHesap', 'fatura', 'nakitAkis', 'personel']);
  });
});
