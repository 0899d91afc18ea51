import { describe, expect, it } from 'vitest';
import { turkishSortKey } from '../../src/domain/collation';

const sortByKey = (names: string[]) => [...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1));

describe('the Turkish sort key', () => {
  it('puts Ç after C, Ğ after G, I before İ, Ö after O, Ş after S, Ü after U', () => {
    expect(sortByKey(['Çelik', 'Demir', 'Cam', 'Ilgaz', 'İzmir', 'Öz', 'Oya', 'Şahin', 'Sarı', 'Ümit', 'Uçar', 'Ğ', 'Gök'])).toEqual([
      'Cam',
      'Çelik',
      'Demir',
      'Gök',
      'Ğ',
      'Ilgaz',
      'İzmir',
      'Oya',
      'Öz',
      'Sarı',
      'Şahin',
      'Uçar',
      'Ümit',
    ]);
  });
  it('ignores case and leading spaces, and agrees with Intl.Collator on Turkish names', () => {
    const names = ['zeytin', 'Ayvalık', 'ayşe', 'Çanakkale', 'çorlu', 'İstanbul', 'ısparta', 'Iğdır', 'Ege 2', 'Ege 10', 'ege', ' Akdeniz'];
    const collator = new Intl.Collator('tr', { sensitivity: 'base' });
    const expected = [...names].sort((a, b) => collator.compare(a.trim(), b.trim()) || (a < b ? -1 : 1));
    expect(sortByKey(names).map((n) => n.trim().toLocaleLowerCase('tr'))).toEqual(expected.map((n) => n.trim().toLocaleLowerCase('tr')));
  });
});
