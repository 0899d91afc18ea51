import * as v from 'valibot';
import { CURRENCIES } from './currency';
import { isValidIban, normalizeIban } from './identifiers';

/** The most bank accounts one account or company keeps (`tooMany` past it): a sane record size. */
export const MAX_BANK_ACCOUNTS = 50;

const optionalText = (max: number) => v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'tooLong')), '');
const requiredText = (max: number) => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));

/**
 * A bank account of a supplier or a company (docs/areas/accounts.md): hesapAdi, dovizCinsi, bankaIsmi and
 * swiftCode required; iban required when there is no account number, and a real IBAN when given.
 */
export const bankAccountSchema = v.pipe(
  v.object(
    {
      hesapAdi: requiredText(120),
      dovizCinsi: v.pipe(v.string('required'), v.nonEmpty('required'), v.picklist(CURRENCIES, 'invalid')),
      bankaIsmi: requiredText(120),
      hesapNumarasi: optionalText(40),
      hesapEkNumarasi: optionalText(20),
      iban: v.optional(
        v.pipe(
          v.string('invalid'),
          v.trim(),
          v.check((value) => value === '' || isValidIban(value), 'invalidIban'),
          v.transform((value) => (value === '' ? '' : normalizeIban(value))),
        ),
        '',
      ),
      swiftCode: v.pipe(requiredText(11), v.toUpperCase(), v.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'invalidSwift')),
      routing: optionalText(20),
    },
    'required',
  ),
  v.forward(
    v.partialCheck([['iban'], ['hesapNumarasi']], (input) => input.iban !== '' || input.hesapNumarasi !== '', 'required'),
    ['iban'],
  ),
);

/** A list of bank accounts: at most MAX_BANK_ACCOUNTS (`tooMany`). */
export const bankAccountsSchema = v.optional(v.pipe(v.array(bankAccountSchema, 'invalid'), v.maxLength(MAX_BANK_ACCOUNTS, 'tooMany')), []);

export type BankAccountInput = v.InferInput<typeof bankAccountSchema>;
export type BankAccountOutput = v.InferOutput<typeof bankAccountSchema>;

export function emptyBankAccount(): BankAccountInput {
  return {
    hesapAdi: '',
    dovizCinsi: 'USD',
    bankaIsmi: '',
    hesapNumarasi: '',
    hesapEkNumarasi: '',
    iban: '',
    swiftCode: '',
    routing: '',
  };
}
