import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from node:crypto needs no native add-on. The parameters are stored with each hash so
// they can be raised later without invalidating existing passwords: a hash made at a lower cost
// is made again at the next sign-in (needsRehash).

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt setting: N = 2^17, r = 8, p = 1 (128 MiB and a few hundred ms per hash). */
export const PASSWORD_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

let target: Readonly<ScryptParams> = PASSWORD_PARAMS;

/**
 * For tests only, which make hundreds of users and sign-ins: new hashes at a lower cost (undefined:
 * back to PASSWORD_PARAMS). The server never calls it.
 */
export function setPasswordCostForTests(params: ScryptParams | undefined): void {
  target = params ?? PASSWORD_PARAMS;
}

/** The memory one derivation takes (scrypt's 128 · N · r bytes). */
const memoryOf = ({ N, r }: ScryptParams) => 128 * N * r;

/**
 * At most this much memory in derivations at once (two at the default cost, 256 MiB): sign-ins
 * beyond it wait their turn instead of growing the process by 128 MiB each.
 */
const MEMORY_BUDGET = 2 * memoryOf(PASSWORD_PARAMS);
let memoryInUse = 0;
const waiting: Array<() => void> = [];

async function withMemory<T>(bytes: number, work: () => Promise<T>): Promise<T> {
  while (memoryInUse > 0 && memoryInUse + bytes > MEMORY_BUDGET) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  memoryInUse += bytes;
  try {
    return await work();
  } finally {
    memoryInUse -= bytes;
    for (const wake of waiting.splice(0)) wake();
  }
}

/** Parameters a stored hash may name: N a power of two within the budget, r and p small. */
function usable({ N, r, p }: ScryptParams): boolean {
  return (
    Number.isInteger(N) &&
    N > 1 &&
    (N & (N - 1)) === 0 &&
    [r, p].every((x) => Number.isInteger(x) && x >= 1 && x <= 16) &&
    memoryOf({ N, r, p }) <= MEMORY_BUDGET
  );
}

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const memory = memoryOf(params);
  return withMemory(
    memory,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, { ...params, maxmem: memory + 16 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const params = target;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, n, r, p, saltText, hashText] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!usable(params)) return undefined;
  return { params, salt: Buffer.from(saltText, 'base64url'), hash: Buffer.from(hashText, 'base64url') };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored) return false;
  const key = await derive(password, stored.salt, stored.hash.length, stored.params);
  return key.length === stored.hash.length && timingSafeEqual(key, stored.hash);
}

/** Whether a hash was made at a lower cost than new hashes get: sign-in then makes it again. */
export function needsRehash(encoded: string): boolean {
  const stored = parse(encoded);
  if (!stored) return false;
  const { N, r, p } = stored.params;
  return N < target.N || r < target.r || p < target.p || stored.hash.length < KEY_LENGTH;
}

/**
 * A hash of a random password, checked when the e-mail is unknown so that a failed sign-in takes
 * the same time either way and does not reveal which addresses exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
