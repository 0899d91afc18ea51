import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../server/db/client';
import { migratedAndSeeded } from '../server/helpers';
import { scratchDatabase } from './scratch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite database's files (a tarball), which each test's database copies. */
    pgliteTemplate: string;
    /** A migrated and seeded database on TEST_DATABASE_URL's server, the template each test's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * The server and client suites' databases: migrating and seeding one takes ~5 s of a test file's
 * time (PGlite's first start, 31 migrations, the demo company's book), and every file starts one or
 * more. It is done once here, for each backend, and each test's database starts as a copy of it
 * (tests/server/helpers.ts: backends): PGlite from its files' tarball, PostgreSQL with CREATE
 * DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  // The server and the client suites name this setup each, and Vitest loads it once per suite: made
  // once for both (kept on globalThis, which the two loads share), dropped after the last.
  const shared = globalThis as { portalDbTemplates?: { made: ReturnType<typeof makeTemplates>; users: number } };
  shared.portalDbTemplates ??= { made: makeTemplates(), users: 0 };
  const templates = shared.portalDbTemplates;
  templates.users += 1;
  const made = await templates.made;
  project.provide('pgliteTemplate', made.tarball);
  if (made.serverTemplate) project.provide('postgresTemplate', made.serverTemplate);
  return async () => {
    templates.users -= 1;
    if (templates.users === 0) await made.drop();
  };
}

async function makeTemplates(): Promise<{ tarball: string; serverTemplate?: string; drop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-db-template-'));
  const embedded = await migratedAndSeeded(await openDb({ kind: 'pglite', dataDir: 'memory://' }));
  const tarball = join(folder, 'pglite.tar');
  writeFileSync(tarball, Buffer.from(await (await embedded.dump!()).arrayBuffer()));
  await embedded.close();
  const dropFolder = async () => rmSync(folder, { recursive: true, force: true });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { tarball, drop: dropFolder };
  const template = await scratchDatabase(adminUrl, 'template');
  const server = await migratedAndSeeded(await openDb({ kind: 'pg', url: template.url }));
  await server.close();
  return {
    tarball,
    serverTemplate: template.name,
    drop: async () => {
      await template.drop();
      await dropFolder();
    },
  };
}
