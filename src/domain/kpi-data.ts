// The KPI figures' records (docs/areas/inspections.md, KPI): what the figures of ./kpi.ts read, made
// from the records as the device mirrors them (figures as integers at their scales, as the server's
// rows keep them). The KPI page (src/features/kpi/) gives it the device's records; `GET /api/kpi`
// gives it the server's rows through the same shape (server/routes/kpi.ts): one function, one answer.

import { lineAmounts, type LineFigures } from './bill-math';
import { CURRENCIES, type Currency } from './currency';
import { rateLookup, toTl, type RateRow } from './exchange-rates';
import type { Incident } from './incidents';
import type { Inspection } from './inspections';
import type { BudgetLine, Converter, KpiAssignment, KpiBill, KpiData, KpiShipReport } from './kpi';
import type { TrackedCertificate } from './certificates';
import { divRound } from './money';
import type { NonConformity } from './non-conformity';

/** The collections the figures read; each optional (a kind left out reads as none). */
export const KPI_COLLECTIONS = [
  'denetim',
  'olay',
  'gorevlendirme',
  'uygunsuzluk',
  'butce',
  'fatura',
  'gemiRaporu',
  'sertifika',
  'kur',
] as const;

/** What the figures read of a bill: its lines' figures (minor units and percents) and their budget codes. */
interface BillRecord {
  sirket: string;
  tip: 'gelen' | 'giden';
  tarih: string;
  dovizCinsi: Currency;
  kalemler: readonly (LineFigures & { butceKodu: string })[];
}

/** What the figures read of a ship report: fuel and cargo at 3 places (kg), distance at 1 (tenths of a mile). */
interface ShipReportRecord {
  sirket: string;
  zaman: string;
  mesafeNm?: number | null;
  tuketim?: Partial<Record<string, number | null>> | null;
  yuk?: { miktarMt?: number | null } | null;
}

/** The records, by collection, as the device mirrors them. */
export interface KpiRecords {
  denetim?: readonly Inspection[];
  olay?: readonly Incident[];
  gorevlendirme?: readonly KpiAssignment[];
  uygunsuzluk?: readonly NonConformity[];
  butce?: readonly BudgetLine[];
  fatura?: readonly BillRecord[];
  gemiRaporu?: readonly ShipReportRecord[];
  sertifika?: readonly TrackedCertificate[];
  kur?: readonly RateRow[];
  /** The companies (ships) with their `tip`. */
  sirket?: readonly { _id: string; tip: string }[];
}

const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);

/**
 * An amount from one currency to another on a date, through TL at each currency's rate of the
 * previous business day (rateFor), rounded half away from zero to the cent; null without a rate.
 */
export function converterOf(rates: Iterable<RateRow>): Converter {
  const rateOn = rateLookup(rates);
  return (amount, from, to, tarih) => {
    if (from === to) return amount;
    const fromRate = rateOn(tarih, from);
    const toRate = rateOn(tarih, to);
    if (!fromRate || !toRate) return null;
    const tl = BigInt(toTl(amount, fromRate.dovizAlis));
    return to === 'TL' ? tl : divRound(tl * 10_000n, BigInt(toRate.dovizAlis));
  };
}

/** A bill's lines as KPI002 reads them: each line's total and KDV from the bills' own line math. */
function kpiBill(bill: BillRecord): KpiBill {
  return {
    sirket: bill.sirket,
    tip: bill.tip,
    tarih: bill.tarih,
    dovizCinsi: bill.dovizCinsi,
    kalemler: bill.kalemler.map((line) => {
      const amounts = lineAmounts(line);
      return { butceKodu: line.butceKodu, tutar: amounts.tutar, kdvTutari: amounts.kdvTutari };
    }),
  };
}

function kpiShipReport(report: ShipReportRecord): KpiShipReport {
  const tuketim: Record<string, number> = {};
  for (const [fuel, kg] of Object.entries(report.tuketim ?? {})) if (typeof kg === 'number') tuketim[fuel] = kg;
  return { sirket: report.sirket, zaman: report.zaman, mesafeNm: report.mesafeNm ?? 0, tuketim, yuk: report.yuk ?? null };
}

/** The figures' data from the records; the exchange rates give KPI002 its conversions. */
export function kpiDataOf(records: KpiRecords): KpiData {
  return {
    denetimler: records.denetim ?? [],
    olaylar: records.olay ?? [],
    gorevlendirmeler: records.gorevlendirme ?? [],
    uygunsuzluklar: records.uygunsuzluk ?? [],
    butceler: (records.butce ?? []).filter((line) => isCurrency(line.dovizCinsi)),
    faturalar: (records.fatura ?? []).filter((bill) => isCurrency(bill.dovizCinsi)).map(kpiBill),
    raporlar: (records.gemiRaporu ?? []).map(kpiShipReport),
    sertifikalar: records.sertifika ?? [],
    sirketler: records.sirket ?? [],
    cevir: converterOf(records.kur ?? []),
  };
}
