import type { BillInput } from '../domain/bill';
import type { UblInvoice } from '../domain/e-invoice';
import { decimalText, SCALES } from '../domain/money';
import { saveBill } from './bill-save';
import { keepFile, refOf, type NamedBlob } from './files';
import { openedLocal } from './local';

// Saving the bill an e-Fatura makes (docs/areas/e-invoice.md): loaded when the inbox saves, so its first screen
// carries neither the bill's schema nor the engine.

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
  const { db } = await openedLocal();
  const keptId = await keepFile(db, xml);
  const file = refOf({ id: keptId, name: xml.name, type: xml.type || 'application/xml', size: xml.size });
  return saveBill({ ...billInputOf(invoice, sirket, cariHesap, codes), faturaFile: file }, file);
}
