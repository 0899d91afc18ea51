import Dexie from 'dexie';
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import type { Send } from '../../src/data/sync/replay';
import type { FetchPage, PullPage } from '../../src/data/sync/pull';
import type { TestClient } from '../server/helpers';

/** The outbox's transport over real HTTP, through the server tests' cookie-keeping client. */
export function sendVia(client: TestClient): Send {
  return async (method, path, options) => {
    const response = await client.request(method, `/api/${path}`, { json: options.json, headers: options.headers });
    return { status: response.status, body: response.body };
  };
}

export function fetchVia(client: TestClient): FetchPage {
  return async (since, limit) => {
    const response = await client.get<PullPage>(`/api/sync?since=${since}&limit=${limit}`);
    if (response.status !== 200) throw new Error(`pull failed: ${response.status}`);
    return response.body;
  };
}

let counter = 0;

/**
 * A fresh database, so tests never share state. It belongs to `userId` (the signed-in user whose
 * pulls it applies) or to a made-up user.
 */
export async function freshDb(userId?: string): Promise<PortalDb> {
  counter += 1;
  const name = `portal-test-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`;
  await Dexie.delete(name);
  return new PortalDb(userId ?? name, SCHEMA_VERSIONS, name);
}

/** The signed-in user's id, as the server knows it. */
export async function userIdOf(client: TestClient): Promise<string> {
  const response = await client.get<{ _id: string }>('/api/auth/login-check');
  return response.body._id;
}
