import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/scratch';
import { ADMIN, startServerProcess, stopServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * Browser tests run against the production build served by the real server on an embedded
 * database of their own (a fresh data folder per run).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const server = await startServerProcess(dataDir, await freePort());
  project.provide('baseURL', server.baseURL);
  project.provide('adminEmail', ADMIN.email);
  project.provide('adminPassword', ADMIN.password);

  return async () => {
    await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
