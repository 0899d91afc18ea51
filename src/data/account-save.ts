import * as v from 'valibot';
import { accountKind, accountSchema, type AccountInput } from '../domain/account';
import { recordOfWrite } from '../domain/kinds/record';
import { queueSave } from './local';

// Saving an account: only its form reads it, so the account list's first load carries neither the
// schema nor the IBAN check under it (the list's reads are src/data/accounts.ts).

/**
 * Validates with the shared schema, stores its output (trimmed, name capitalised, IBANs compact)
 * locally as the server's record makes it (src/domain/kinds/record.ts) and queues it. Throws a
 * ValiError when the input is invalid, which the form prevents.
 */
export async function saveAccount(input: AccountInput, id?: string): Promise<string> {
  const fields = v.parse(accountSchema, input);
  return queueSave('cariHesap', id, (recordId) => recordOfWrite(accountKind, recordId, fields, () => null));
}
