import { describe, expect, it } from 'vitest';
import {
  BUDGET_CODE_STATUSES,
  BUDGET_CODE_TYPES,
  budgetCodeDepth,
  budgetCodeSchema,
  compareBudgetCodes,
} from '../../src/domain/budget-code';
import { validate } from '../../src/domain/validation';

const valid = { kod: '740.01.003', adi: 'Madeni Yağlar', tip: 'gider', durum: 'aktif' };

function errorsOf(input: unknown) {
  const result = validate(budgetCodeSchema, input);
  return result.ok ? [] : result.errors;
}

describe('the budget code schema (docs/areas/budget-codes.md)', () => {
  it('accepts a code and trims the code and the name', () => {
    const result = validate(budgetCodeSchema, { ...valid, kod: ' 740.01 ', adi: '  Yakıt Giderleri ' });
    expect(result).toEqual({ ok: true, value: { ...valid, kod: '740.01', adi: 'Yakıt Giderleri' } });
  });

  it('requires every field, one error each', () => {
    expect(errorsOf({ kod: '', adi: ' ', tip: '', durum: '' })).toEqual([
      { path: 'kod', message: 'required' },
      { path: 'adi', message: 'required' },
      { path: 'tip', message: 'required' },
      { path: 'durum', message: 'required' },
    ]);
  });

  it('reports a missing key and a cleared select (null) as required', () => {
    expect(errorsOf({ adi: 'x', tip: null, durum: 'aktif' })).toEqual([
      { path: 'kod', message: 'required' },
      { path: 'tip', message: 'required' },
    ]);
  });

  it('takes dotted digit groups only', () => {
    for (const kod of ['1', '1.2', '740.01.003', '0.0.0']) expect(errorsOf({ ...valid, kod })).toEqual([]);
    for (const kod of ['1..2', 'a.1', '1.', '.1', '1.2a', '1 2', '-1']) {
      expect(errorsOf({ ...valid, kod })).toEqual([{ path: 'kod', message: 'invalidCode' }]);
    }
  });

  it('limits the code to 50 and the name to 200 characters', () => {
    expect(errorsOf({ ...valid, kod: '1'.repeat(51) })).toEqual([{ path: 'kod', message: 'tooLong' }]);
    expect(errorsOf({ ...valid, adi: 'a'.repeat(201) })).toEqual([{ path: 'adi', message: 'tooLong' }]);
    expect(errorsOf({ ...valid, kod: '1'.repeat(50), adi: 'a'.repeat(200) })).toEqual([]);
  });

  it('takes the stored values of tip and durum only', () => {
    for (const tip of BUDGET_CODE_TYPES) {
      for (const durum of BUDGET_CODE_STATUSES) expect(errorsOf({ ...valid, tip, durum })).toEqual([]);
    }
    expect(errorsOf({ ...valid, tip: 'masraf', durum: 'active' })).toEqual([
      { path: 'tip', message: 'invalid' },
      { path: 'durum', message: 'invalid' },
    ]);
  });
});

describe('the budget code tree', () => {
  it('counts the depth as the number of parts', () => {
    expect(budgetCodeDepth('740')).toBe(1);
    expect(budgetCodeDepth('740.01')).toBe(2);
    expect(budgetCodeDepth('740.01.001')).toBe(3);
    expect(budgetCodeDepth('')).toBe(0);
  });

  it('orders codes numerically part by part, a parent right before its children', () => {
    const codes = ['740.02', '1.10', '770', '740.01.002', '1.2', '740', '740.01', '10', '2', '740.01.001'];
    expect([...codes].sort(compareBudgetCodes)).toEqual([
      '1.2',
      '1.10',
      '2',
      '10',
      '740',
      '740.01',
      '740.01.001',
      '740.01.002',
      '740.02',
      '770',
    ]);
  });

  it('is a total order: codes equal by value still have a fixed order, and a code equals itself', () => {
    expect(compareBudgetCodes('1.01', '1.1')).toBeLessThan(0);
    expect(compareBudgetCodes('1.1', '1.01')).toBeGreaterThan(0);
    expect(compareBudgetCodes('740.01', '740.01')).toBe(0);
  });

  it('compares groups longer than a safe integer without rounding', () => {
    expect(compareBudgetCodes('1.90071992547409921', '1.90071992547409922')).toBeLessThan(0);
  });
});
