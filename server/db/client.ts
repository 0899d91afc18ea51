import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { rememberSessions } from './repositories/sessions-repository';
import * as schema from './schema';
import { fillTextKeys } from './text-keys';

import type { Db } from './db-type';

export type { Db };

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Applies the SQL migrations in drizzle/, then fills what they leave to the server's
   * code (the uniqueness keys of rows from before them: text-keys.ts). Idempotent.
   */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** An embedded database's files as one tarball, to open copies of it (`from`); PGlite only. */
  dump?: () => Promise<Blob>;
}

/** The databases only this process uses, through one connection (PGlite): see oneConnection. */
const ownedDatabases = new WeakSet<Db>();

/**
 * Whether `db` is this process's alone, reached through a single connection (PGlite): then its
 * transactions run one at a time, and nothing outside this process writes it.
 */
export function oneConnection(db: Db): boolean {
  return ownedDatabases.has(db);
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DbTarget =
  /**
   * A folder for PGlite's files, or 'memory://' for a throw-away database (tests); `from`, a
   * tarball of another's files (`DbHandle.dump`) to start from instead of an empty one.
   */
  { kind: 'pglite'; dataDir: string; from?: Blob } | { kind: 'pg'; url: string };

/** A database's handle: its migrations (SQL, then what they leave to the code) and its close. */
function handle(db: Db, driver: DbHandle['driver'], migrateSql: () => Promise<void>, close: () => Promise<void>): DbHandle {
  return {
    db,
    driver,
    migrate: async () => {
      await migrateSql();
      await fillTextKeys(db);
    },
    close,
  };
}

export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'pglite') {
    const client = new PGlite({
      ...(target.dataDir === 'memory://' ? {} : { dataDir: target.dataDir }),
      ...(target.from ? { loadDataDir: target.from } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    ownedDatabases.add(db);
    await rememberSessions(db, (channel, onNotice) => client.listen(channel, onNotice));
    return {
      ...handle(
        db,
        'pglite',
        () => migratePglite(db, { migrationsFolder }),
        () => client.close(),
      ),
      dump: () => client.dumpDataDir('none'),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client losing its connection emits on the pool; without a listener Node would crash.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return handle(
    db,
    'pg',
    () => migratePg(db, { migrationsFolder }),
    () => pool.end(),
  );
}
