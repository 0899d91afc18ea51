import type { FastifyInstance } from 'fastify';
import { parseTcmbBulletin } from '../src/domain/tcmb-bulletin';
import { storeBulletin, TCMB_FETCHER } from './collections/exchange-rates';
import type { Db } from './db/client';
import { mirroredWriteTransaction } from './db/repositories/mirrored-repository';
import { installPeriodic, type Periodic } from './periodic';

// TCMB's daily bulletin fetched by the server itself (docs/areas/exchange-rates.md), as server/maintenance.ts
// prunes: once when the app is ready and every FETCH_INTERVAL_MS after, when TCMB_URL is set. The
// rates are stored as an administrator's upload stores them (POST /api/finans/kur/tcmb): the date's
// rates not stored yet, through the mirrored write path (cursor, version, audit). A fetch that fails
// (unreachable, not 200, not a bulletin) changes nothing and is logged; the next one tries again.

/** How often the server fetches the bulletin while it runs (and once at start). */
export const FETCH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** How long one fetch may take, its answer's body included. */
export const FETCH_TIMEOUT_MS = 30_000;

/**
 * Fetches the bulletin at `url` and stores its new rates; how many were stored. Throws when it fails,
 * and when the server has not answered the whole bulletin within `timeoutMs`.
 */
export async function fetchTcmbBulletin(db: Db, url: string, { timeoutMs = FETCH_TIMEOUT_MS } = {}): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!response.ok) throw new Error(`TCMB bulletin: HTTP ${response.status}`);
  const bulletin = parseTcmbBulletin(await response.text());
  if (!bulletin) throw new Error('TCMB bulletin: not a bulletin');
  const { stored } = await mirroredWriteTransaction(db, (tx) => storeBulletin(tx, bulletin, TCMB_FETCHER));
  return stored;
}

/** The app's bulletin fetching: the timer while the app runs, and the latest run (for tests to wait on). */
export type TcmbFetching = Periodic;

declare module 'fastify' {
  interface FastifyInstance {
    tcmbFetching: TcmbFetching;
  }
}

/**
 * Fetches `url` when the app is ready and every FETCH_INTERVAL_MS after, until it closes. The timer
 * is unref'd (it never keeps the process alive); a failed run is logged and changes nothing.
 */
export function installTcmbFetch(app: FastifyInstance, db: Db, { url }: { url: string }): void {
  const fetching = installPeriodic(app, FETCH_INTERVAL_MS, () =>
    fetchTcmbBulletin(db, url).then(
      (stored) => {
        app.log.info({ stored }, 'TCMB bulletin fetched');
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'TCMB bulletin fetch failed');
      },
    ),
  );
  app.decorate('tcmbFetching', fetching);
}
