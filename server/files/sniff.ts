import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_FILE_TYPES, type AllowedFileType } from '../../src/domain/file';

/**
 * How much of the start of a file the sniffer looks at. file-type needs 4100 bytes for what it
 * knows; more lets it read a TIFF's first directory when that follows the header closely.
 */
export const SNIFF_BYTES = 64 * 1024;

const allowed = new Set<string>(ALLOWED_FILE_TYPES);

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, i) => head[offset + i] === byte);
}

/**
 * TIFF's header (classic and BigTIFF, either byte order). file-type reads on to the first image
 * directory to tell camera raw formats apart; writers usually put that directory after the
 * image data, out of reach of the head, where file-type then says nothing.
 */
function isTiffHeader(head: Uint8Array): boolean {
  return (
    startsWith(head, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(head, [0x49, 0x49, 0x2b, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2b])
  );
}

/**
 * XML in UTF-8: an optional byte-order mark and white space, then `<` and the start of a
 * declaration, comment, doctype or element (`<?xml`, `<!--`, `<Invoice`). file-type knows only
 * documents that open with `<?xml `; e-invoices (UBL) often start with the root element. A NUL
 * byte in the head means binary content, never UTF-8 text.
 */
function isXml(head: Uint8Array): boolean {
  if (head.includes(0x00)) return false;
  let i = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[i]!)) i += 1;
  if (head[i] !== 0x3c) return false;
  const next = head[i + 1];
  if (next === undefined) return false;
  // HTML is not XML we want: it would only ever be served as a download, but no e-invoice is one.
  const opening = new TextDecoder('latin1').decode(head.subarray(i, i + 15)).toLowerCase();
  if (opening.startsWith('<html') || opening.startsWith('<!doctype html')) return false;
  // `?` `!` `_` `:` or an ASCII letter; a non-ASCII name start (UTF-8 lead byte) too.
  return next === 0x3f || next === 0x21 || next === 0x5f || next === 0x3a || /[A-Za-z]/.test(String.fromCharCode(next)) || next >= 0xc2;
}

/**
 * The type of a file from its first bytes (magic numbers), or `undefined` when it is none of the
 * allowed types (ARCHITECTURE §3.4). The client's name and mimetype play no part: `x.pdf` sent as
 * application/pdf that starts with `MZ` is a Windows executable and is refused. Whatever file-type
 * names and we do not allow (an executable, a ZIP, a camera raw) is refused outright; only what it
 * cannot name at all gets the TIFF and XML checks above.
 */
export async function sniffFileType(head: Uint8Array): Promise<AllowedFileType | undefined> {
  if (head.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(head);
  if (detected) return allowed.has(detected.mime) ? (detected.mime as AllowedFileType) : undefined;
  if (isTiffHeader(head)) return 'image/tiff';
  if (isXml(head)) return 'application/xml';
  return undefined;
}
