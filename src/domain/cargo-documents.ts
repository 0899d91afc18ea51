// Cargo documents (docs/areas/operations.md §3): the register's catalogues, a bill of lading's
// warnings (dated other than the loading's completion, Σ weight against the draft survey) and a
// voyage's claim checklist. Warnings, not refusals. Pure: the register (on the device) and the
// server call the same functions.

import { daysBetween } from './calendar';
import { divRound } from './money';

export const CARGO_DOCUMENT_TYPES = [
  'konsimento',
  'mate-receipt',
  'nor',
  'sof',
  'manifesto',
  'istif-plani',
  'draft-survey',
  'protesto',
  'loi',
  'diger',
] as const;
export type CargoDocumentType = (typeof CARGO_DOCUMENT_TYPES)[number];

/** A bill of lading's consignee: named, to order, to the order of a bank. */
export const CONSIGNEE_TYPES = ['isimli', 'emre', 'banka-emrine'] as const;
export type ConsigneeType = (typeof CONSIGNEE_TYPES)[number];

/** Freight prepaid, payable at destination, as per charter party. */
export const FREIGHT_TERMS = ['pesin', 'varista', 'cp-uyarinca'] as const;
export type FreightTerms = (typeof FREIGHT_TERMS)[number];

/**
 * The difference between Σ B/L weight and the draft survey above which the register warns: 0.5 %
 * (in thousandths of a percent), the usual tolerance of a draft survey.
 */
export const WEIGHT_TOLERANCE = 500n;

/** A cargo document (`yukEvraki`) as the rules read it; weights in thousandths of a tonne. */
export interface CargoDocument {
  _id?: string;
  sirket?: string;
  carter?: string | null;
  seferNo?: string | null;
  tur: CargoDocumentType;
  numara?: string | null;
  tarih?: string | null;
  liman?: string | null;
  yukleyici?: string | null;
  alici?: { tip: ConsigneeType; ad?: string | null } | null;
  bildirim?: string | null;
  yuklemeLimani?: string | null;
  tahliyeLimani?: string | null;
  yukTanimi?: string | null;
  /** Thousandths of a tonne; a draft survey's figure is read from the same field. */
  brutAgirlikMt?: number | null;
  navlun?: FreightTerms | null;
  yuklemeTarihi?: string | null;
  orijinalSayisi?: number | null;
  kayitlar?: string | null;
}

export type BillOfLadingWarning = 'blAnteDated' | 'blPostDated';

/**
 * A bill of lading's date warning: dated before (`blAnteDated`) or after (`blPostDated`) the date
 * the statement of facts says loading was completed (`BITTI` at its loading port, local date).
 * None without either date.
 */
export function billOfLadingWarning(
  bl: Pick<CargoDocument, 'yuklemeTarihi'>,
  loadingCompleted: string | null | undefined,
): BillOfLadingWarning | null {
  if (!bl.yuklemeTarihi || !loadingCompleted) return null;
  if (bl.yuklemeTarihi < loadingCompleted) return 'blAnteDated';
  if (bl.yuklemeTarihi > loadingCompleted) return 'blPostDated';
  return null;
}

/** Σ B/L weight against the draft survey: thousandths of a tonne, the difference's % to 3 places (thousandths). */
export interface WeightCheck {
  konsimentoMt: bigint;
  draftSurveyMt: bigint | null;
  /** Σ B/L − draft survey. */
  farkMt: bigint | null;
  /** The difference as a percentage of the draft survey, thousandths of a percent. */
  farkYuzde: bigint | null;
  /** Beyond WEIGHT_TOLERANCE either way. */
  uyari: boolean;
}

/** A voyage's B/L weights summed and set against its (latest) draft survey. */
export function weightCheck(documents: readonly CargoDocument[]): WeightCheck {
  let konsimentoMt = 0n;
  let survey: CargoDocument | undefined;
  for (const doc of documents) {
    if (doc.tur === 'konsimento') konsimentoMt += BigInt(doc.brutAgirlikMt ?? 0);
    if (doc.tur === 'draft-survey' && doc.brutAgirlikMt !== null && doc.brutAgirlikMt !== undefined)
      if (!survey || (doc.tarih ?? '') >= (survey.tarih ?? '')) survey = doc;
  }
  if (!survey) return { konsimentoMt, draftSurveyMt: null, farkMt: null, farkYuzde: null, uyari: false };
  const draftSurveyMt = BigInt(survey.brutAgirlikMt!);
  const farkMt = konsimentoMt - draftSurveyMt;
  const farkYuzde = draftSurveyMt === 0n ? null : divRound(farkMt * 100_000n, draftSurveyMt);
  const uyari = farkYuzde !== null && (farkYuzde > WEIGHT_TOLERANCE || farkYuzde < -WEIGHT_TOLERANCE);
  return { konsimentoMt, draftSurveyMt, farkMt, farkYuzde, uyari };
}

/** A voyage's claim checklist: which papers a demurrage claim needs exist, and the days to the time bar. */
export interface ClaimChecklist {
  nor: boolean;
  sof: boolean;
  laytime: boolean;
  fatura: boolean;
  /** Days from `today` to the time bar (negative once it has passed), null without a time bar. */
  kalanGun: number | null;
  /** Every paper is there. */
  tamam: boolean;
}

/**
 * The claim checklist of a voyage on `today`: the NOR and the SOF among its documents, whether its
 * laytime statement was made (the charter's laytime computes: `laytimeHazir`) and its demurrage
 * invoice exists (`faturaVar`), and the days left to `zamanAsimi` (the laytime answer's date).
 */
export function claimChecklist(
  documents: readonly Pick<CargoDocument, 'tur'>[],
  state: { laytimeHazir: boolean; faturaVar: boolean; zamanAsimi: string | null },
  today: string,
): ClaimChecklist {
  const nor = documents.some((doc) => doc.tur === 'nor');
  const sof = documents.some((doc) => doc.tur === 'sof');
  const kalanGun = state.zamanAsimi ? daysBetween(today, state.zamanAsimi) : null;
  return {
    nor,
    sof,
    laytime: state.laytimeHazir,
    fatura: state.faturaVar,
    kalanGun,
    tamam: nor && sof && state.laytimeHazir && state.faturaVar,
  };
}
