import { describe, expect, it } from 'vitest';
import { currencyForTab } from '../../src/features/accounts/account-list-page';
import { nextSort } from '../../src/features/accounts/use-sort-cycle';
import { pageLinkGroup } from '../../src/ui/table-controls';

describe('the account list rules (docs/areas/accounts.md)', () => {
  it('the customer tab sets the currency to all; back on suppliers, all becomes USD', () => {
    expect(currencyForTab('musteri', 'EURO')).toBe('all');
    expect(currencyForTab('tedarikci', 'all')).toBe('USD');
    expect(currencyForTab('tedarikci', 'GBP')).toBe('GBP');
    expect(currencyForTab('tedarikci', null)).toBeNull();
  });

  it('a header cycles descending, ascending, none; another header starts descending', () => {
    let sort = nextSort({ field: null, order: 1 }, 'unvan');
    expect(sort).toEqual({ field: 'unvan', order: -1 });
    sort = nextSort(sort, 'unvan');
    expect(sort).toEqual({ field: 'unvan', order: 1 });
    sort = nextSort(sort, 'unvan');
    expect(sort).toEqual({ field: null, order: 1 });
    expect(nextSort({ field: 'unvan', order: 1 }, 'il')).toEqual({ field: 'il', order: -1 });
  });
});

describe('the shared table', () => {
  it('shows page links four at a time', () => {
    expect(pageLinkGroup(0, 10)).toEqual([0, 1, 2, 3]);
    expect(pageLinkGroup(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageLinkGroup(9, 10)).toEqual([8, 9]);
    expect(pageLinkGroup(0, 0)).toEqual([]);
  });
});
