import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bankOrderSchema } from '../../src/domain/bank-order';
import { textKey } from '../../src/domain/text-key';
import { SPELLINGS } from '../support/spellings';

describe('the key of a uniqueness rule', () => {
  it('is one for eight spellings of one bill number', () => {
    expect(new Set(SPELLINGS).size).toBe(8);
    expect(new Set(SPELLINGS.map(textKey))).toEqual(new Set(['fiş-2024/001']));
  });

  it('keeps numbers that differ apart', () => {
    const keys = ['FİŞ-2024/001', 'FİŞ-2024/002', 'FİŞ-2024/0010', 'FAŞ-2024/001', 'FİS-2024/001', 'FİŞ 2024/001', 'FİŞ2024/001'].map(
      textKey,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads a dot above an i or a dotless ı as the i itself', () => {
    expect(['FİŞ', 'fi\u0307ş', 'fı\u0307ş', 'FI\u0307Ş'].map(textKey)).toEqual(['fiş', 'fiş', 'fiş', 'fiş']);
  });

  it('makes runs of white space one space and drops control characters', () => {
    expect(textKey('A\t\u00A0 B\nC\u0007')).toBe('a b c');
    expect(textKey('\u200B\u200C\u200D\u2060\u00AD')).toBe('');
  });

  it('gives the same key for a key (it is stable)', () => {
    for (const spelling of SPELLINGS) expect(textKey(textKey(spelling))).toBe(textKey(spelling));
  });
});

describe('a bank order ref', () => {
  const body = (ref: string) => ({
    ref,
    tarih: '2024-05-01',
    miktar: '10',
    dovizCinsi: 'TL',
    sirket: '00000000-0000-4000-8000-000000000001',
    sirketBankaSelection: 'TR1',
    cariBankaSelection: 'TR2',
    cariHesap: '00000000-0000-4000-8000-000000000002',
  });

  it('is upper-cased by Turkish rules: bt-fiş is BT-FİŞ, not BT-FIŞ', () => {
    expect(v.parse(bankOrderSchema, body('bt-fiş')).ref).toBe('BT-FİŞ');
    expect(v.parse(bankOrderSchema, body('bt-ılgaz')).ref).toBe('BT-ILGAZ');
  });
});
