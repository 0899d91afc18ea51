import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStorage } from '../files/storage';

/**
 * `npm run backup` / `npm run restore` (issue 32 item 17): a consistent copy of the database and
 * the uploaded files that restores on PGlite or PostgreSQL.
 *
 * A backup is a folder:
 * - `manifest.json`: the format, when it was made, the migrations the database had, each table's
 *   row count in the order they are restored (parents before children), the sequences' values.
 * - `tables/<table>.jsonl.gz`: one row a line, as the database itself writes it (`row_to_json`),
 *   and read back by the database (`json_populate_recordset`): timestamps, dates, bigints and
 *   jsonb pass through exactly, whatever the driver.
 * - `files/<storage key>`: the stored bytes of every row of `files`.
 *
 * All tables are read in one REPEATABLE READ transaction: one snapshot, whatever the server writes
 * meanwhile (PostgreSQL; the embedded database is locked by its server, so it is backed up with
 * the server stopped). Stored files never change once written, so copying them within the same
 * transaction keeps them consistent with the rows.
 */

export const BACKUP_FORMAT = 'denizcilik-portal-backup';
const FORMAT_VERSION = 1;

/** Counters the database's triggers keep from other tables: rebuilt by the restore's inserts. */
const DERIVED_TABLES = new Set(['cari_hesap_counts', 'fatura_counts']);

/** Rows a statement reads or writes at a time. */
const BATCH = 500;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** How many migrations the database had: a restore needs a server of the same schema. */
  migrations: number;
  /** Table → rows, in restore order. */
  tables: Array<{ name: string; rows: number }>;
  /** Sequence → its last value (`null`: never used). */
  sequences: Record<string, string | null>;
  files: number;
}

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return result.rows;
}

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The public schema's tables, parents before the tables whose foreign keys refer to them. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (await rowsOf(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((row) =>
    String(row.tablename),
  );
  const edges = await rowsOf(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const bare = (name: string) => name.replace(/^public\./, '').replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const edge of edges) {
    const child = bare(String(edge.child));
    const parent = bare(String(edge.parent));
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error('the tables refer to each other in a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

async function migrationCount(db: Db): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

async function sequences(db: Db): Promise<Record<string, string | null>> {
  const rows = await rowsOf(db, sql`select sequencename, last_value::text as value from pg_sequences where schemaname = 'public'`);
  return Object.fromEntries(rows.map((row) => [String(row.sequencename), row.value === null ? null : String(row.value)]));
}

async function dumpTable(db: Db, table: string, file: string): Promise<number> {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  let count = 0;
  for (let offset = 0; ; offset += BATCH) {
    // One snapshot: paging by ctid is stable, nothing moves while the transaction reads.
    const rows = await rowsOf(
      db,
      sql`select row_to_json(t)::text as line from ${quoted(table)} t order by t.ctid limit ${BATCH} offset ${offset}`,
    );
    for (const row of rows) {
      if (!gzip.write(`${String(row.line)}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
    }
    count += rows.length;
    if (rows.length < BATCH) break;
  }
  gzip.end();
  await done;
  return count;
}

/** Writes a backup of `db` and `storage` into the folder `target` (made; must not hold a backup). */
export async function backup(db: Db, storage: FileStorage, target: string): Promise<BackupManifest> {
  await mkdir(path.join(target, 'tables'), { recursive: true, mode: 0o700 });
  await mkdir(path.join(target, 'files'), { recursive: true, mode: 0o700 });
  if (await exists(path.join(target, 'manifest.json'))) throw new Error(`${target} already holds a backup`);

  return db.transaction(
    async (tx) => {
      const tables: BackupManifest['tables'] = [];
      for (const table of await tablesInOrder(tx)) {
        if (DERIVED_TABLES.has(table)) continue;
        tables.push({ name: table, rows: await dumpTable(tx, table, path.join(target, 'tables', `${table}.jsonl.gz`)) });
      }
      let files = 0;
      for (const row of await rowsOf(tx, sql`select id::text as id, storage_key from files order by id`)) {
        const key = String(row.storage_key);
        const stored = await storage.get(key);
        if (!stored) throw new Error(`file ${String(row.id)} has no stored bytes (${key})`);
        await pipeline(stored.stream, createWriteStream(path.join(target, 'files', key), { mode: 0o600 }));
        files += 1;
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await migrationCount(tx),
        tables,
        sequences: await sequences(tx),
        files,
      };
      // Last: a folder with a manifest is a whole backup.
      await writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
      return manifest;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${folder} holds no backup (no readable manifest.json)`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== FORMAT_VERSION) throw new Error(`${folder}: not a backup of this format`);
  return manifest;
}

async function insertBatch(db: Db, table: string, lines: string[]): Promise<void> {
  // OVERRIDING SYSTEM VALUE: identity columns (audit's id) keep their values.
  await db.execute(
    sql`insert into ${quoted(table)} overriding system value select * from json_populate_recordset(null::${quoted(table)}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/**
 * Restores the backup in `folder` into `db` (migrated to the backup's schema, and empty) and
 * `storage`, in one transaction: all of it or, on any error, nothing of the database.
 */
export async function restore(db: Db, storage: FileStorage, folder: string): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  const migrations = await migrationCount(db);
  if (migrations !== manifest.migrations) {
    throw new Error(
      `the backup's database had ${manifest.migrations} migrations, this one has ${migrations}: restore with the version of the portal that made it`,
    );
  }
  await db.transaction(async (tx) => {
    for (const { name } of manifest.tables) {
      const [row] = await rowsOf(tx, sql`select exists (select 1 from ${quoted(name)}) as used`);
      if (row?.used) throw new Error(`the database is not empty (table ${name} has rows): restore into a new one`);
    }
    for (const { name, rows } of manifest.tables) {
      const lines = createInterface({
        input: createReadStream(path.join(folder, 'tables', `${name}.jsonl.gz`)).pipe(createGunzip()),
        crlfDelay: Infinity,
      });
      let batch: string[] = [];
      let count = 0;
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        count += 1;
        if (batch.length >= BATCH) {
          await insertBatch(tx, name, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insertBatch(tx, name, batch);
      if (count !== rows) throw new Error(`table ${name}: ${count} rows in the backup, the manifest says ${rows}`);
    }
    for (const [name, value] of Object.entries(manifest.sequences)) {
      if (value !== null) await tx.execute(sql`select setval(${`public."${name}"`}::regclass, ${value}::bigint, true)`);
    }
    // The bytes go in before the transaction commits: rows never point at missing files.
    for (const row of await rowsOf(tx, sql`select storage_key, size from files`)) {
      const key = String(row.storage_key);
      const file = path.join(folder, 'files', key);
      if ((await stat(file)).size !== Number(row.size)) throw new Error(`file ${key}: its size differs from its row`);
      await storage.put(key, createReadStream(file));
    }
  });
  return manifest;
}
