import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files' bytes live (docs/architecture.md §5): the one module that knows, so an
 * S3-compatible store can replace the folder without touching its callers. Keys are opaque
 * names the caller makes (`[a-z0-9-]`); an object is either wholly there or not at all.
 */
export interface FileStorage {
  /**
   * Stores the bytes `source` yields under `key`. If `source` throws (a refusal half-way through,
   * a dropped connection) nothing is left behind and the error is rethrown.
   */
  put(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored bytes and their size, or `undefined` when there is no such object. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object's key and when it was written: what the sweep (file-sweep.ts) looks through. */
  list(): AsyncIterable<StoredObject>;
  /** Removes what writes that never finished (a crash) left, begun before `before`; answers how many. */
  dropPartial(before: Date): Promise<number>;
}

export interface StoredObject {
  key: string;
  modified: Date;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,127}$/;
const TEMPORARY = '.tmp-';

/** The folder's entries, none when it does not exist yet. */
async function entries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** When the file was last written, or `undefined` when it is gone or not a plain file. */
async function modifiedAt(file: string): Promise<Date | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.mtime : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/**
 * Files in one folder (`DATA_DIR/files`), written to a temporary name (`.tmp-…`) and renamed on
 * success: a reader never sees half a file, and a crash leaves only a `.tmp-` name to sweep.
 * The folder is made on the first write, so a server that never stores a file makes none.
 */
export function diskStorage(folder: string): FileStorage {
  const pathOf = (key: string) => path.join(folder, checkKey(key));
  return {
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `${TEMPORARY}${randomBytes(8).toString('hex')}`);
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(Readable.from(source), sink);
        await rename(temporary, target);
      } catch (error) {
        // A source that fails at once can beat the file's opening: the stream opens it, then
        // closes it. Unlink after that, or the temporary file would outlive the request.
        if (!sink.closed) await once(sink, 'close').catch(() => undefined);
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async *list() {
      for (const name of await entries(folder)) {
        if (!KEY.test(name)) continue;
        const modified = await modifiedAt(path.join(folder, name));
        if (modified) yield { key: name, modified };
      }
    },
    async dropPartial(before) {
      let dropped = 0;
      for (const name of await entries(folder)) {
        if (!name.startsWith(TEMPORARY)) continue;
        const file = path.join(folder, name);
        const modified = await modifiedAt(file);
        if (!modified || modified >= before) continue;
        await unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        dropped += 1;
      }
      return dropped;
    },
  };
}

/** The storage a server with this data folder uses: `DATA_DIR/files`. */
export function storageFor(config: { dataDir: string }): FileStorage {
  return diskStorage(path.join(config.dataDir, 'files'));
}
