import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The data folder (DATA_DIR: the embedded database's files, the uploads) is the server's alone.
 * From here on the process creates files 0600 and folders 0700 (umask 077), the folder is made so,
 * and what is already in it is tightened: group and others lose every right, on every folder and
 * file (links are left alone). Returns how many entries were tightened.
 */
export function secureDataDir(dir: string): number {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const at = pending.pop() ?? dir;
    const stat = lstatSync(at);
    if (stat.isSymbolicLink()) continue;
    const mode = stat.mode & 0o7777;
    const wanted = stat.isDirectory() ? 0o700 : mode & 0o700;
    if (mode !== wanted) {
      try {
        chmodSync(at, wanted);
        tightened++;
      } catch (error) {
        console.warn(`${at}: izinler daraltılamadı / could not restrict permissions (${(error as Error).message})`);
      }
    }
    if (stat.isDirectory()) for (const name of readdirSync(at)) pending.push(path.join(at, name));
  }
  return tightened;
}
