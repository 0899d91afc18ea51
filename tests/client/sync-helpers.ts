import Dexie from 'dexie';
import { PortalDb } from '../../src/data/db';
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

/** A fresh database for a made-up user id, so tests never share state. */
export async function freshDb(): Promise<PortalDb> {
  counter += 1;
  const userId = `test-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`;
  await Dexie.delete(`portal-${userId}`);
  return new PortalDb(userId);
}
