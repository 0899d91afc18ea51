/** Currencies stored everywhere (ARCHITECTURE.md §6). */
export const CURRENCIES = ['USD', 'TL', 'EURO', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Ship {
  adi: string;
  imo: string;
  bayrak: string;
}

export interface BankAccount {
  hesapAdi: string;
  dovizCinsi: Currency;
  bankaIsmi: string;
  hesapNumarasi?: string;
  hesapEkNumarasi?: string;
  iban?: string;
  swiftCode: string;
  routing?: string;
}

/** A company as `GET /api/sirket/:id` returns it (SPEC §3). */
export interface Company {
  _id: string;
  isim: string;
  tip: string;
  adres: string;
  gemi: Ship;
  bankalar: BankAccount[];
}

/** A row of `GET /api/sirket` (SPEC §7: _id, isim, tip, gemi). */
export type CompanySummary = Pick<Company, '_id' | 'isim' | 'tip' | 'gemi'>;

