import type { AuditListResponse } from '../domain/audit';
import type { PasswordChangeInput, UserAccount, UserCreated, UserCreateInput, UserSettingsInput, UserUpdateInput } from '../domain/user';
import { api } from './api';
import { setLanguage } from './i18n';
import { currentUser, sessionStore } from './session';

// Users and the history: online only, as the server holds the only copy (docs/architecture.md §2).

export function listUsers(): Promise<UserAccount[]> {
  return api.get<UserAccount[]>('user');
}

export function createUser(input: UserCreateInput): Promise<UserCreated> {
  return api.post<UserCreated>('user', input);
}

export function updateUser(id: string, input: UserUpdateInput): Promise<UserAccount> {
  return api.put<UserAccount>(`user/${encodeURIComponent(id)}`, input);
}

/** Saves the user's own name and language, and applies both on this device at once. */
export async function saveSettings(input: UserSettingsInput): Promise<UserAccount> {
  const saved = await api.put<UserAccount>('user/me', input);
  await setLanguage(saved.dil);
  const user = currentUser();
  const state = sessionStore.get();
  if (user && state.status === 'ready') sessionStore.set({ ...state, user: { ...user, name: saved.isim, dil: saved.dil } });
  return saved;
}

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await api.post('user/me/password', input);
}

/** The history of one record (`collection` as the audit names it: `cariHesap`, `sirket`, …). */
export function fetchHistory(collection: string, id: string): Promise<AuditListResponse> {
  return api.get<AuditListResponse>('audit', { collection, id });
}
