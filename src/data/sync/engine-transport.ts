import { USER_HEADER } from '../../domain/sync';
import { ApiError, send } from '../api';
import type { PullPage } from './pull';

// The sync engine's requests (docs/architecture.md §4): the page's engine and the sync worker
// (./sync-worker.ts) make them alike.

/** The engine's requests carry the database's user, so a session of another user answers 401. */
export function engineTransport(userId: string) {
  const headers = { [USER_HEADER]: userId };
  const get = async (path: string) => {
    const response = await send('GET', path, { headers });
    if (response.status >= 200 && response.status < 300) return response;
    throw new ApiError(response.status, (response.body ?? { message: 'serverError' }) as ApiError['body']);
  };
  return {
    send: (method: 'POST' | 'PUT' | 'DELETE', path: string, options: { json?: unknown; headers: Record<string, string> }) =>
      send(method, path, { json: options.json, headers: { ...options.headers, ...headers } }),
    fetchPage: async (since: number, limit: number) => (await get(`sync?since=${since}&limit=${limit}`)).body as PullPage,
    fetchRecord: async (path: string) => {
      try {
        return (await get(path)).body as Record<string, unknown>;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
