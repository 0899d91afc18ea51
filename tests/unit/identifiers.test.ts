import { describe, expect, it } from 'vitest';
import { isValidIban, isValidImo, isValidTckn, isValidVkn, normalizeIban } from '../../src/domain/identifiers';

describe('VKN (Turkish tax number)', () => {
  it('accepts numbers whose check digit is right, and GİB’s placeholder', () => {
    for (const vkn of ['1234567808', '2222222222']) expect(isValidVkn(vkn), vkn).toBe(true);
  });
  it('rejects a wrong check digit, wrong length and letters', () => {
    for (const vkn of ['1234567809', '1234567807', '123456789', '12345678901', '12345a7890', '']) {
      expect(isValidVkn(vkn), vkn).toBe(false);
    }
  });
});

describe('TCKN (Turkish identity number)', () => {
  it('accepts numbers whose two check digits are right, and GİB’s placeholder', () => {
    for (const tckn of ['10000000146', '10000000078', '11111111111']) expect(isValidTckn(tckn), tckn).toBe(true);
  });
  it('rejects wrong check digits, a leading zero and wrong length', () => {
    for (const tckn of ['10000000147', '10000000156', '01000000146', '1000000014', '']) {
      expect(isValidTckn(tckn), tckn).toBe(false);
    }
  });
});

describe('IBAN', () => {
  it('accepts valid IBANs of several countries, with or without spaces', () => {
    for (const iban of [
      'TR33 0006 1005 1978 6457 8413 26',
      'DE89370400440532013000',
      'GB29NWBK60161331926819',
      'MT84MALT011000012345MTLCAST001S',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });
  it('rejects a wrong checksum and a wrong length for the country', () => {
    for (const iban of ['TR34 0006 1005 1978 6457 8413 26', 'TR33000610051978645784132', 'DE89370400440532013001', 'XX00', '']) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });
  it('stores the compact form', () => {
    expect(normalizeIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
  });
});

describe('IMO ship number', () => {
  it('accepts numbers whose check digit is right', () => {
    for (const imo of ['9074729', 'IMO 9074729', '9176187']) expect(isValidImo(imo), imo).toBe(true);
  });
  it('flags a wrong check digit or a malformed number', () => {
    for (const imo of ['9074728', '907472', '90747290', 'abcdefg']) expect(isValidImo(imo), imo).toBe(false);
  });
});
