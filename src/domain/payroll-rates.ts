// The Turkish statutory figures of a wage (docs/areas/payroll.md §3): SGK and unemployment insurance of
// the worker and the employer, income tax by the yearly tariff (0 on a TUGS ship), stamp duty on the
// part above the minimum wage. Pure and exact: amounts in kuruş (BigInt), rates in thousandths of a
// percent (14 % is 14_000), every figure rounded once, half away from zero, to the kuruş.

import { divRound } from './money';

/** 100 % in thousandths of a percent. */
export const PERCENT_100 = 100_000n;

/** One bracket of the income-tax tariff: up to `upTo` kuruş of the year's cumulative base (null: no limit), at `rate`. */
export interface TaxBracket {
  upTo: bigint | null;
  /** Thousandths of a percent. */
  rate: bigint;
}

/** The statutory figures of one year; amounts in kuruş, rates in thousandths of a percent. */
export interface PayrollRates {
  /** The gross monthly minimum wage. */
  asgariUcret: bigint;
  /** The SGK ceiling as a multiple of the minimum wage, in thousandths (7.5 × is 7_500). */
  sgkTavanKat: bigint;
  sgkIsci: bigint;
  issizlikIsci: bigint;
  /** The employer's share before any incentive points. */
  sgkIsveren: bigint;
  issizlikIsveren: bigint;
  damgaVergisi: bigint;
  /** The tariff of wages (GVK art. 103), cumulative over the year. */
  gelirVergisiDilimleri: readonly TaxBracket[];
}

const TL = (lira: number) => BigInt(lira) * 100n;

/** The wage tariff's rates (GVK art. 103), the same 15 / 20 / 27 / 35 / 40 % both years. */
const TARIFF_RATES = [15_000n, 20_000n, 27_000n, 35_000n, 40_000n] as const;

/** A year's tariff from its four limits in TL: each at its rate, the last rate without a limit. */
function tariff(...limits: [number, number, number, number]): readonly TaxBracket[] {
  return TARIFF_RATES.map((rate, index) => ({ upTo: index < limits.length ? TL(limits[index]!) : null, rate }));
}

/** The figures that stay the same both years: the worker's shares, unemployment, the ceiling and stamp duty. */
const STANDING = { sgkTavanKat: 7_500n, sgkIsci: 14_000n, issizlikIsci: 1_000n, issizlikIsveren: 2_000n, damgaVergisi: 759n };

/**
 * The figures per year, with their sources: the worker's SGK share 14 % (5510 art. 81: long-term
 * 9 % + general health 5 %); the employer's 20.75 % in 2025 and 21.75 % in 2026 (5510 art. 81 as
 * issue 50 gives the 2026 figure), less the incentive points the company earns; unemployment 1 %
 * worker, 2 % employer (4447 art. 48); the SGK ceiling 7.5 times the minimum wage (5510 art. 82) and
 * its floor the minimum wage; stamp duty 7.59 ‰ (488 Stamp Duty Law, table 1/IV-1), the minimum
 * wage's part exempt (488 art. 9); income tax by the wage tariff (GVK art. 103), the minimum wage's
 * part exempt (GVK art. 23/18).
 */
export const PAYROLL_RATES: Readonly<Record<number, PayrollRates>> = {
  /**
   * 2025: minimum wage 26,005.50 TL gross (Asgari Ücret Tespit Komisyonu, Official Gazette
   * 24.12.2024 no. 32762); tariff 158,000 / 330,000 / 1,200,000 / 4,300,000 TL at 15 / 20 / 27 /
   * 35 / 40 % (GVK General Communiqué no. 326, Official Gazette 31.12.2024).
   */
  2025: {
    ...STANDING,
    asgariUcret: 2_600_550n,
    sgkIsveren: 20_750n,
    gelirVergisiDilimleri: tariff(158_000, 330_000, 1_200_000, 4_300_000),
  },
  /**
   * 2026: minimum wage 33,030.00 TL gross (Asgari Ücret Tespit Komisyonu, December 2025; issue 50).
   * Tariff 190,000 / 400,000 / 1,500,000 / 5,300,000 TL at 15 / 20 / 27 / 35 / 40 %: the 2025
   * brackets revalued by the 2025 revaluation rate as we understood GVK General Communiqué no. 332
   * (December 2025); check it against the Official Gazette before relying on a tax figure above the
   * first bracket (docs/areas/payroll.md §3).
   */
  2026: {
    ...STANDING,
    asgariUcret: 3_303_000n,
    sgkIsveren: 21_750n,
    gelirVergisiDilimleri: tariff(190_000, 400_000, 1_500_000, 5_300_000),
  },
};

/** The company's settings the statutory figures read (docs/areas/payroll.md §3). */
export interface StatutorySettings {
  /** The ship is on the Turkish International Ship Register: no income tax (4490 art. 12). */
  tugs?: boolean;
  /** The company is exempt from stamp duty on wages. */
  damgaMuaf?: boolean;
  /** Incentive points off the employer's SGK share, thousandths of a percent (5 points: 5_000); 0 by default. */
  tesvikPuani?: number;
}

/** What the figures of one line read: its TL gross, its days aboard in the month, and the year's base so far. */
export interface StatutoryInput {
  /** The gross in kuruş (a foreign-currency wage converted at the sheet's rate). */
  brut: bigint;
  /** Days aboard in the month (calendar days). */
  gun: number;
  /** Days of the month. */
  ayinGunu: number;
  /** The month, 1–12 (the minimum wage's income-tax exemption is cumulative over the year). */
  ay: number;
  /** The income-tax base of the person's earlier months of the year, kuruş (0 by default). */
  kumulatifMatrah?: bigint;
}

/** The statutory figures of a line, kuruş of TL. */
export interface StatutoryMinor {
  sgkMatrahi: bigint;
  sgkIsci: bigint;
  issizlikIsci: bigint;
  gelirVergisiMatrahi: bigint;
  gelirVergisi: bigint;
  damgaVergisi: bigint;
  net: bigint;
  sgkIsveren: bigint;
  issizlikIsveren: bigint;
  isverenMaliyeti: bigint;
  sgkToplam: bigint;
}

const share = (amount: bigint, rate: bigint) => divRound(amount * rate, PERCENT_100);

/** The tariff's tax on a cumulative base, exact (× PERCENT_100, not yet rounded). */
function tariffExact(base: bigint, brackets: readonly TaxBracket[]): bigint {
  let exact = 0n;
  let lower = 0n;
  for (const bracket of brackets) {
    if (base <= lower) break;
    const top = bracket.upTo === null || base < bracket.upTo ? base : bracket.upTo;
    exact += (top - lower) * bracket.rate;
    if (bracket.upTo === null) break;
    lower = bracket.upTo;
  }
  return exact;
}

/** The tax of a month whose base `matrah` follows `kumulatif` of the year: the tariff's difference, rounded once. */
export function monthlyIncomeTax(kumulatif: bigint, matrah: bigint, brackets: readonly TaxBracket[]): bigint {
  return divRound(tariffExact(kumulatif + matrah, brackets) - tariffExact(kumulatif, brackets), PERCENT_100);
}

/**
 * The SGK days of a line: 30 for a whole month aboard (SGK counts a month as 30 days), else the
 * days aboard (at most 30).
 */
export function sgkDays(gun: number, ayinGunu: number): bigint {
  if (gun >= ayinGunu) return 30n;
  return BigInt(gun < 30 ? gun : 30);
}

/**
 * The statutory figures of a Turkish seafarer's month (docs/areas/payroll.md §3):
 * - minimum wage of the line: the monthly minimum × SGK days ÷ 30 (a whole month: the minimum);
 * - SGK base: the gross, at least that minimum (floor) and at most 7.5 times it (ceiling);
 * - worker SGK 14 % and unemployment 1 % of the base; employer SGK 21.75 % less the incentive points
 *   and unemployment 2 % of the base;
 * - income-tax base: gross − worker SGK − worker unemployment; income tax 0 on a TUGS ship (4490
 *   art. 12), otherwise the tariff on the year's cumulative base less the tax of the minimum wage's
 *   own base (GVK art. 23/18), never below 0;
 * - stamp duty 7.59 ‰ of the part of the gross above the minimum wage (DVK art. 9), 0 when exempt;
 * - net = gross − worker SGK − unemployment − income tax − stamp duty; employer's cost = gross +
 *   employer SGK + unemployment; SGK total = the four premiums.
 */
export function statutoryFigures(rates: PayrollRates, input: StatutoryInput, settings: StatutorySettings = {}): StatutoryMinor {
  const days = sgkDays(input.gun, input.ayinGunu);
  const asgari = divRound(rates.asgariUcret * days, 30n);
  const tavan = divRound(rates.asgariUcret * rates.sgkTavanKat * days, 30n * 1_000n);
  const brut = input.brut;
  const sgkMatrahi = brut < asgari ? asgari : brut > tavan ? tavan : brut;
  const sgkIsci = share(sgkMatrahi, rates.sgkIsci);
  const issizlikIsci = share(sgkMatrahi, rates.issizlikIsci);
  const gelirVergisiMatrahi = brut - sgkIsci - issizlikIsci;
  let gelirVergisi = 0n;
  if (!settings.tugs) {
    const kumulatif = input.kumulatifMatrah ?? 0n;
    const tax = monthlyIncomeTax(kumulatif, gelirVergisiMatrahi, rates.gelirVergisiDilimleri);
    // The minimum wage's exemption: the tax its base (minimum − 14 % − 1 %) would bear this month,
    // after the same base for each earlier month of the year.
    const asgariMatrah = asgari - share(asgari, rates.sgkIsci) - share(asgari, rates.issizlikIsci);
    const fullMonthBase = rates.asgariUcret - share(rates.asgariUcret, rates.sgkIsci) - share(rates.asgariUcret, rates.issizlikIsci);
    const exemption = monthlyIncomeTax(fullMonthBase * BigInt(input.ay - 1), asgariMatrah, rates.gelirVergisiDilimleri);
    gelirVergisi = tax > exemption ? tax - exemption : 0n;
  }
  const damgaVergisi = settings.damgaMuaf || brut <= asgari ? 0n : share(brut - asgari, rates.damgaVergisi);
  const points = BigInt(settings.tesvikPuani ?? 0);
  const employerRate = rates.sgkIsveren > points ? rates.sgkIsveren - points : 0n;
  const sgkIsveren = share(sgkMatrahi, employerRate);
  const issizlikIsveren = share(sgkMatrahi, rates.issizlikIsveren);
  return {
    sgkMatrahi,
    sgkIsci,
    issizlikIsci,
    gelirVergisiMatrahi,
    gelirVergisi,
    damgaVergisi,
    net: brut - sgkIsci - issizlikIsci - gelirVergisi - damgaVergisi,
    sgkIsveren,
    issizlikIsveren,
    isverenMaliyeti: brut + sgkIsveren + issizlikIsveren,
    sgkToplam: sgkIsci + issizlikIsci + sgkIsveren + issizlikIsveren,
  };
}
