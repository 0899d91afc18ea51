import { describe, expect, it } from 'vitest';
import { listSearch, optionalOneOf, optionalText, sortParam } from '../../src/routes/search';
import { parseSort, sortValue } from '../../src/ui/frames/list-sort';

// A list's filters and sort in the address (src/routes/search.ts, src/ui/frames/list-sort.ts):
// what a reload, a shared link or the back button brings back.
describe('list search', () => {
  const search = listSearch({ durum: optionalOneOf(['gecerli', 'eksik'] as const) });

  it('keeps a valid filter and sort, and drops the rest', () => {
    expect(search({ durum: 'eksik', sirala: '-numara', other: 1 } as never)).toEqual({ durum: 'eksik', sirala: '-numara' });
    expect(search({ durum: 'bogus', sirala: 'a b' } as never)).toEqual({});
    expect(search({} as never)).toEqual({});
  });

  it('keeps a free-text filter within its length, and leaves it out when empty or not text', () => {
    const nationality = listSearch({ uyruk: optionalText({ maxLength: 5 }), durum: optionalOneOf(['gemide', 'izinde'] as const) });
    expect(nationality({ uyruk: 'TR', durum: 'izinde' } as never)).toEqual({ uyruk: 'TR', durum: 'izinde' });
    for (const bad of ['', 'x'.repeat(6), 5, true, null, undefined, {}]) {
      expect(nationality({ uyruk: bad } as never), String(bad)).toEqual({});
    }
    const coded = optionalText({ pattern: /^[A-Z]{2}$/, maxLength: 2 });
    expect(coded('TR')).toBe('TR');
    expect(coded('tr')).toBeUndefined();
  });

  it('takes only column-shaped sorts and the word for none', () => {
    expect(sortParam('tarih')).toBe('tarih');
    expect(sortParam('-tarih')).toBe('-tarih');
    expect(sortParam('yok')).toBe('yok');
    for (const bad of ['', '-', '--tarih', 'ta-rih', '1tarih', 'x'.repeat(41), 5, true, null, undefined]) {
      expect(sortParam(bad), String(bad)).toBeUndefined();
    }
  });

  const fallback = [{ id: 'tarih', desc: true }];
  const columns = ['bdnNo', 'tarih', 'liman'];

  it('reads the sort of the address against the list’s columns', () => {
    expect(parseSort(undefined, columns, fallback)).toEqual(fallback);
    expect(parseSort('liman', columns, fallback)).toEqual([{ id: 'liman', desc: false }]);
    expect(parseSort('-bdnNo', columns, fallback)).toEqual([{ id: 'bdnNo', desc: true }]);
    expect(parseSort('yok', columns, fallback)).toEqual([]);
    // A column the list does not have (an old link): its default order.
    expect(parseSort('-gone', columns, fallback)).toEqual(fallback);
  });

  it('writes the sort back, leaving the default out of the address', () => {
    expect(sortValue([{ id: 'tarih', desc: true }], fallback)).toBeUndefined();
    expect(sortValue([{ id: 'tarih', desc: false }], fallback)).toBe('tarih');
    expect(sortValue([{ id: 'liman', desc: true }], fallback)).toBe('-liman');
    expect(sortValue([], fallback)).toBe('yok');
    expect(sortValue([], [])).toBeUndefined();
    for (const value of ['tarih', '-liman', 'yok', undefined]) {
      expect(sortValue(parseSort(value, columns, fallback), fallback)).toBe(value);
    }
  });
});
