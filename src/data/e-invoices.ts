import { useLiveQuery } from 'dexie-react-hooks';
import type { UblInvoice } from '../domain/e-invoice';
import { proposeBudgetCodes } from '../domain/e-invoice-codes';
import { textKey } from '../domain/text-key';
import { billsOfAccount } from './bills';
import type { PortalDb } from './db';
import { useLocal } from './local';
import { counts, isLive } from './sync/collections';

// The e-Fatura inbox on the device (docs/areas/e-invoice.md): the account an invoice's party is, the budget
// codes its lines are proposed, and the bill it makes, kept with its XML through the outbox (offline
// too: the XML waits on the device until it is uploaded).

/**
 * The company's bill an invoice already became (docs/areas/e-invoice.md): by the invoice's UUID
 * (`uuid`), else by the party's VKN/TCKN and the invoice's number (`numara`: the same invoice
 * typed by hand, or imported before UUIDs were kept).
 */
export interface ExistingBill {
  _id: string;
  faturaProformaNo: string;
  tarih: string;
  eslesme: 'uuid' | 'numara';
}

/** What the inbox knows of an invoice: the account its party is (or null), each line's proposed code, the bill it already is. */
export interface DraftMatch {
  cariHesap: string | null;
  butceKodlari: string[];
  mevcutFatura: ExistingBill | null;
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

/**
 * The bill of company `sirket` on this device that the invoice already is (ExistingBill), or null:
 * what saving it again would be refused for (`duplicateEInvoice`, `duplicateNumber`), said at once.
 * A bill the server refused to create is none (`counts`). `accounts`: the party's accounts.
 */
export async function existingBill(db: PortalDb, sirket: string, invoice: UblInvoice, accounts: readonly string[]): Promise<ExistingBill | null> {
  const of = (row: Record<string, unknown>, eslesme: ExistingBill['eslesme']): ExistingBill => ({
    _id: String(row._id),
    faturaProformaNo: String(row.faturaProformaNo ?? ''),
    tarih: String(row.tarih ?? ''),
    eslesme,
  });
  const uuid = invoice.eFaturaUuid.toLowerCase();
  const byUuid = await db
    .rows('fatura')
    .filter((row) => counts(row) && row.sirket === sirket && String(row.eFaturaUuid ?? '') === uuid)
    .first();
  if (byUuid) return of(byUuid, 'uuid');
  const number = textKey(invoice.faturaProformaNo);
  if (accounts.length === 0 || number === '') return null;
  const byNumber = await db
    .rows('fatura')
    .where('cariHesap')
    .anyOf([...accounts])
    .filter(
      (row) =>
        counts(row) &&
        row.sirket === sirket &&
        row.faturaTip === 'fatura' &&
        row.tip === invoice.tip &&
        textKey(String(row.faturaProformaNo ?? '')) === number,
    )
    .first();
  return byNumber ? of(byNumber, 'numara') : null;
}

/**
 * The account of company `sirket` whose VKN or TCKN is the party's, each line's proposed code, and
 * the bill the invoice already is.
 */
export async function matchDraft(db: PortalDb, sirket: string, invoice: UblInvoice): Promise<DraftMatch> {
  const kimlik = partyOf(invoice).kimlik;
  const accounts = kimlik
    ? await db
        .records('cariHesap')
        .filter((row) => isLive(row) && row.sirket === sirket && (row.vergiNumarasi === kimlik || row.tcNumarasi === kimlik))
        .toArray()
    : [];
  const cariHesap = accounts[0] ? String(accounts[0]._id) : null;
  const bills = cariHesap ? await billsOfAccount(db, cariHesap) : [];
  return {
    cariHesap,
    butceKodlari: proposeBudgetCodes(
      bills,
      invoice.kalemler.map((line) => line.ad),
    ),
    mevcutFatura: await existingBill(
      db,
      sirket,
      invoice,
      accounts.map((row) => String(row._id)),
    ),
  };
}

/** matchDraft on the signed-in user's device, kept up to date (an account created meanwhile matches). */
export function useDraftMatch(sirket: string, invoice: UblInvoice | null): DraftMatch | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && invoice ? matchDraft(local.db, sirket, invoice) : undefined), [local, sirket, invoice]);
}
