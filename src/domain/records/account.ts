import type { Account, AccountFields } from '../account';

// An account, mapped once (docs/architecture.md §2): a valid write becomes the stored account (its
// company as `sirketId`, as the table names it), and the stored one becomes the record the API
// answers and the device mirrors. The server writes and answers with these
// (server/db/repositories/accounts-repository.ts); the device makes its optimistic row with the
// same two (src/data/account-save.ts).

/** An account as stored (the server's columns, named as the table names them). */
export type StoredAccount = Omit<AccountFields, 'sirket'> & { sirketId: string };

/** What a valid write stores: the schema's output (trimmed, name capitalised, IBANs compact). */
export function storedAccountOf(fields: AccountFields): StoredAccount {
  const { sirket: sirketId, ...rest } = fields;
  return { ...rest, sirketId };
}

/** An account's record without what the server stamps on a write (its version and time). */
export type AccountRecord = Omit<Account, 'version' | 'updatedAt'>;

/** The record of the API and of the mirror from the stored account: `sirket` is the company id. */
export function accountRecordOf(
  id: string,
  stored: Omit<Account, '_id' | 'sirket' | 'version' | 'updatedAt'> & { sirketId: string },
): AccountRecord {
  return {
    _id: id,
    cariTip: stored.cariTip,
    sirket: stored.sirketId,
    unvan: stored.unvan,
    firmaYetkilisi: stored.firmaYetkilisi,
    nitelik: stored.nitelik,
    gsm: stored.gsm,
    sabitTelefon: stored.sabitTelefon,
    ePosta: stored.ePosta,
    ulke: stored.ulke,
    il: stored.il,
    ilce: stored.ilce,
    adres: stored.adres,
    aciklama: stored.aciklama,
    vergiDairesi: stored.vergiDairesi,
    vergiNumarasi: stored.vergiNumarasi,
    tcNumarasi: stored.tcNumarasi,
    bankalar: stored.bankalar,
  };
}
