import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The driver-neutral database handle repositories take: both drivers extend it. Its own module, so
 * that what server/db/client.ts runs at start (sessions, text keys) can name it without a cycle.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
