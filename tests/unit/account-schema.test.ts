import { describe, expect, it } from 'vitest';
import { accountSchema, capitalizeFirst } from '../../src/domain/account';
import { emptyBankAccount } from '../../src/domain/bank-account';
import { validate } from '../../src/domain/validation';

const COMPANY = '0190f5b2-0000-7000-8000-000000000001';
const bank = {
  ...emptyBankAccount(),
  hesapAdi: 'Ana hesap',
  bankaIsmi: 'Ziraat',
  swiftCode: 'tczatr2a',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
};
const supplier = {
  cariTip: 'tedarikci',
  sirket: COMPANY,
  unvan: ' istanbul Gemi Kumanyacılık ',
  vergiNumarasi: '1234567808',
  ulke: 'Türkiye',
  bankalar: [bank],
};

const errors = (input: unknown) => {
  const result = validate(accountSchema, input);
  return result.ok ? [] : result.errors;
};

describe('the account schema (docs/areas/accounts.md)', () => {
  it('accepts a supplier, trims the name and capitalises it the Turkish way', () => {
    const result = validate(accountSchema, supplier);
    expect(result.ok && result.value.unvan).toBe('İstanbul Gemi Kumanyacılık');
    expect(result.ok && result.value.bankalar[0]).toMatchObject({ iban: 'TR330006100519786457841326', swiftCode: 'TCZATR2A' });
  });
  it('capitalises i as İ and ı as I', () => {
    expect(capitalizeFirst('izmir')).toBe('İzmir');
    expect(capitalizeFirst('ılgaz')).toBe('Ilgaz');
  });
  it('requires the account type', () => {
    expect(errors({ ...supplier, cariTip: '' })).toContainEqual({ path: 'cariTip', message: 'required' });
  });
  it('asks to choose a company when none is chosen', () => {
    expect(errors({ ...supplier, sirket: '' })).toEqual([{ path: 'sirket', message: 'chooseCompany' }]);
  });
  it('requires the name after trimming', () => {
    expect(errors({ ...supplier, unvan: '   ' })).toEqual([{ path: 'unvan', message: 'required' }]);
  });
  it('checks the e-mail only when filled', () => {
    expect(errors({ ...supplier, ePosta: 'kaptan@' })).toEqual([{ path: 'ePosta', message: 'invalidEmail' }]);
    expect(errors({ ...supplier, ePosta: '' })).toEqual([]);
  });
  it('requires the tax number only when there is no identity number', () => {
    expect(errors({ ...supplier, vergiNumarasi: '' })).toEqual([{ path: 'vergiNumarasi', message: 'required' }]);
    expect(errors({ ...supplier, vergiNumarasi: '', tcNumarasi: '10000000146' })).toEqual([]);
  });
  it('checks VKN and TCKN digits only for accounts in Türkiye, with GİB’s placeholders', () => {
    expect(errors({ ...supplier, vergiNumarasi: '1234567809' })).toEqual([{ path: 'vergiNumarasi', message: 'invalidVkn' }]);
    expect(errors({ ...supplier, vergiNumarasi: '2222222222' })).toEqual([]);
    expect(errors({ ...supplier, vergiNumarasi: '', tcNumarasi: '10000000147' })).toEqual([{ path: 'tcNumarasi', message: 'invalidTckn' }]);
    expect(errors({ ...supplier, vergiNumarasi: '', tcNumarasi: '11111111111' })).toEqual([]);
    expect(errors({ ...supplier, ulke: 'Malta', vergiNumarasi: 'MT12345678' })).toEqual([]);
  });
  it('requires the bank account fields, and the IBAN when there is no account number', () => {
    const empty = errors({ ...supplier, bankalar: [emptyBankAccount()] }).map((e) => `${e.path}:${e.message}`);
    expect(empty).toEqual(
      expect.arrayContaining(['bankalar.0.hesapAdi:required', 'bankalar.0.bankaIsmi:required', 'bankalar.0.swiftCode:required']),
    );
    expect(errors({ ...supplier, bankalar: [{ ...bank, iban: '' }] })).toEqual([{ path: 'bankalar.0.iban', message: 'required' }]);
    expect(errors({ ...supplier, bankalar: [{ ...bank, iban: '', hesapNumarasi: '12345' }] })).toEqual([]);
    expect(errors({ ...supplier, bankalar: [{ ...bank, iban: 'TR34 0006 1005 1978 6457 8413 26' }] })).toEqual([
      { path: 'bankalar.0.iban', message: 'invalidIban' },
    ]);
  });
  it('a supplier needs at least one bank account; a customer keeps none', () => {
    expect(errors({ ...supplier, bankalar: [] })).toEqual([{ path: 'bankalar', message: 'required' }]);
    const customer = validate(accountSchema, { ...supplier, cariTip: 'musteri' });
    expect(customer.ok && customer.value.bankalar).toEqual([]);
  });
});
