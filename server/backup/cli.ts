import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDb, type DbTarget } from '../db/client';
import { DataDirLocked, lockDataDir } from '../db/data-lock';
import { storageFor } from '../files/storage';
import { backup, restore } from './backup';

/**
 * `npm run backup -- [folder]` and `npm run restore -- <folder>` (README, "Backup"): the database
 * the server would use (DATABASE_URL, else the embedded one in DATA_DIR/pglite) and DATA_DIR/files.
 * The embedded database belongs to one process: with it, both run while the server is stopped.
 */
const [command, argument] = process.argv.slice(2);
const config = loadConfig();

function usage(): never {
  console.error('npm run backup -- [klasör/folder]   |   npm run restore -- <klasör/folder>');
  process.exit(2);
}

if (command !== 'backup' && command !== 'restore') usage();
if (command === 'restore' && !argument) usage();

let target: DbTarget;
if (config.databaseUrl) {
  target = { kind: 'pg', url: config.databaseUrl };
} else {
  try {
    lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    console.error('Yedekleme ve geri yükleme için sunucuyu durdurun / stop the server to back up or restore its embedded database.');
    process.exit(1);
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  target = { kind: 'pglite', dataDir };
}

const handle = await openDb(target);
const storage = storageFor(config);
try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = path.resolve(argument ?? path.join('backups', `portal-${stamp}`));
    const manifest = await backup(handle.db, storage, folder);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Yedek alındı / backup written: ${folder} (${manifest.tables.length} tables, ${rows} rows, ${manifest.files} files)`);
  } else {
    const folder = path.resolve(argument!);
    // A new database gets the schema first; the restore then checks it matches the backup's.
    await handle.migrate();
    const manifest = await restore(handle.db, storage, folder);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Geri yüklendi / restored: ${folder} (${manifest.tables.length} tables, ${rows} rows, ${manifest.files} files)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
