import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { HttpError } from '../errors';

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

/** Removes the `.tmp-` files in `folder` last written before `before`; answers how many. */
async function dropTemporary(folder: string, before: Date): Promise<number> {
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
}

/**
 * Writes `source` to a fresh `.tmp-` file in `folder` and answers its name, or removes what it
 * wrote and rethrows when `source` throws.
 */
async function writeTemporary(folder: string, source: AsyncIterable<Uint8Array>): Promise<string> {
  await mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `${TEMPORARY}${randomBytes(8).toString('hex')}`);
  const file = createWriteStream(temporary, { flags: 'wx' });
  try {
    await pipeline(Readable.from(source), file);
    return temporary;
  } catch (error) {
    // A source that fails at once can beat the file's opening: the stream opens it, then
    // closes it. Unlink after that, or the temporary file would outlive the request.
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
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
      const temporary = await writeTemporary(folder, source);
      try {
        await rename(temporary, target);
      } catch (error) {
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
    dropPartial: (before) => dropTemporary(folder, before),
  };
}

/** 503 `fileStorageUnavailable`: the S3 store did not answer, or refused (its cause kept for the log). */
export function storageUnavailable(cause: unknown): HttpError {
  const error = new HttpError(503, 'fileStorageUnavailable');
  error.cause = cause;
  return error;
}

/** Whether the S3 call failed because the object is not there (a 404), not because the store did. */
function notFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Runs one call to the store; anything it throws becomes 503 `fileStorageUnavailable`. */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw storageUnavailable(error);
  }
}

/** The client for one S3-compatible store: path-style addressing, a bounded wait for a store that is down. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // MinIO, Garage, Ceph and the CI's s3rver serve buckets in the path, not as host names.
    forcePathStyle: true,
    // The SDK's default CRC32 trailer (aws-chunked bodies) is AWS's own; Content-MD5 says the same to any store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * Files as objects in an S3-compatible bucket (docs/areas/files.md "Where the bytes live"), for servers
 * on more than one machine. An upload is written to a `.tmp-` file in `spool` first and sent with
 * one PutObject only once it is whole and checked: S3 needs the length up front, a refusal half-way
 * (a type, a size) never reaches the bucket, and a PutObject is whole or not at all — the store
 * checks the Content-MD5 and makes the object visible only when all of it arrived. No multipart
 * upload is ever begun (a file is 15 MB at most), so a crash leaves nothing in the bucket, only a
 * `.tmp-` file in `spool` for `dropPartial`. Every failure to reach the store is 503
 * `fileStorageUnavailable`; a refusal of `source` (413, 415, 422) passes through unchanged.
 */
export function s3Storage(settings: S3Settings, spool: string, client: S3Client = s3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  return {
    async put(key, source) {
      checkKey(key);
      const md5 = createHash('md5');
      let size = 0;
      const temporary = await writeTemporary(
        spool,
        (async function* () {
          for await (const chunk of source) {
            md5.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        })(),
      );
      try {
        await reach(() =>
          client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              Body: createReadStream(temporary),
              ContentLength: size,
              ContentMD5: md5.digest('base64'),
              ContentType: 'application/octet-stream',
            }),
          ),
        );
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    },
    async get(key) {
      checkKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`object ${key} came without a body`);
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw storageUnavailable(error);
      }
    },
    async delete(key) {
      checkKey(key);
      await reach(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await reach(() => client.send(new ListObjectsV2Command({ Bucket, ContinuationToken })));
        for (const object of page.Contents ?? []) {
          if (object.Key && KEY.test(object.Key) && object.LastModified) yield { key: object.Key, modified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    dropPartial: (before) => dropTemporary(spool, before),
  };
}

/**
 * The storage a server with these settings uses: the bucket in FILES_S3_* (uploads spooled in
 * `DATA_DIR/files-spool`), else the folder `DATA_DIR/files`.
 */
export function storageFor(config: { dataDir: string; filesS3?: S3Settings | undefined }): FileStorage {
  if (config.filesS3) return s3Storage(config.filesS3, path.join(config.dataDir, 'files-spool'));
  return diskStorage(path.join(config.dataDir, 'files'));
}
