import { DetailedError, Upload, type HttpStack, type UrlStorage } from 'tus-js-client';
import type { UploadedFile } from '../domain/file';
import { ApiError, errorBodyOf } from './api';

/** Where the server takes resumable uploads (docs/areas/files.md §4). */
export const TUS_ENDPOINT = '/api/file/tus';

/**
 * Bytes per PATCH. A piece costs one round trip (700 ms on a satellite link), so not too small;
 * what a dropped piece had sent is kept by the server, so not for resuming's sake either.
 */
export const TUS_CHUNK_BYTES = 2 * 1024 * 1024;

/** The server offers no resumable uploads (its creation answered 404 or 405): use file/single. */
export class ResumableUnavailable extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: callers tell this error by its class
    super('resumable uploads are not offered');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the class's name, for developers
    this.name = 'ResumableUnavailable';
  }
}

export interface ResumableOptions {
  /** The file's uuid: the upload's URL, the stored file's `_id`, and the key a resume is found by. */
  id: string;
  onProgress?: (progress: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
}

/** What the browser leaves at its defaults and tests set: the server's address, headers, storage. */
export interface ResumableSettings {
  endpoint?: string;
  /** Headers of every request (the anti-forgery token; a test's cookie), read per upload. */
  headers?: () => Record<string, string>;
  urlStorage?: UrlStorage;
  httpStack?: HttpStack;
  /** Waits between automatic retries while online; none when offline (tus-js-client's rule). */
  retryDelays?: number[];
}

function isUploadedFile(value: unknown): value is UploadedFile {
  const file = value as UploadedFile | null;
  return !!file && typeof file._id === 'string' && typeof file.path === 'string' && typeof file.size === 'number';
}

/**
 * The stored file's record: the finishing answer's JSON body, or the `Upload-Record` header a HEAD
 * of an upload finished earlier carries (its answer was lost, or the tab closed right after).
 */
function recordOf(response: { getHeader(name: string): string | undefined; getBody(): string }): UploadedFile | undefined {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a header name
  const header = response.getHeader('Upload-Record');
  for (const text of [header ? decodeURIComponent(header) : undefined, response.getBody()]) {
    if (!text) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      if (isUploadedFile(parsed)) return parsed;
    } catch {
      // Not this one.
    }
  }
  return undefined;
}

/**
 * Uploads one file with the tus protocol (tus-js-client), resumably: in pieces from where the
 * server says it got to, after a dropped link (tus-js-client retries while online) and after a
 * reload (the upload's URL is kept under the file's id in the browser's storage, and the server
 * also finds an upload by its id). Rejects with ApiError like uploadFile: the server's status and
 * body, status 0 when it could not be reached; ResumableUnavailable when the server offers no tus;
 * the signal's reason when aborted (the server keeps what it got for a later resume).
 */
export async function uploadResumable(file: Blob & { name: string }, options: ResumableOptions, settings: ResumableSettings = {}): Promise<UploadedFile> {
  const { id, onProgress, signal } = options;
  signal?.throwIfAborted();
  return new Promise<UploadedFile>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: settings.endpoint ?? TUS_ENDPOINT,
      metadata: { filename: file.name, fileId: id },
      headers: settings.headers?.() ?? {},
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: settings.retryDelays ?? [0, 1000, 3000, 5000, 10000],
      fingerprint: async () => `portal-tus::${id}`,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      ...(settings.urlStorage ? { urlStorage: settings.urlStorage } : {}),
      ...(settings.httpStack ? { httpStack: settings.httpStack } : {}),
      onProgress: (loaded, total) => onProgress?.({ loaded, total }),
      onSuccess: ({ lastResponse }) => {
        signal?.removeEventListener('abort', onAbort);
        const record = recordOf(lastResponse);
        if (record) resolve(record);
        else reject(new ApiError(lastResponse.getStatus() || 500, { message: 'serverError' }));
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        const response = error instanceof DetailedError ? error.originalResponse : null;
        const request = error instanceof DetailedError ? error.originalRequest : null;
        const status = response?.getStatus() ?? 0;
        if (request?.getMethod() === 'POST' && (status === 404 || status === 405)) reject(new ResumableUnavailable());
        else if (!response || status === 0) reject(new ApiError(0, { message: 'networkError' }));
        else reject(new ApiError(status, errorBodyOf(response.getBody())));
      },
    });
    const onAbort = () => {
      void upload.abort(false);
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (signal?.aborted) return;
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
