import * as v from 'valibot';
import { isValidIban, normalizeIban } from './identifiers';
import { bankAccountsField, type BankAccountOutput } from './kinds/account';
import { fieldSchema } from './kinds/schema';

// Bank accounts of a supplier or a company (docs/areas/accounts.md), defined field by field in
// src/domain/kinds/account.ts. This adds the IBAN's own rule, here so that its checker (ibantools)
// loads with the forms and the server, never with the sync engine.

export { MAX_BANK_ACCOUNTS, type BankAccountOutput } from './kinds/account';

type PathItem = v.ObjectPathItem | v.ArrayPathItem;

/**
 * A list's IBANs at `field` of the record (or the list itself, `field` undefined): each one given
 * is a real IBAN (`invalidIban` on `bankalar.N.iban`), told beside every other error of the list;
 * a valid list keeps them compact (normalizeIban).
 */
export function checkedIbans<T>(field?: string) {
  const listOf = (value: unknown): unknown => (field === undefined ? value : (value as Record<string, unknown> | null)?.[field]);
  // Actions, not a schema: a pipe runs them after its schema's errors too (a schema it would skip).
  return [
    v.rawCheck<T>(({ dataset, addIssue }) => {
      const list = listOf(dataset.value);
      if (!Array.isArray(list)) return;
      const at = field === undefined ? 0 : 1;
      const failed = new Set(
        (dataset.issues ?? [])
          .filter((issue) => at === 0 || issue.path?.[0]?.key === field)
          .map((issue) => `${String(issue.path?.[at]?.key)}.${String(issue.path?.[at + 1]?.key)}`),
      );
      for (const [index, bank] of list.entries()) {
        const iban: unknown = (bank as Record<string, unknown> | null)?.iban;
        if (typeof iban !== 'string' || iban === '' || failed.has(`${index}.iban`) || isValidIban(iban)) continue;
        const path: PathItem[] = [
          { type: 'array', origin: 'value', input: list, key: index, value: bank },
          { type: 'object', origin: 'value', input: bank as Record<string, unknown>, key: 'iban', value: iban },
        ];
        if (field !== undefined)
          path.unshift({ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: field, value: list });
        addIssue({ message: 'invalidIban', path: path as [PathItem, ...PathItem[]] });
      }
    }),
    v.transform((value: T): T => {
      const compact = (banks: readonly BankAccountOutput[]) =>
        banks.map((bank) => ({ ...bank, iban: bank.iban === '' ? '' : normalizeIban(bank.iban) }));
      if (field === undefined) return compact(value as readonly BankAccountOutput[]) as T;
      return { ...value, [field]: compact((value as Record<string, readonly BankAccountOutput[]>)[field] ?? []) };
    }),
  ] as const;
}

/** A list of bank accounts (a company's): the fields' rules, then the IBANs'. */
export const bankAccountsSchema = v.pipe(
  fieldSchema(bankAccountsField) as v.GenericSchema<unknown, BankAccountOutput[]>,
  ...checkedIbans<BankAccountOutput[]>(),
);

export function emptyBankAccount(): BankAccountOutput {
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
