import type { LoginInput, User } from '../domain/auth';
import { ApiError, api } from './api';
import { forgetCompanies, loadCompanies } from './companies';
import { preloadAppMessages, setLanguage, type Language } from './i18n';
import type * as LocalModuleExports from './local';
import type { LocalCallbacks } from './local';
import { STORAGE_KEYS, readJson, writeJson, writeString } from './storage';
import { createStore, useStore } from './store';

export type SessionState =
  | { status: 'checking' }
  /**
   * `offline`: the server could not be reached and the last signed-in user was restored.
   * `expired`: the server ended the session (idle or 30 days); the sign-in screen says so.
   */
  | { status: 'ready'; user: User | null; offline: boolean; expired?: boolean };

/**
 * Sign-in and sign-out are announced to the other tabs (docs/architecture.md §4.1): a tab whose user is
 * no longer the browser's reloads into the right database instead of syncing one user's data
 * under another's session.
 */
const SESSION_CHANNEL = 'portal-session';
type SessionMessage = { type: 'signed-in'; userId: string } | { type: 'signed-out' };
let channel: BroadcastChannel | null = null;

function sessionChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    const mine = currentUser();
    if (event.data.type === 'signed-out' ? mine !== null : mine?._id !== event.data.userId) reloadTab();
  };
  return channel;
}

function announce(message: SessionMessage): void {
  sessionChannel()?.postMessage(message);
}

/**
 * The device database and its sync engine (src/data/local.ts, which loads Dexie) load only once
 * somebody is signed in: the sign-in screen's first load stays without them (the performance
 * issue's budget). `local` is set once the module has loaded, so closing stays synchronous.
 */
type LocalModule = typeof LocalModuleExports;
let local: LocalModule | null = null;
let localLoading: Promise<LocalModule> | null = null;

function loadLocal(): Promise<LocalModule> {
  localLoading ??= import('./local').then((module) => (local = module));
  return localLoading;
}

function closeLocal(): void {
  local?.closeLocal();
}

/**
 * Names the user whose database opens (src/data/local.ts) before the session says who is signed in.
 * It opens after the main layout's first render, or at once at a sign-in (`now`).
 */
async function openLocal(user: User, now = false): Promise<void> {
  const module = await loadLocal();
  module.openLocal(user, localCallbacks, { now });
}

/** The tab's user is not the browser's any more: start over with the session the cookie holds. */
function reloadTab(): void {
  closeLocal();
  window.location.reload();
}

const localCallbacks: LocalCallbacks = { onUnauthorized: () => expireSession(), onUserChanged: reloadTab };

export const sessionStore = createStore<SessionState>({ status: 'checking' });

export function currentUser(): User | null {
  const state = sessionStore.get();
  return state.status === 'ready' ? state.user : null;
}

/**
 * The login check at start (docs/areas/companies-and-users.md). A 401 means signed out; an unreachable server restores the
 * last signed-in user so that the app still opens offline.
 */
export async function checkSession(): Promise<User | null> {
  // The last user is likely to be signed in still: load the layout's code (src/data/local.ts is in
  // it; Dexie comes after the layout's first render) and the screens' catalog (which the main
  // layout waits for) beside the request, once it has left (see main.tsx).
  if (readJson<User>(STORAGE_KEYS.lastUser)) {
    setTimeout(() => {
      void loadLocal();
      preloadAppMessages();
    }, 0);
  }
  try {
    const user = await api.get<User>('auth/login-check');
    await setUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.isOffline) {
      const user = readJson<User>(STORAGE_KEYS.lastUser);
      if (user) await openLocal(user);
      sessionStore.set({ status: 'ready', user, offline: true });
      return user;
    }
    sessionStore.set({ status: 'ready', user: null, offline: false });
    return null;
  }
}

async function setUser(user: User, signingIn = false): Promise<void> {
  writeJson(STORAGE_KEYS.lastUser, user);
  // The header's company list, refreshed beside the database's opening; offline the cache stays.
  loadCompanies().catch(() => undefined);
  await openLocal(user, signingIn);
  sessionStore.set({ status: 'ready', user, offline: false });
  sessionChannel();
}

/**
 * The server no longer knows the session (401): back to sign-in. The user's outbox stays in their
 * database and replays after they sign in again.
 */
function expireSession(): void {
  closeLocal();
  sessionStore.set({ status: 'ready', user: null, offline: false, expired: true });
}

/**
 * Signs in. The language saved in the account settings follows the user to every device (docs/areas/companies-and-users.md
 * /user/settings), unless `chosen`: a language the user picked on the sign-in screen, which is kept
 * and becomes their setting (a failure to save it is ignored: it still applies on this device).
 */
export async function login(input: LoginInput, chosen?: Language): Promise<User> {
  let user = await api.post<User>('auth/login', input);
  if (chosen && chosen !== user.dil) {
    user = { ...user, dil: chosen };
    api.put('user/me', { isim: user.name, dil: chosen }).catch(() => undefined);
  }
  if (user.dil) await setLanguage(user.dil);
  await setUser(user, true);
  announce({ type: 'signed-in', userId: user._id });
  return user;
}

/**
 * Signs out; a failure is ignored (docs/areas/companies-and-users.md) and the user is cleared either way. `removeData`: the
 * user's data on this device goes too (a shared ship's tablet): their database and what the
 * browser keeps of theirs besides. Refused before anything happens, with a QueuedChangesError,
 * while changes are still queued (the user stays signed in).
 */
export async function logout(options: { removeData?: boolean } = {}): Promise<void> {
  const user = currentUser() ?? readJson<User>(STORAGE_KEYS.lastUser);
  if (options.removeData && user) {
    const module = await loadLocal();
    const queued = await module.queuedChanges(user._id);
    if (queued.length > 0) throw new module.QueuedChangesError(queued);
  }
  try {
    await api.get('auth/logout');
  } catch {
    // docs/areas/companies-and-users.md: logout failure shows no message.
  }
  closeLocal();
  if (options.removeData && user) {
    await local?.deleteLocalData(user._id);
    writeString(STORAGE_KEYS.calendarAccount, null);
  }
  forgetCompanies();
  writeJson(STORAGE_KEYS.lastUser, null);
  sessionStore.set({ status: 'ready', user: null, offline: false });
  announce({ type: 'signed-out' });
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function useCurrentUser(): User | null {
  const state = useSession();
  return state.status === 'ready' ? state.user : null;
}
