import type { BillDirection } from '../../domain/bill';
import { billTotals, proposePlan, WITHHOLDING_RATES, type BillTotals, type LineFigures } from '../../domain/bill-math';
import { isCalendarDate } from '../../domain/calendar';
import { parseDecimal, SCALES } from '../../domain/money';
import type { FileFieldValue } from '../../ui/file-upload-field';

/** A line as the form edits it: figures as the decimal text the user types. */
export interface LineValues {
  id: string;
  butceKodu: string;
  adi: string;
  aciklama: string;
  miktar: string;
  birim: string;
  birimFiyat: string;
  iskonto: string;
  kdv: string;
  /** The withholding rate's text: '0', or '20'–'100' in tens (docs/areas/e-invoice.md). */
  tevkifatOrani: string;
}

export interface PlanValues {
  id: string;
  tarih: string;
  miktar: string;
}

/**
 * A bill as the form holds it. Not the schema's input: figures are the text being typed, the count
 * is the text while it is not a number, the file is the pick. The schema judges them on submit.
 */
export interface BillValues {
  tip: BillDirection;
  faturaTip: string;
  faturaProformaNo: string;
  tarih: string;
  dovizCinsi: string;
  sirket: string;
  cariHesap: string;
  kalemler: LineValues[];
  odemePlani: PlanValues[];
  taksitSayisi: number | string;
  aciklama: string;
  faturaFile: FileFieldValue;
}

export const newLine = (): LineValues => ({
  id: crypto.randomUUID(),
  butceKodu: '',
  adi: '',
  aciklama: '',
  miktar: '1',
  birim: 'adet',
  birimFiyat: '',
  iskonto: '0',
  kdv: '20',
  tevkifatOrani: '0',
});

/** A line's figures as the engine reads them, or null while one is not a valid decimal. */
function lineFigures(line: LineValues): LineFigures | null {
  const miktar = parseDecimal(line.miktar, SCALES.quantity);
  const birimFiyat = parseDecimal(line.birimFiyat, SCALES.unitPrice);
  const iskonto = line.iskonto.trim() === '' ? ({ ok: true, value: 0 } as const) : parseDecimal(line.iskonto, SCALES.percent);
  const kdv = parseDecimal(line.kdv, SCALES.percent);
  const tevkifatOrani = Number(line.tevkifatOrani || '0');
  if (!miktar.ok || !birimFiyat.ok || !iskonto.ok || !kdv.ok) return null;
  if (!(WITHHOLDING_RATES as readonly number[]).includes(tevkifatOrani)) return null;
  return { miktar: miktar.value, birimFiyat: birimFiyat.value, iskonto: iskonto.value, kdv: kdv.value, tevkifatOrani };
}

/** The totals exactly as the server computes them (the same engine), or null while a figure is not valid. */
export function liveTotals(lines: readonly LineValues[]): BillTotals | null {
  const figures = lines.map(lineFigures);
  if (figures.some((f) => f === null)) return null;
  try {
    return billTotals(figures as LineFigures[]);
  } catch {
    return null;
  }
}

/** Whether a plan is the one the form would propose for its lines, date and count (never edited). */
export function isProposedPlan(values: BillValues): boolean {
  const total = liveTotals(values.kalemler)?.odenecekTutar;
  const count = values.odemePlani.length;
  if (total === undefined || count < 1 || !isCalendarDate(values.tarih)) return false;
  const proposed = proposePlan(total, count, values.tarih);
  return values.odemePlani.every((row, index) => {
    const amount = parseDecimal(row.miktar, SCALES.amount);
    return row.tarih === proposed[index]?.tarih && amount.ok && amount.value === proposed[index]?.miktar;
  });
}
