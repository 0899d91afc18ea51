import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '../../src/domain/user';
import { verifyPassword } from '../../server/auth/password';
import { loadConfig } from '../../server/config';
import { secureDataDir } from '../../server/data-dir';
import { openDb } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';

// Issue 32 item 16: the demo user's password was `demo1234` (shorter than the product's own rule)
// on every server, also one listening beyond loopback; 900 of ~1,100 database files and all uploads
// were readable or writable by others.

const folders: string[] = [];
const scratchFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'first-start-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every folder and file under `root` (itself included) whose mode lets group or others in. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const at = pending.pop() ?? root;
    const stat = lstatSync(at);
    if (stat.isSymbolicLink()) continue;
    if ((stat.mode & 0o077) !== 0) open.push(`${path.relative(root, at)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(at)) pending.push(path.join(at, name));
  }
  return open;
}

describe('demo users', () => {
  it('are made on a server listening on loopback, and beyond it only when SEED_DEMO=1 asks', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).seedDemo).toBe(true);
    expect(loadConfig({ HOST: '::1' }).seedDemo).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.20' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '::' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('DEMO_PASSWORD must meet the password rule', () => {
    expect(loadConfig({ DEMO_PASSWORD: 'demo-parola-2025' }).demoPassword).toBe('demo-parola-2025');
    expect(loadConfig({}).demoPassword).toBeUndefined();
    expect(() => loadConfig({ DEMO_PASSWORD: 'demo1234' })).toThrow(/DEMO_PASSWORD/);
  });

  it('get DEMO_PASSWORD, or a generated password of at least 10 characters that signs in', async () => {
    for (const demoPassword of [undefined, 'demo-parola-2025']) {
      const handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
      try {
        await handle.migrate();
        const seeded = await seed(handle.db, {
          adminEmail: 'admin@example.com',
          adminPassword: 'admin-parola-1',
          seedDemo: true,
          demoPassword,
        });
        const password = seeded.demoUser?.password ?? '';
        if (demoPassword) expect(password).toBe(demoPassword);
        expect(v.is(passwordSchema, password)).toBe(true);
        const [row] = await handle.db.select().from(users).where(eq(users.email, 'demo@example.com'));
        expect(await verifyPassword(password, row?.passwordHash ?? '')).toBe(true);
      } finally {
        await handle.close();
      }
    }
  }, 120_000);
});

describe('the data folder', () => {
  it('is tightened at start: folders 0700, files 0600, and what is written later too', () => {
    const dir = scratchFolder();
    mkdirSync(path.join(dir, 'files', 'inner'), { recursive: true });
    writeFileSync(path.join(dir, 'files', 'upload.pdf'), 'x');
    writeFileSync(path.join(dir, 'files', 'inner', 'other.xml'), 'x');
    chmodSync(path.join(dir, 'files', 'upload.pdf'), 0o666);
    chmodSync(path.join(dir, 'files', 'inner', 'other.xml'), 0o644);
    chmodSync(path.join(dir, 'files', 'inner'), 0o777);
    chmodSync(dir, 0o755);
    const umask = process.umask();
    try {
      expect(secureDataDir(dir)).toBe(5);
      expect(openToOthers(dir)).toEqual([]);
      writeFileSync(path.join(dir, 'files', 'later.pdf'), 'x');
      mkdirSync(path.join(dir, 'pglite'));
      expect(openToOthers(dir)).toEqual([]);
    } finally {
      process.umask(umask);
    }
  });

  it('a server listening beyond loopback starts with no demo user and keeps its database files and uploads to itself', async () => {
    const dataDir = scratchFolder();
    writeFileSync(path.join(dataDir, 'left-over.txt'), 'x');
    chmodSync(path.join(dataDir, 'left-over.txt'), 0o666);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '',
        DEMO_PASSWORD: '',
        STATIC_DIR: '/nonexistent-static-dir',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const started = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Yönetici zaten var') || log.includes('Giriş / sign in')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await started;
      expect(log).toContain('Giriş / sign in: admin@example.com');
      expect(log).not.toMatch(/demo/i);
      expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
