import { useLiveQuery } from 'dexie-react-hooks';
import type { AccountType } from '../domain/account';
import { maxKey, minKey } from './live-query';
import { useLocal } from './local';

/**
 * The names of the accounts of one type (and company, '' for all), by id: what a list of bills
 * shows beside each bill. Read from the same index as the account list, without the account
 * module's form schema, so the bill list's chunk stays small.
 */
export function useAccountNames(cariTip: AccountType, sirket: string): Map<string, string> | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return new Map<string, string>();
    const table = local.db.records('cariHesap');
    const range =
      sirket !== ''
        ? table.where('[cariTip+sirket+_sort]').between([cariTip, sirket, minKey], [cariTip, sirket, maxKey])
        : table.where('[cariTip+_sort]').between([cariTip, minKey], [cariTip, maxKey]);
    const rows = await range.toArray();
    return new Map(rows.map((row) => [String(row._id), String(row.unvan ?? '')]));
  }, [local, cariTip, sirket]);
}
