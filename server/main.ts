import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { secureDataDir } from './data-dir';
import { openDb } from './db/client';
import { DataDirLocked, lockDataDir, type DataDirLock } from './db/data-lock';
import { seed } from './db/seed';
import { scheduleFileSweep } from './files/file-sweep';
import { storageFor } from './files/storage';

const config = loadConfig();
// Before anything is written there: the database's files and the uploads are the server's alone.
secureDataDir(config.dataDir);

let target: Parameters<typeof openDb>[0];
let lock: DataDirLock | undefined;
if (config.databaseUrl) {
  target = { kind: 'pg', url: config.databaseUrl };
} else {
  // The embedded database is this process's alone: a second server on the folder refuses to start.
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  target = { kind: 'pglite', dataDir };
}

const handle = await openDb(target);
await handle.migrate();
const seeded = await seed(handle.db, config, { storage: storageFor(config) });
// The embedded database sets its files' modes itself (0666): tightened again once it has made
// them. Files it makes later sit in folders no one else may enter.
secureDataDir(config.dataDir);
const app = await buildApp({ db: handle.db, config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await app.listen({ port: config.port, host: config.host });
// Uploads no record took up, stored bytes without a row, partial writes: at start and hourly.
const stopSweep = scheduleFileSweep(handle.db, storageFor(config), (error, result) => {
  if (error) app.log.error({ err: error }, 'file sweep failed');
  else if (result && result.unreferenced + result.orphans + result.temporary > 0) app.log.info(result, 'file sweep');
});

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Portal çalışıyor / running: http://${shownHost}:${config.port}`);
console.log(
  `Veritabanı / database: ${handle.driver === 'pg' ? 'PostgreSQL' : `PGlite (${target.kind === 'pglite' ? target.dataDir : ''})`}`,
);
if (seeded.adminPassword) {
  console.log(`Giriş / sign in: ${config.adminEmail} / ${seeded.adminPassword}`);
} else {
  console.log(`Yönetici zaten var / administrator already exists: ${config.adminEmail}`);
}
if (seeded.demoUser) {
  console.log(`Demo kullanıcı / demo user: ${seeded.demoUser.email} / ${seeded.demoUser.password}`);
}

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    stopSweep();
    await app.close();
    await handle.close();
    lock?.release();
  } finally {
    process.exit(0);
  }
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
