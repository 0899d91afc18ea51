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
  const folder = mkdtempSync(join(tmpdir(), 'portal-db-template-'));
  const embedded = await migratedAndSeeded(await openDb({ kind: 'pglite', dataDir: 'memory://' }));
  const tarball = join(folder, 'pglite.tar');
  writeFileSync(tarball, Buffer.from(await (await embedded.dump!()).arrayBuffer()));
  await embedded.close();
  project.provide('pgliteTemplate', tarball);

  let dropServerTemplate = async () => undefined as void;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await scratchDatabase(adminUrl, 'template');
    const server = await migratedAndSeeded(await openDb({ kind: 'pg', url: template.url }));
    await server.close();
    project.provide('postgresTemplate', template.name);
    dropServerTemplate = template.drop;
  }

  return async () => {
    await dropServerTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}
