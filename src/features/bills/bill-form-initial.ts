import type { BillDirection } from '../../domain/bill';
import { localDate } from '../../domain/calendar';
import { decimalText, parseDecimal, SCALES } from '../../domain/money';
import type { BillRow } from '../../data/bills';
import { newLine, type BillValues } from './bill-form-values';

/** Decimal text of a major-unit figure the device keeps (a JSON number), through the integer. */
function textOf(major: number, scale: number): string {
  const parsed = parseDecimal(major, scale);
  return parsed.ok ? decimalText(parsed.value, scale) : String(major);
}

/** The form's values for a stored bill, or a new one's for a direction, company and account. */
export function initialValues(bill: BillRow | null, tip: BillDirection, sirket: string, cariHesap: string): BillValues {
  if (bill) {
    return {
      tip: bill.tip,
      faturaTip: bill.faturaTip,
      faturaProformaNo: bill.faturaProformaNo,
      tarih: bill.tarih,
      dovizCinsi: bill.dovizCinsi,
      sirket: bill.sirket,
      cariHesap: bill.cariHesap,
      kalemler: bill.kalemler.map((line) => ({
        id: line.id,
        butceKodu: line.butceKodu,
        adi: line.adi,
        aciklama: line.aciklama,
        miktar: textOf(line.miktar, SCALES.quantity),
        birim: line.birim,
        birimFiyat: textOf(line.birimFiyat, SCALES.unitPrice),
        iskonto: textOf(line.iskonto, SCALES.percent),
        kdv: textOf(line.kdv, SCALES.percent),
      })),
      odemePlani: bill.odemePlani.map((row) => ({ id: row.id, tarih: row.tarih, miktar: textOf(row.miktar, SCALES.amount) })),
      taksitSayisi: bill.taksitSayisi,
      aciklama: bill.aciklama,
      faturaFile: bill.faturaFile,
    };
  }
  return {
    tip,
    faturaTip: 'fatura',
    faturaProformaNo: '',
    tarih: localDate(),
    dovizCinsi: 'TL',
    sirket,
    cariHesap,
    kalemler: [newLine()],
    odemePlani: [],
    taksitSayisi: 1,
    aciklama: '',
    faturaFile: null,
  };
}
