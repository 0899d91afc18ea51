import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { secureDataDir } from './data-dir';
import { openDb } from './db/client';
import { seed } from './db/seed';
import { storageFor } from './files/storage';

const config = loadConfig();
// Before anything is written there: the database's files and the uploads are the server's alone.
secureDataDir(config.dataDir);

let target: Parameters<typeof openDb>[0];
if (config.databaseUrl) {
  target = { kind: 'pg', url: config.databaseUrl };
} else {
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

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Portal çalışıyor / running: http://${shownHost}:${config.port}`);
console.log(`Veritabanı / database: ${handle.driver === 'pg' ? 'PostgreSQL' : `PGlite (${target.kind === 'pglite' ? target.dataDir : ''})`}`);
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
    await app.close();
    await handle.close();
  } finally {
    process.exit(0);
  }
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
