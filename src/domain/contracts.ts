// Contracts (docs/areas/operations.md §4): the register's catalogue, a contract's status on a date
// and its notice deadline, the P&I year's default end, and what falls due for the dashboard's card.
// Derived, never stored. Dates are calendar dates `YYYY-MM-DD`.

import { addDays, addMonths, daysBetween } from './calendar';

export const CONTRACT_TYPES = ['cp-time', 'cp-voyage', 'coa', 'shipman', 'crewman', 'hm', 'pi', 'loh', 'kredi', 'diger'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Statuses, in the order they are decided (first match wins). */
export const CONTRACT_STATUSES = ['sona-erdi', 'ihbar-kacti', 'yaklasiyor', 'gecerli'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const DEFAULT_WARNING_DAYS = 60;
/** An auto-renewing contract renews for 12 months at a time. */
export const RENEWAL_MONTHS = 12;

/** A contract (`sozlesme`) as the rules read it. */
export interface Contract {
  _id?: string;
  sirket?: string;
  tur: ContractType;
  karsiTaraf?: string | null;
  numara?: string | null;
  imzaTarihi?: string | null;
  baslangic: string;
  bitis?: string | null;
  otomatikYenileme?: boolean | null;
  feshiIhbarGun?: number | null;
  /** Minor units. */
  ucret?: { tutar: number; dovizCinsi: string; periyot?: string | null } | null;
  uyariGun?: number | null;
  bagliSertifika?: string | null;
}

/**
 * The default end of a P&I entry: the P&I policy year ends on 20 February at 12:00 GMT, the next
 * one after `baslangic` (the date is the record's; the hour is the clubs'). Other kinds have none.
 */
export function defaultContractEnd(tur: ContractType, baslangic: string): string | null {
  if (tur !== 'pi') return null;
  const year = baslangic.slice(0, 4);
  const same = `${year}-02-20`;
  return baslangic < same ? same : `${addMonths(same, RENEWAL_MONTHS)}`;
}

/** The end in force on `date`: `bitis`, or for an auto-renewing contract the next renewal date on or after `date`. */
export function effectiveEnd(contract: Pick<Contract, 'bitis' | 'otomatikYenileme'>, date: string): string | null {
  if (!contract.bitis) return null;
  if (!contract.otomatikYenileme) return contract.bitis;
  let end = contract.bitis;
  // Counted from `bitis` each time (addMonths), so a 29 February end renews on 28 February and back.
  for (let years = 1n; end < date; years++) end = addMonths(contract.bitis, Number(years * BigInt(RENEWAL_MONTHS)));
  return end;
}

/** The last date notice of termination may be given (`bitis − feshiIhbarGun`), or null. */
export function noticeDeadline(contract: Pick<Contract, 'bitis' | 'otomatikYenileme' | 'feshiIhbarGun'>, date: string): string | null {
  const end = effectiveEnd(contract, date);
  if (!end || !contract.feshiIhbarGun) return null;
  return addDays(end, -contract.feshiIhbarGun);
}

/**
 * A contract's status on `date` (docs/areas/operations.md §4; first match wins): `sona-erdi` (its
 * end before `date`); `ihbar-kacti` (the notice deadline before `date`); `yaklasiyor` (the earlier
 * of notice deadline and end within `uyariGun`, default 60, days); `gecerli`. An auto-renewing
 * contract's end is its next renewal date, so it never ends; one with no end is `gecerli`.
 */
export function contractStatus(contract: Contract, date: string): ContractStatus {
  const end = effectiveEnd(contract, date);
  if (!end) return 'gecerli';
  if (end < date) return 'sona-erdi';
  const deadline = noticeDeadline(contract, date);
  if (deadline && deadline < date) return 'ihbar-kacti';
  const first = deadline && deadline < end ? deadline : end;
  return daysBetween(date, first) <= (contract.uyariGun ?? DEFAULT_WARNING_DAYS) ? 'yaklasiyor' : 'gecerli';
}

/** A contract that falls due, for the dashboard's card and the list. */
export interface ContractDue<C extends Contract> {
  sozlesme: C;
  durum: ContractStatus;
  /** The date that falls due: the notice deadline if still ahead, else the end. */
  tarih: string;
  kalanGun: number;
}

/** The contracts that fall due on `date` (`yaklasiyor` and `ihbar-kacti`), soonest first. */
export function contractsDue<C extends Contract>(contracts: readonly C[], date: string): ContractDue<C>[] {
  const due: ContractDue<C>[] = [];
  for (const contract of contracts) {
    const durum = contractStatus(contract, date);
    if (durum !== 'yaklasiyor' && durum !== 'ihbar-kacti') continue;
    const deadline = noticeDeadline(contract, date);
    const tarih = deadline && deadline >= date ? deadline : effectiveEnd(contract, date)!;
    due.push({ sozlesme: contract, durum, tarih, kalanGun: daysBetween(date, tarih) });
  }
  return due.sort((a, b) => a.tarih.localeCompare(b.tarih));
}
