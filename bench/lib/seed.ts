import { sql } from 'drizzle-orm';
import { openBenchDb, type BenchDatabase } from './server';

/**
 * Writes `count` budget codes straight into the database, before the server starts, exactly as the
 * server's mirrored-write path (insertMirrored in server/db/repositories/mirrored-repository.ts)
 * leaves them: version 1, a cursor from `sync_cursor_seq`, no tombstone. One statement instead of
 * `count` API calls keeps seeding to seconds.
 */
export async function seedBudgetCodes(database: BenchDatabase, count: number): Promise<void> {
  const handle = await openBenchDb(database);
  try {
    await handle.migrate();
    await handle.db.execute(sql`
      insert into butce_kodu (id, version, cursor, updated_at, deleted_at, kod, adi, tip, durum)
      select gen_random_uuid(), 1, nextval('sync_cursor_seq'), now(), null,
             '9.' || g, 'Bench bütçe kodu ' || g,
             case when g % 2 = 0 then 'gider' else 'gelir' end,
             case when g % 10 = 0 then 'pasif' else 'aktif' end
      from generate_series(1, ${count}::int) as g
      order by g`);
  } finally {
    await handle.close();
  }
}
