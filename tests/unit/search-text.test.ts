import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from '../../src/domain/search-text';

describe('Turkish search without Turkish letters', () => {
  it('finds Turkish letters typed on an English keyboard', () => {
    expect(matchesSearch('Çeşme Denizcilik', 'cesme')).toBe(true);
    expect(matchesSearch('Işık Gemi', 'ISIK')).toBe(true);
    expect(matchesSearch('Işık Gemi', 'isik')).toBe(true);
    expect(matchesSearch('Ünye Gübre Ağı', 'unye gubre agi')).toBe(true);
    expect(matchesSearch('Öz Şahin', 'OZ SAHIN')).toBe(true);
  });

  it('keeps Turkish casing: İZMİT finds izmit and the other way round', () => {
    expect(matchesSearch('izmit', 'İZMİT')).toBe(true);
    expect(matchesSearch('İZMİT LİMANI', 'izmit')).toBe(true);
    expect(matchesSearch('Istanbul', 'İstanbul')).toBe(true);
  });

  it('still needs the letters to be there', () => {
    expect(matchesSearch('Çeşme', 'cesmi')).toBe(false);
    expect(matchesSearch('Mersin', 'izmir')).toBe(false);
  });

  it('treats an empty query as matching everything', () => {
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });

  it('folds to plain lower-case letters', () => {
    expect(foldForSearch('  ÇĞIİÖŞÜ  çğıiöşü ')).toBe('cgiiosu cgiiosu');
    expect(foldForSearch('Café')).toBe('cafe');
  });
});
