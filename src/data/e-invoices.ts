import { useLiveQuery } from 'dexie-react-hooks';
import type { BillInput } from '../domain/bill';
import { proposeBudgetCodes, type UblInvoice } from '../domain/e-invoice';
import { decimalText, SCALES } from '../domain/money';
import { saveBill } from './bill-save';
import { billsOfAccount } from './bills';
import type { PortalDb } from './db';
import { keepFile, refOf, type NamedBlob } from './files';
import { requireLocal, useLocal } from './local';
import { isLive } from './sync/collections';

// The e-Fatura inbox on the device (MODULES.md §8): the account an invoice's party is, the budget
// codes its lines are proposed, and the bill it makes, kept with its XML through the outbox (offline
// too: the XML waits on the device until it is uploaded).

/** What the inbox knows of an invoice: the account its party is (or null) and each line's proposed code. */
export interface DraftMatch {
  cariHesap: string | null;
  butceKodlari: string[];
}

/** The counterparty of an invoice for the company: the seller of a bill it receives, else the buyer. */
export const partyOf = (invoice: UblInvoice) => (invoice.tip === 'gelen' ? invoice.satici : invoice.alici);

/** The account of company `sirket` whose VKN or TCKN is the party's, and each line's proposed code. */
export async function matchDraft(db: PortalDb, sirket: string, invoice: UblInvoice): Promise<DraftMatch> {
  const kimlik = partyOf(invoice).kimlik;
  const account = kimlik
    ? await db
        .rows('cariHesap')
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

/** The bill an invoice makes: its fields as the form's text, one plan row for what is to be paid. */
export function billInputOf(invoice: UblInvoice, sirket: string, cariHesap: string, codes: readonly string[]): Omit<BillInput, 'faturaFile'> {
  return {
    tip: invoice.tip,
    faturaTip: 'fatura',
    faturaProformaNo: invoice.faturaProformaNo,
    tarih: invoice.tarih,
    dovizCinsi: invoice.dovizCinsi,
    sirket,
    cariHesap,
    eFaturaUuid: invoice.eFaturaUuid,
    kalemler: invoice.kalemler.map((line, index) => ({
      id: '',
      butceKodu: codes[index] ?? '',
      adi: line.ad,
      aciklama: '',
      miktar: decimalText(line.miktar, SCALES.quantity),
      birim: line.birim,
      birimFiyat: decimalText(line.birimFiyat, SCALES.unitPrice),
      iskonto: decimalText(line.iskonto, SCALES.percent),
      kdv: decimalText(line.kdv, SCALES.percent),
      tevkifatOrani: line.tevkifatOrani,
    })),
    odemePlani: [{ id: '', tarih: invoice.tarih, miktar: decimalText(invoice.toplamlar.odenecekTutar, SCALES.amount) }],
    taksitSayisi: 1,
    aciklama: '',
  };
}

/**
 * Saves the bill an invoice makes, its XML kept on the device as the bill's file (uploaded before the
 * bill by the outbox): refused at once (422 `duplicateEInvoice`) when the company has it already.
 */
export async function saveEInvoiceBill(
  invoice: UblInvoice,
  xml: NamedBlob,
  sirket: string,
  cariHesap: string,
  codes: readonly string[],
): Promise<string> {
  const { db } = requireLocal();
  const keptId = await keepFile(db, xml);
  const file = refOf({ id: keptId, name: xml.name, type: xml.type || 'application/xml', size: xml.size });
  return saveBill({ ...billInputOf(invoice, sirket, cariHesap, codes), faturaFile: file }, file);
}
