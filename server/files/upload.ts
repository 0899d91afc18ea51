import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_FILE_BYTES, type AllowedFileType } from '../../src/domain/file';
import { HttpError } from '../errors';
import { SNIFF_BYTES, sniffFileType, XmlDataGuard } from './sniff';
import type { FileStorage } from './storage';

/** A file whose bytes are stored under `key` and which no row refers to yet. */
export interface ReceivedFile {
  key: string;
  name: string;
  type: AllowedFileType;
  size: number;
}

export const fileTooLarge = () => new HttpError(413, 'fileTooLarge');
export const fileTypeNotAllowed = () => new HttpError(415, 'fileTypeNotAllowed');
export const fileRequired = () => HttpError.validation([{ path: 'file', message: 'required' }]);

/**
 * What the multipart parser yields, with its complaints (a body cut short, a missing boundary,
 * a limit of ours) as 400: malformed input, never a 500. Only the parser's errors pass through
 * here; a consumer that stops early ends the generator without one.
 */
export async function* readParser<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    throw error instanceof HttpError ? error : new HttpError(400, 'badRequest');
  }
}

const EXTENSIONS: Record<AllowedFileType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/xml': 'xml',
};

/**
 * The client's file name, made harmless to keep and show: the last path segment, without control
 * characters and the bidirectional overrides that can disguise an extension ("fatura<U+202E>fdp.exe"),
 * NFC-normalised, at most 200 characters. An empty name becomes `dosya.<ext>` of the sniffed type.
 */
export function cleanFileName(raw: string | undefined, type: AllowedFileType): string {
  // Browsers send `"` and line breaks in a form's file name as %22, %0D, %0A (WHATWG
  // multipart/form-data encoding); the parser leaves them so.
  let name = (raw ?? '')
    .replace(/%22/g, '"')
    .replace(/%0D|%0A/gi, '')
    .normalize('NFC');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  name = Array.from(name).slice(0, 200).join('').trim();
  return name || `dosya.${EXTENSIONS[type]}`;
}

/**
 * The upload's bytes on their way to storage, checked as they pass: the first SNIFF_BYTES are held
 * back until their type is known, so nothing of a refused type is ever written; past that the
 * bytes flow through, an XML file's read whole by XmlDataGuard on the way, which may still refuse it.
 * The parser stops the file at MAX_FILE_BYTES (`truncated`). A refusal keeps reading to the end of
 * the part without writing, so the rest of the request is still parsed, and then throws, which
 * makes the storage drop what it has.
 */
async function* checked(
  source: AsyncIterable<Buffer>,
  seen: { size: number; type?: AllowedFileType },
  truncated: () => boolean,
): AsyncGenerator<Uint8Array> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let sniffed = false;
  let refused = false;
  // XML is read to its end: a script can hide anywhere in it, not only in the head.
  let guard: XmlDataGuard | undefined;
  const sniff = async (head: Buffer) => {
    seen.type = await sniffFileType(head);
    if (seen.type === 'application/xml') {
      guard = new XmlDataGuard();
      for (const chunk of held) guard.feed(chunk);
      if (guard.refused) seen.type = undefined;
    }
    return seen.type !== undefined;
  };
  for await (const chunk of source) {
    seen.size += chunk.length;
    if (refused) continue;
    if (sniffed) {
      if (guard && !guard.feed(chunk)) {
        refused = true;
        continue;
      }
      yield chunk;
      continue;
    }
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes < SNIFF_BYTES) continue;
    sniffed = true;
    if (!(await sniff(Buffer.concat(held).subarray(0, SNIFF_BYTES)))) refused = true;
    else yield* held;
    held = [];
  }
  if (truncated()) throw fileTooLarge();
  if (refused) throw fileTypeNotAllowed();
  if (!sniffed) {
    if (seen.size === 0) throw fileRequired();
    if (!(await sniff(Buffer.concat(held)))) throw fileTypeNotAllowed();
    yield* held;
  }
}

/**
 * Stores one multipart file part under a fresh storage key, or throws 413 `fileTooLarge`,
 * 415 `fileTypeNotAllowed` or 422 (an empty file) having stored nothing. The part is read to its
 * end either way.
 */
export async function receiveFile(storage: FileStorage, part: MultipartFile): Promise<ReceivedFile> {
  const key = randomUUID();
  const seen: { size: number; type?: AllowedFileType } = { size: 0 };
  try {
    await storage.put(
      key,
      checked(readParser(part.file as AsyncIterable<Buffer>), seen, () => part.file.truncated),
    );
  } catch (error) {
    // Storage failed before reading it all (a full disk, say): let the parser reach the next part.
    part.file.resume();
    throw error;
  }
  if (!seen.type || seen.size > MAX_FILE_BYTES) {
    // Unreachable: checked() throws first. Kept so a change there cannot store an unchecked file.
    await storage.delete(key);
    throw fileTypeNotAllowed();
  }
  return { key, name: cleanFileName(part.filename, seen.type), type: seen.type, size: seen.size };
}

/**
 * Stores bytes that arrived some other way than one multipart part (a finished resumable upload,
 * docs/areas/files.md §4) under a fresh storage key, through the same checks as receiveFile: 413
 * past MAX_FILE_BYTES, 415 by content, 422 when empty, having stored nothing.
 */
export async function receiveBytes(
  storage: FileStorage,
  source: AsyncIterable<Buffer>,
  rawName: string | undefined,
): Promise<ReceivedFile> {
  const key = randomUUID();
  const seen: { size: number; type?: AllowedFileType } = { size: 0 };
  await storage.put(
    key,
    checked(source, seen, () => seen.size > MAX_FILE_BYTES),
  );
  if (!seen.type || seen.size > MAX_FILE_BYTES) {
    await storage.delete(key);
    throw fileTypeNotAllowed();
  }
  return { key, name: cleanFileName(rawName, seen.type), type: seen.type, size: seen.size };
}

/** Reads a part to its end without keeping it. */
export async function drain(file: MultipartFile['file']): Promise<void> {
  for await (const _chunk of readParser(file as AsyncIterable<Buffer>)) {
    // discard
  }
}
