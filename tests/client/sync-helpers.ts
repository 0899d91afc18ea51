import Dexie from 'dexie';
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import type { Send } from '../../src/data/sync/replay';
import type { FetchPage, PullPage } from '../../src/data/sync/pull';
import { ApiError } from '../../src/data/api';
import type { FileTransport } from '../../src/data/files';
import type { UploadedFile } from '../../src/domain/file';
import type { ErrorBody } from '../../src/domain/validation';
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

/** The upload as the browser sends it (`_id` first, then the file), over the tests' HTTP client. */
export function transportVia(client: TestClient): FileTransport {
  return {
    async upload(file, { id }) {
      if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/auth/login-check');
      const form = new FormData();
      if (id) form.append('_id', id);
      form.append('file', file, file.name);
      const response = await fetch(`${client.baseUrl}/api/file/single`, {
        method: 'POST',
        headers: {
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
        },
        body: form,
      });
      const body = (await response.json()) as UploadedFile & ErrorBody;
      if (!response.ok) throw new ApiError(response.status, body);
      return body;
    },
  };
}
