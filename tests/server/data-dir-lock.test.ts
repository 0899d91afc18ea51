import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPgliteDatabase, startServerProcess, type BenchDatabase, type ServerProcess } from '../../bench/lib/server';
import { DataDirLocked, LOCK_FILE, lockDataDir } from '../../server/db/data-lock';

// Issue 32 item 5: two servers on one DATA_DIR both started, and one's confirmed writes were lost.

describe('the embedded database folder lock', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('is held by one process: a lock of a live process is refused, and released it can be taken', () => {
    const dir = folder();
    // The test runner's parent process is alive: its lock holds.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, start: null }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(`in use by another server (pid ${process.ppid})`);
    rmSync(path.join(dir, LOCK_FILE));

    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow('already locked by this process');
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a stale lock: a pid that is gone, or reused by a process started at another time', () => {
    for (const stale of [
      { pid: 999_999_999, start: '1' },
      { pid: process.ppid, start: 'another-start' },
      { pid: process.pid, start: null },
    ]) {
      const dir = folder();
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(stale));
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    }
  });
});

describe('two server processes on one DATA_DIR', () => {
  let database: BenchDatabase;
  const started: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess(database);
    started.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of started) await server.stop();
    await database?.drop();
  });

  it('the second refuses to start (exit 1, saying why); after the first stops, by SIGTERM or SIGKILL, a new one starts', async () => {
    database = freshPgliteDatabase();
    const lockFile = path.join(database.dataDir, LOCK_FILE);
    const first = await start();
    expect(existsSync(lockFile)).toBe(true);

    await expect(startServerProcess(database)).rejects.toThrow(/exited with code 1:[\s\S]*in use by another server \(pid \d+\)/);
    // The refused server changed nothing: the first still answers and still holds the folder.
    expect((await fetch(`${first.baseUrl}/api/auth/login-check`)).status).toBe(401);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

    await first.stop();
    expect(existsSync(lockFile)).toBe(false);
    const second = await start();

    // Killed, it leaves its lock behind: stale, and the next server takes it over.
    const killed = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGKILL');
    await killed;
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: second.child.pid });
    const third = await start();
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: third.child.pid });
    expect((await fetch(`${third.baseUrl}/api/auth/login-check`)).status).toBe(401);
  }, 240_000);
});
