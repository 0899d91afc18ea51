/**
 * The one place that touches localStorage. Keys are named in docs/areas/shell.md (`sirket`,
 * `dovizCinsi`); the rest are ours. Reads never throw (private mode, quota, bad JSON).
 */
export const STORAGE_KEYS = {
  company: 'sirket',
  currency: 'dovizCinsi',
  language: 'lang',
  calendarAccount: 'takvimHesabi',
  lastUser: 'sonKullanici',
  companies: 'sirketler',
  tablePageSizes: 'tabloSayfaBoyutlari',
  companyDetails: 'sirketDetaylari',
  statementMappings: 'ekstreEslestirmeleri',
  statementCharges: 'ekstreMasraflari',
  messageRecipients: 'mesajAlicilari',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readString(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only, which is acceptable.
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null ? null : JSON.stringify(value));
}
