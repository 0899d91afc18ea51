import type { ChargeSetting } from '../../domain/statements/reconcile';
import { readJson, STORAGE_KEYS, writeJson } from '../../data/storage';

// Where a bank account's charges are booked (docs/areas/bank-statements.md §8): the bank's supplier
// account and the expense budget code, picked once per bank account (its IBAN) and saved on this
// device, like the banks' column mappings (saved-mappings.ts); the accept modal fills them in next time.

export function savedCharges(): Record<string, ChargeSetting> {
  const stored = readJson<Record<string, ChargeSetting>>(STORAGE_KEYS.statementCharges);
  return stored && typeof stored === 'object' ? stored : {};
}

/** The setting saved for the bank account `hesap` (an IBAN), or null. */
export function savedCharge(hesap: string): ChargeSetting | null {
  const entry = savedCharges()[hesap];
  return entry && typeof entry.cariHesap === 'string' && typeof entry.butceKodu === 'string' ? entry : null;
}

export function saveCharge(hesap: string, setting: ChargeSetting): void {
  writeJson(STORAGE_KEYS.statementCharges, { ...savedCharges(), [hesap]: { cariHesap: setting.cariHesap, butceKodu: setting.butceKodu } });
}
