import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_MAP_EMBED_URL } from '../src/domain/embeds';
import { passwordSchema } from '../src/domain/user';

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  adminEmail: string;
  /** Unset means: generate one if the first administrator has to be created. */
  adminPassword: string | undefined;
  /**
   * Demo data on an empty database: SEED_DEMO=1 or 0 says; unset, only on a server listening on
   * loopback (a server others can reach gets no demo user unless asked for).
   */
  seedDemo: boolean;
  /** The demo user's password (DEMO_PASSWORD); unset means one is generated and printed. */
  demoPassword: string | undefined;
  /** Sign-in attempts per minute at one e-mail from one address (a sign-in starts the count again). */
  loginRateLimit: number;
  /** Sign-in attempts per minute from one address, whatever e-mail they name. */
  loginAddressRateLimit: number;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client's address
   * (false: none, the connection's address counts; true: any, for a server only the proxy can
   * reach; else the proxies' addresses or CIDR ranges, comma-separated, or `loopback`).
   */
  trustProxy: boolean | string;
  staticDir: string;
  /** Secure cookies (and HSTS) when the portal is served over HTTPS. */
  cookieSecure: boolean;
  /** A session unused this long ends (SESSION_IDLE_HOURS, 12 by default); 30 days end it anyway. */
  sessionIdleMs: number;
  /** The dashboard map's address (VITE_MAP_EMBED_URL, the same variable the build reads). */
  mapEmbedUrl: string;
  /** TCMB's daily bulletin (`today.xml`), fetched once a day when set (TCMB_URL; docs/areas/exchange-rates.md). */
  tcmbUrl?: string | undefined;
  /**
   * Uploaded files in an S3-compatible bucket instead of `DATA_DIR/files` (FILES_S3_*; docs/areas/files.md
   * "Where the bytes live"). Unset: the folder.
   */
  filesS3?: S3Settings | undefined;
}

/** An S3-compatible bucket's address and keys (server/files/storage.ts). */
export interface S3Settings {
  /** `http(s)://host:port` of the S3 API; the bucket is addressed in the path (`/bucket/key`). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function trustProxy(value: string | undefined): boolean | string {
  const text = nonEmpty(value)?.trim();
  if (text === undefined || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return text;
}

/** Whether the server listens on this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function seedDemo(value: string | undefined, host: string): boolean {
  const text = nonEmpty(value)?.trim();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return isLoopback(host);
}

/** A password set in the environment follows the product's rule (10 characters, not a common one). */
function password(name: string, value: string | undefined): string | undefined {
  if (nonEmpty(value) === undefined) return undefined;
  const result = v.safeParse(passwordSchema, value);
  if (!result.success) throw new Error(`${name} must be at least 10 characters and not a common password`);
  return result.output;
}

const HOUR_MS = 60 * 60 * 1000;

function positiveHours(name: string, value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === undefined) return fallback * HOUR_MS;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number of hours, got "${value}"`);
  return Math.round(parsed * HOUR_MS);
}

/**
 * FILES_S3_ENDPOINT, FILES_S3_BUCKET, FILES_S3_ACCESS_KEY and FILES_S3_SECRET_KEY together (FILES_S3_REGION
 * `us-east-1` unless set), or none of them: half a setting would store files where the next
 * server does not look, so it stops the start.
 */
function filesS3(env: Env): S3Settings | undefined {
  const names = ['FILES_S3_ENDPOINT', 'FILES_S3_BUCKET', 'FILES_S3_ACCESS_KEY', 'FILES_S3_SECRET_KEY'] as const;
  const [endpoint, bucket, accessKeyId, secretAccessKey] = names.map((name) => nonEmpty(env[name])?.trim());
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return undefined;
  const missing = names.filter((name) => !nonEmpty(env[name]));
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) throw new Error(`files in S3 need ${missing.join(', ')} as well`);
  if (!/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw new Error(`FILES_S3_ENDPOINT must be http(s)://host[:port], got "${endpoint}"`);
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: nonEmpty(env.FILES_S3_REGION)?.trim() ?? 'us-east-1' };
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  return {
    port: positiveInt('PORT', env.PORT, 3000),
    host,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminEmail: (nonEmpty(env.ADMIN_EMAIL) ?? 'admin@example.com').trim().toLowerCase(),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    seedDemo: seedDemo(env.SEED_DEMO, host),
    demoPassword: password('DEMO_PASSWORD', env.DEMO_PASSWORD),
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    loginAddressRateLimit: positiveInt('LOGIN_ADDRESS_RATE_LIMIT', env.LOGIN_ADDRESS_RATE_LIMIT, 30),
    trustProxy: trustProxy(env.TRUST_PROXY),
    staticDir: path.resolve(nonEmpty(env.STATIC_DIR) ?? './dist'),
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    sessionIdleMs: positiveHours('SESSION_IDLE_HOURS', env.SESSION_IDLE_HOURS, 12),
    mapEmbedUrl: nonEmpty(env.VITE_MAP_EMBED_URL) ?? DEFAULT_MAP_EMBED_URL,
    tcmbUrl: nonEmpty(env.TCMB_URL)?.trim(),
    filesS3: filesS3(env),
  };
}
