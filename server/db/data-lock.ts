import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock's file in DATA_DIR, beside the embedded database's folder (`pglite`). */
export const LOCK_FILE = 'pglite.lock';

/** A lock file still empty this long after it was made belongs to a process that died making it. */
const EMPTY_LOCK_GRACE_MS = 10_000;

/** A second process on a folder another live process has locked. */
export class DataDirLocked extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number | undefined,
  ) {
    const by = pid === undefined ? '' : ` (pid ${pid})`;
    super(
      `Veri klasörü başka bir sunucunun kullanımında${by}: ${folder}\n` +
        `The data folder is in use by another server${by}: ${folder}\n` +
        'Gömülü veritabanında tek bir sunucu çalışabilir: önce diğerini durdurun ya da bu sunucuya kendi DATA_DIR klasörünü verin.\n' +
        'Only one server may run on an embedded database: stop the other one first, or give this one a DATA_DIR of its own.',
    );
    this.name = 'DataDirLocked';
  }
}

interface Holder {
  pid: number;
  /** The holder's start time (Linux: clock ticks since boot, /proc/<pid>/stat), to tell a reused pid. */
  start: string | null;
}

/** When `pid` started (Linux), or `null` where that cannot be known. */
function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name "(…)": state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote the lock still runs. A pid that is gone, or now names a process
 * that started at another time (a restarted container reuses pids, our own included), is stale.
 */
function running(holder: Holder): boolean {
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = startOf(holder.pid);
  return !(holder.start && start && holder.start !== start);
}

function parse(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(value.pid) && value.pid! > 0
      ? { pid: value.pid!, start: typeof value.start === 'string' ? value.start : null }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The lock file's text, or `undefined` when there is none. */
function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function olderThan(file: string, ms: number, now: number): boolean {
  try {
    return now - statSync(file).mtimeMs > ms;
  } catch {
    return false;
  }
}

/** Makes `file` with `content`, or answers false when it exists (O_EXCL). */
function create(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release: () => void;
}

const held = new Set<string>();

/**
 * Locks `folder` for this process (the embedded database's DATA_DIR, issue 32 item 5): a file
 * `pglite.lock` made with O_EXCL that holds this process's pid and start time. PGlite is one
 * process's database; two servers on one folder each believe they own it and lose each other's
 * writes. A lock left by a process that is gone (a crash, SIGKILL, a power cut) is stale and
 * taken over: moved aside atomically, so of two processes that both found it stale only one
 * removes it. Throws DataDirLocked while another live process holds it. Released at exit.
 */
export function lockDataDir(folder: string): DataDirLock {
  const resolved = path.resolve(folder);
  if (held.has(resolved)) throw new Error(`${resolved} is already locked by this process`);
  mkdirSync(resolved, { recursive: true });
  const file = path.join(resolved, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, start: startOf(process.pid) } satisfies Holder);

  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (create(file, mine)) {
      held.add(resolved);
      const release = () => {
        if (!held.delete(resolved)) return;
        process.off('exit', release);
        if (readLock(file) === mine) unlinkSync(file);
      };
      process.on('exit', release);
      return { release };
    }
    const text = readLock(file);
    if (text === undefined) continue; // released meanwhile
    const holder = parse(text);
    if (holder ? running(holder) : !olderThan(file, EMPTY_LOCK_GRACE_MS, Date.now())) {
      throw new DataDirLocked(resolved, holder?.pid);
    }
    // Stale: move it aside, then make sure what moved is what was judged stale.
    const aside = `${file}.stale-${randomBytes(6).toString('hex')}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readLock(aside);
    unlinkSync(aside);
    if (moved !== text) {
      // Another process took the stale lock over between our read and our move: theirs is live.
      // Put it back if nobody holds the folder now, and give way.
      if (moved !== undefined) create(file, moved);
      throw new DataDirLocked(resolved, parse(moved ?? '')?.pid);
    }
  }
  throw new Error(`could not lock ${resolved}`);
}
