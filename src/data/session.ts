import type { LoginInput, User } from '../domain/auth';
import { ApiError, api } from './api';
import { forgetCompanies } from './companies';
import { closeLocal, openLocal } from './local';
import { STORAGE_KEYS, readJson, writeJson } from './storage';
import { createStore, useStore } from './store';

export type SessionState =
  | { status: 'checking' }
  /** `offline`: the server could not be reached and the last signed-in user was restored. */
  | { status: 'ready'; user: User | null; offline: boolean };

export const sessionStore = createStore<SessionState>({ status: 'checking' });

export function currentUser(): User | null {
  const state = sessionStore.get();
  return state.status === 'ready' ? state.user : null;
}

/**
 * The login check at start (SPEC §4). A 401 means signed out; an unreachable server restores the
 * last signed-in user so that the app still opens offline.
 */
export async function checkSession(): Promise<User | null> {
  try {
    const user = await api.get<User>('auth/login-check');
    setUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.isOffline) {
      const user = readJson<User>(STORAGE_KEYS.lastUser);
      if (user) openLocal(user, expireSession);
      sessionStore.set({ status: 'ready', user, offline: true });
      return user;
    }
    sessionStore.set({ status: 'ready', user: null, offline: false });
    return null;
  }
}

function setUser(user: User): void {
  writeJson(STORAGE_KEYS.lastUser, user);
  openLocal(user, expireSession);
  sessionStore.set({ status: 'ready', user, offline: false });
}

/**
 * The server no longer knows the session (401): back to sign-in. The user's outbox stays in their
 * database and replays after they sign in again.
 */
function expireSession(): void {
  closeLocal();
  sessionStore.set({ status: 'ready', user: null, offline: false });
}

export async function login(input: LoginInput): Promise<User> {
  const user = await api.post<User>('auth/login', input);
  setUser(user);
  return user;
}

/** Signs out; a failure is ignored (SPEC §7) and the user is cleared either way. */
export async function logout(): Promise<void> {
  try {
    await api.get('auth/logout');
  } catch {
    // SPEC §8: logout failure shows no message.
  }
  closeLocal();
  forgetCompanies();
  writeJson(STORAGE_KEYS.lastUser, null);
  sessionStore.set({ status: 'ready', user: null, offline: false });
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function useCurrentUser(): User | null {
  const state = useSession();
  return state.status === 'ready' ? state.user : null;
}
