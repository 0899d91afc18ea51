import ky, { HTTPError } from 'ky';
import type { ErrorBody, FieldError } from '../domain/validation';

/** Every failed call becomes one of these; `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldError[] {
    return this.body.errors ?? [];
  }

  get isOffline(): boolean {
    return this.status === 0;
  }
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/** ky with the spec's conventions (docs/architecture.md §6): base /api, cookies, XSRF header, no timeout. */
export const http = ky.create({
  prefixUrl: '/api',
  credentials: 'include',
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        // Only writes carry the token; a read skips document.cookie (a synchronous, slow call).
        if (request.method === 'GET' || request.method === 'HEAD') return;
        const token = readCookie('XSRF-TOKEN');
        if (token) request.headers.set('X-XSRF-TOKEN', token);
      },
    ],
  },
});

/** An error answer's body read from its text (an upload's XHR or tus answer); a non-JSON page is `serverError`. */
export function errorBodyOf(text: string): ErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).message === 'string') return parsed as ErrorBody;
  } catch {
    // Not JSON (a proxy's error page, say).
  }
  return { message: 'serverError' };
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    let body: ErrorBody = { message: 'serverError' };
    try {
      const parsed: unknown = await error.response.json();
      if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as ErrorBody;
    } catch {
      // Not JSON (a proxy page, say): keep the generic message.
    }
    return new ApiError(error.response.status, body);
  }
  return new ApiError(0, { message: 'networkError' });
}

/** Runs a call and converts whatever it throws into an ApiError. */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * The server hands out the XSRF-TOKEN cookie on any response; a write made before any read (the
 * sign-in form after the cookie was cleared, say) first fetches one.
 */
async function ensureXsrfCookie(): Promise<void> {
  if (readCookie('XSRF-TOKEN')) return;
  await http.get('auth/login-check', { throwHttpErrors: false });
}

function write<T>(method: 'post' | 'put' | 'delete', path: string, json?: unknown): Promise<T> {
  return call(async () => {
    await ensureXsrfCookie();
    return http[method](path, json === undefined ? undefined : { json }).json<T>();
  });
}

/** A response as it came, for callers that handle every status themselves (the outbox replay). */
export interface RawResponse {
  status: number;
  body: unknown;
}

/**
 * Sends one request and returns its status and JSON body whatever the status; only an unreachable
 * server throws (ApiError with status 0).
 */
export async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  try {
    if (method !== 'GET') await ensureXsrfCookie();
    const response = await http(path, {
      method,
      json: options.json,
      headers: options.headers,
      throwHttpErrors: false,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { message: 'serverError' };
    }
    return { status: response.status, body };
  } catch {
    throw new ApiError(0, { message: 'networkError' });
  }
}

export const api = {
  get: <T>(path: string, searchParams?: Record<string, string | number>) =>
    call(() => http.get(path, searchParams ? { searchParams } : undefined).json<T>()),
  post: <T>(path: string, json?: unknown) => write<T>('post', path, json),
  put: <T>(path: string, json?: unknown) => write<T>('put', path, json),
  delete: <T>(path: string) => write<T>('delete', path),
  /** A multipart POST (`form` holds the file and its fields). */
  upload: <T>(path: string, form: FormData) =>
    call(async () => {
      await ensureXsrfCookie();
      return http.post(path, { body: form }).json<T>();
    }),
};
