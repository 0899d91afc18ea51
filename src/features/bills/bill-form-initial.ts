import type { BillDirection } from '../../domain/bill';
import { localDate } from '../../domain/calendar';
import { formValuesOf } from '../../domain/records/form-input';
import type { BillRow } from '../../data/bills';
import { newLine, type BillValues } from './bill-form-values';

/** The form's values for a stored bill, or a new one's for a direction, company and account. */
export function initialValues(bill: BillRow | null, tip: BillDirection, sirket: string, cariHesap: string): BillValues {
  // The bill's write fields, figures as decimal text (src/domain/records/form-input.ts).
  if (bill) {
    const values = formValuesOf('fatura', bill);
    // A line without withholding has no rate in its record: the form's select says none.
    return {
      ...values,
      kalemler: values.kalemler.map((line) => ({ ...line, tevkifatOrani: (line.tevkifatOrani as string | undefined) ?? '0' })),
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
