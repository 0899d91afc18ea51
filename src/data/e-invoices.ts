import { useLiveQuery } from 'dexie-react-hooks';
import type { UblInvoice } from '../domain/e-invoice';
import { proposeBudgetCodes } from '../domain/e-invoice-codes';
import { billsOfAccount } from './bills';
import type { PortalDb } from './db';
import { useLocal } from './local';
import { isLive } from './sync/collections';

// The e-Fatura inbox on the device (docs/areas/e-invoice.md): the account an invoice's party is, the budget
// codes its lines are proposed, and the bill it makes, kept with its XML through the outbox (offline
// too: the XML waits on the device until it is uploaded).

/** What the inbox knows of an invoice: the account its party is (or null) and each line's proposed code. */
export interface DraftMatch {
  cariHesap: string | null;
  butceKodlari: string[];
}

/** The counterparty of an invoice for the company: the seller of a bill it receives, else the buyer. */
export const partyOf = (invoice: UblInvoice) => (invoice.tip === 'gelen' ? invoice.satici : invoice.alici);

/**
 * The new account's fields the party gives (docs/areas/e-invoice.md): its title, VKN or TCKN, tax office and
 * address (the account form's `accountPrefill`; a supplier for a bill received, else a customer).
 */
export function accountPrefillOf(invoice: UblInvoice): Partial<Record<'unvan' | 'vergiNumarasi' | 'tcNumarasi' | 'vergiDairesi' | 'adres', string>> {
  const party = partyOf(invoice);
  const fields = {
    unvan: party.unvan,
    vergiNumarasi: party.kimlikTuru === 'VKN' ? party.kimlik : null,
    tcNumarasi: party.kimlikTuru === 'TCKN' ? party.kimlik : null,
    vergiDairesi: party.vergiDairesi,
    adres: party.adres,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The account of company `sirket` whose VKN or TCKN is the party's, and each line's proposed code. */
export async function matchDraft(db: PortalDb, sirket: string, invoice: UblInvoice): Promise<DraftMatch> {
  const kimlik = partyOf(invoice).kimlik;
  const account = kimlik
    ? await db
        .records('cariHesap')
        .filter((row) => isLive(row) && row.sirket === sirket && (row.vergiNumarasi === kimlik || row.tcNumarasi === kimlik))
        .first()
    : undefined;
  const cariHesap = account ? String(account._id) : null;
  const bills = cariHesap ? await billsOfAccount(db, cariHesap) : [];
  return {
    cariHesap,
    butceKodlari: proposeBudgetCodes(
      bills,
      invoice.kalemler.map((line) => line.ad),
    ),
  };
}

/** matchDraft on the signed-in user's device, kept up to date (an account created meanwhile matches). */
export function useDraftMatch(sirket: string, invoice: UblInvoice | null): DraftMatch | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && invoice ? matchDraft(local.db, sirket, invoice) : undefined), [local, sirket, invoice]);
}
