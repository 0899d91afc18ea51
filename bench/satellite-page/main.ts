// Runs in headless Chromium, served by the real server, while bench/satellite.bench.ts emulates a
// satellite link on the page (Chrome DevTools Protocol: round trip and bandwidth). Each phase is
// a function on `window.satellite` that the driver calls and times apart: the replay of queued
// changes (batched or one per request, src/data/sync/replay.ts), a first pull into an empty device
// database (src/data/sync/pull.ts), and a resumable upload (src/data/tus-upload.ts) that the driver
// interrupts by taking the page offline.
import { PortalDb, SCHEMA_VERSIONS } from '../../src/data/db';
import { uploadResumable } from '../../src/data/tus-upload';
import { enqueue, newRecordId } from '../../src/data/sync/outbox';
import { pullAll, type PullPage } from '../../src/data/sync/pull';
import { replay, type Send } from '../../src/data/sync/replay';
import { USER_HEADER } from '../../src/domain/sync';
import { DefaultHttpStack, type HttpStack } from 'tus-js-client';
import { signIn, xsrfToken } from '../lib/page-session';

export interface ReplayFigures {
  changes: number;
  seconds: number;
  requests: number;
  bytesUp: number;
}

export interface PullFigures {
  changes: number;
  seconds: number;
  requests: number;
}

export interface UploadFigures {
  bytes: number;
  seconds: number;
  attempts: number;
  patches: number;
}

let userId = '';
let requests = 0;
let bytesUp = 0;

/** The app's transport in short (src/data/local.ts): JSON, the anti-forgery and user headers. */
const fetchSend: Send = async (method, path, { json, headers }) => {
  const body = json === undefined ? undefined : JSON.stringify(json);
  requests += 1;
  bytesUp += body?.length ?? 0;
  const response = await fetch(`/api/${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      ...headers,
      [USER_HEADER]: userId,
      'x-xsrf-token': xsrfToken(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};

let series = 0;

async function replayChanges(count: number, batch: boolean): Promise<ReplayFigures> {
  series += 1;
  const db = new PortalDb(userId, SCHEMA_VERSIONS, `satellite-replay-${Date.now()}-${series}`);
  await db.open();
  for (let i = 0; i < count; i += 1) {
    await enqueue(db, 'butceKodu', 'create', {
      _id: newRecordId(),
      kod: `${batch ? 8 : 9}${series}${String(i + 1).padStart(5, '0')}`,
      adi: `Uydu bütçe kodu ${series}.${i + 1}`,
      tip: 'gider' as const,
      durum: 'aktif' as const,
    });
  }
  requests = 0;
  bytesUp = 0;
  const started = performance.now();
  const outcome = await replay(db, fetchSend, Date.now, undefined, { batch });
  const seconds = (performance.now() - started) / 1000;
  const left = await db.outbox.count();
  db.close();
  await db.delete();
  if (outcome.kind !== 'idle' || left !== 0) throw new Error(`replay did not settle: ${JSON.stringify(outcome)}, ${left} left`);
  return { changes: count, seconds, requests, bytesUp };
}

async function firstPull(): Promise<PullFigures> {
  series += 1;
  const db = new PortalDb(userId, SCHEMA_VERSIONS, `satellite-pull-${Date.now()}-${series}`);
  await db.open();
  requests = 0;
  const fetchPage = async (since: number, limit: number): Promise<PullPage> => {
    requests += 1;
    const response = await fetch(`/api/sync?since=${since}&limit=${limit}`, {
      credentials: 'same-origin',
      headers: { [USER_HEADER]: userId },
    });
    if (!response.ok) throw new Error(`sync answered ${response.status}`);
    return (await response.json()) as PullPage;
  };
  const started = performance.now();
  const changes = await pullAll(db, fetchPage);
  const seconds = (performance.now() - started) / 1000;
  db.close();
  await db.delete();
  return { changes, seconds, requests };
}

declare global {
  interface Window {
    satellite: {
      signIn: (email: string, password: string) => Promise<void>;
      replay: (count: number, batch: boolean) => Promise<ReplayFigures>;
      pull: () => Promise<PullFigures>;
      upload: (bytes: number) => Promise<UploadFigures>;
      /** Bytes the current upload has on the server, as tus-js-client reports them. */
      uploaded: number;
      /** Attempts of the current upload that ended (the link dropped). */
      failedAttempts: number;
      /** Ends the current attempt as a dropped link does, the server keeping what it got. */
      drop: () => void;
      /** Lets the next attempt start (the link is back). */
      resume: () => void;
    };
  }
}

/** tus-js-client's own stack, counting its PATCH requests. */
function countingStack(count: { patches: number }): HttpStack {
  const inner = new DefaultHttpStack({});
  return {
    getName: () => 'counting',
    createRequest(method, url) {
      if (method === 'PATCH') count.patches += 1;
      return inner.createRequest(method, url);
    },
  };
}

async function upload(bytes: number): Promise<UploadFigures> {
  const content = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += 65536) crypto.getRandomValues(content.subarray(offset, Math.min(bytes, offset + 65536)));
  // A PDF's magic bytes: the server sniffs a file's type.
  content.set(new TextEncoder().encode('%PDF-1.4\n'));
  const file = Object.assign(new Blob([content], { type: 'application/pdf' }), { name: 'tarama.pdf' });
  const id = newRecordId();
  const count = { patches: 0 };
  const httpStack = countingStack(count);
  window.satellite.uploaded = 0;
  window.satellite.failedAttempts = 0;
  let attempts = 0;
  const started = performance.now();
  for (;;) {
    attempts += 1;
    const dropped = new AbortController();
    window.satellite.drop = () => dropped.abort();
    try {
      await uploadResumable(
        file,
        { id, onProgress: ({ loaded }) => (window.satellite.uploaded = loaded), signal: dropped.signal },
        { headers: () => ({ 'X-XSRF-TOKEN': xsrfToken() }), httpStack, retryDelays: [] },
      );
      break;
    } catch (error) {
      if (!dropped.signal.aborted || attempts > 10) throw error;
      // As the outbox does: the next attempt once the link is back.
      const back = new Promise<void>((resolve) => (window.satellite.resume = resolve));
      window.satellite.failedAttempts += 1;
      await back;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { bytes, seconds, attempts, patches: count.patches };
}

window.satellite = {
  signIn: async (email, password) => {
    userId = await signIn(email, password);
  },
  replay: replayChanges,
  pull: firstPull,
  upload,
  uploaded: 0,
  failedAttempts: 0,
  drop: () => undefined,
  resume: () => undefined,
};
const out = document.getElementById('out');
if (out) out.textContent = 'ready';
