import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * What a raw statement (`db.execute<Row>(sql…)`) answers on both drivers: its rows. PGlite answers
 * `Results<Row>` and node-postgres `QueryResult<Row>`; both carry `rows`, and both drivers' handles
 * fit a handle typed with this.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

interface QueryRows<Row> {
  rows: Row[];
}

/**
 * The driver-neutral database handle repositories take: both drivers extend it. Its own module, so
 * that what server/db/client.ts runs at start (sessions, text keys) can name it without a cycle.
 */
export type Db = PgDatabase<RowsQueryResultHKT, typeof schema>;
