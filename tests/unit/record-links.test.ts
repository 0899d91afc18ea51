import { describe, expect, it } from 'vitest';
import { linkedTitle, linkTarget } from '../../src/data/record-links';

// docs/architecture.md §9: the history names a linked record (a declared reference) by its title,
// never by its id; files and lines are not linked records.
describe('linked records in the history', () => {
  it('follow the collections’ declared references', () => {
    expect(linkTarget('nakitAkis', 'cariHesap')).toBe('cariHesap');
    expect(linkTarget('nakitAkis', 'fatura')).toBe('fatura');
    expect(linkTarget('sertifika', 'personel')).toBe('personel');
    expect(linkTarget('bdn', 'tedarikci')).toBe('cariHesap');
    // A file, a bill's lines, a plain field and a collection that is not mirrored link nowhere.
    expect(linkTarget('sertifika', 'dosya')).toBeUndefined();
    expect(linkTarget('fatura', 'kalemler')).toBeUndefined();
    expect(linkTarget('sertifika', 'numara')).toBeUndefined();
    expect(linkTarget('user', 'sirketler')).toBeUndefined();
  });

  it('are named as their pages title them: an account by its name, a person by name and surname', () => {
    const show = (part: string) => part;
    expect(linkedTitle('cariHesap', { unvan: 'Deniz Yakıt A.Ş.' }, show)).toBe('Deniz Yakıt A.Ş.');
    expect(linkedTitle('personel', { ad: 'Ali', soyad: 'Kaya' }, show)).toBe('Ali Kaya');
    expect(linkedTitle('fatura', { faturaProformaNo: 'F-12', tarih: '2026-01-05' }, (part) => `<${part}>`)).toBe('<F-12> — <2026-01-05>');
  });
});
