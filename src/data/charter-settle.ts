import { bankAccountKey, templateOfCurrency } from '../domain/bank-order';
import type { BillInput } from '../domain/bill';
import { billTotals } from '../domain/bill-math';
import type { HireBillLine } from '../domain/charter-billing';
import type { Currency } from '../domain/currency';
import { decimalText, SCALES } from '../domain/money';
import { saveBankOrder } from './bank-order-save';
import { saveBill } from './bill-save';
import { keepFile, refOf, type NamedBlob } from './files';
import { openedLocal, queueSave } from './local';
import { getCharter, type CharterRow } from './operations';

// A charter's statement into the books (docs/areas/operations.md §7): a hire invoice (or a voyage's
// laytime, `no` 0) becomes a `giden` bill to the charterer, its statement's PDF the bill's file, or a
// bank order paying the charterer; then the charter names what it became (`kesilenler`), so the
// statement shows it and it is not made twice. Each write goes through the outbox, so offline too.
// Loaded by the dialog only: the charter's page carries neither the bill's schema nor the engine.

/** What the bill's form asks: its number and date, the income code, the VAT rate (whole percent). */
export interface BillChoice {
  faturaProformaNo: string;
  tarih: string;
  butceKodu: string;
  kdv: number;
  aciklama: string;
}

/** A bill line per netted statement line, one of each at its amount; `names` gives each line's title. */
export function settlementBillInput(
  charter: Pick<CharterRow, 'sirket' | 'cariHesap' | 'dovizCinsi'>,
  lines: readonly HireBillLine<string>[],
  choice: BillChoice,
  names: (line: HireBillLine<string>) => { adi: string; aciklama: string },
): Omit<BillInput, 'faturaFile'> {
  const kdv = choice.kdv * 1000;
  const totals = billTotals(lines.map((line) => ({ miktar: 1000, birimFiyat: Number(line.tutar) * 100, iskonto: 0, kdv })));
  return {
    tip: 'giden',
    faturaTip: 'fatura',
    faturaProformaNo: choice.faturaProformaNo,
    tarih: choice.tarih,
    dovizCinsi: charter.dovizCinsi,
    sirket: charter.sirket,
    cariHesap: charter.cariHesap,
    eFaturaUuid: '',
    kalemler: lines.map((line) => ({
      id: '',
      butceKodu: choice.butceKodu,
      ...names(line),
      miktar: '1',
      birim: 'adet',
      birimFiyat: decimalText(line.tutar, SCALES.amount),
      iskonto: '0',
      kdv: String(choice.kdv),
      tevkifatOrani: 0,
    })),
    odemePlani: [{ id: '', tarih: choice.tarih, miktar: decimalText(totals.odenecekTutar, SCALES.amount) }],
    taksitSayisi: 1,
    aciklama: choice.aciklama,
  };
}

/** Records on the charter that its statement `no` became `link`, on the device's latest copy. */
async function markSettled(charterId: string, no: number, link: { fatura?: string; talimat?: string }): Promise<void> {
  const { db } = await openedLocal();
  const charter = await getCharter(db, charterId);
  if (!charter) throw new Error(`charter ${charterId} is not on this device`);
  const entry = { no, fatura: link.fatura ?? '', talimat: link.talimat ?? '' };
  await queueSave('carter', charterId, () => ({ ...charter, kesilenler: [...charter.kesilenler.filter((item) => item.no !== no), entry] }));
}

/** Saves the bill (its PDF kept on the device, uploaded first by the outbox) and marks the charter; the bill's id. */
export async function settleWithBill(charter: CharterRow, no: number, input: Omit<BillInput, 'faturaFile'>, pdf: NamedBlob): Promise<string> {
  const { db } = await openedLocal();
  const keptId = await keepFile(db, pdf);
  const file = refOf({ id: keptId, name: pdf.name, type: 'application/pdf', size: pdf.size });
  const billId = await saveBill({ ...input, faturaFile: file }, file);
  await markSettled(charter._id, no, { fatura: billId });
  return billId;
}

/**
 * What the bank order asks: its ref and date, the company's bank account, the payee and its bank
 * account (by key). The payee is an account that may carry bank accounts — a supplier: a customer
 * keeps none (docs/areas/accounts.md), so the charterer is paid through its supplier account.
 */
export interface PaymentChoice {
  ref: string;
  tarih: string;
  sirketBankaSelection: string;
  cariHesap: string;
  cariBankaSelection: string;
  aciklama: string;
}

/** The accounts a charterer may be paid through: suppliers with a bank account in `currency`, the charterer's own tax number first. */
export function payeesOf<A extends { _id: string; cariTip: string; vergiNumarasi: string; bankalar: readonly { dovizCinsi: string }[] }>(
  accounts: readonly A[],
  charterer: { vergiNumarasi: string } | null | undefined,
  currency: string,
): A[] {
  const taxNo = charterer?.vergiNumarasi ?? '';
  return accounts
    .filter((account) => account.cariTip === 'tedarikci' && account.bankalar.some((bank) => bank.dovizCinsi === currency))
    .sort((a, b) => Number(taxNo !== '' && b.vergiNumarasi === taxNo) - Number(taxNo !== '' && a.vergiNumarasi === taxNo));
}

/** Saves a draft bank order paying the charterer `amount` (minor units, > 0) and marks the charter; the order's id. */
export async function settleWithBankOrder(charter: CharterRow, no: number, amount: bigint, choice: PaymentChoice): Promise<string> {
  const currency = charter.dovizCinsi as Currency;
  const orderId = await saveBankOrder(
    {
      ref: choice.ref,
      tarih: choice.tarih,
      miktar: decimalText(amount, SCALES.amount),
      dovizCinsi: currency,
      aciklama: choice.aciklama,
      sirket: charter.sirket,
      sirketBankaSelection: choice.sirketBankaSelection,
      cariBankaSelection: choice.cariBankaSelection,
      cariHesap: choice.cariHesap,
      sablon: templateOfCurrency(currency),
      fatura: null,
      nakitAkis: null,
    },
    null,
  );
  await markSettled(charter._id, no, { talimat: orderId });
  return orderId;
}

/** The bank accounts of `banks` in `currency`, by key, for a choice. */
export function banksIn<B extends { dovizCinsi: string; iban?: string; hesapNumarasi?: string }>(
  banks: readonly B[] | undefined,
  currency: string,
): { key: string; bank: B }[] {
  return (banks ?? []).filter((bank) => bank.dovizCinsi === currency).map((bank) => ({ key: bankAccountKey(bank), bank }));
}
