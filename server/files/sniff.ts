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

/** Roots that make a document a page or a program (HTML, SVG, an XSLT stylesheet), not data. */
const ACTIVE_ROOTS = new Set(['html', 'xhtml', 'svg', 'script', 'stylesheet', 'transform']);

/** Text that never belongs in an e-invoice: a script tag, and the namespaces of pages and programs. */
const FORBIDDEN_TEXT = ['<script', 'http://www.w3.org/1999/xhtml', 'http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xsl/transform'];
const TEXT_OVERLAP = Math.max(...FORBIDDEN_TEXT.map((needle) => needle.length)) - 1;

/** Longer names are cut here: enough to tell `xml-stylesheet` or `onload` apart. */
const NAME_LIMIT = 64;

/** The reader's states: where in the markup the last byte left it. */
const S = {
  Text: 0,
  Open: 1,
  ElementName: 2,
  InTag: 3,
  AttrName: 4,
  AfterAttrName: 5,
  BeforeValue: 6,
  QuotedValue: 7,
  BareValue: 8,
  EndTag: 9,
  PiTarget: 10,
  Pi: 11,
  Bang: 12,
  Comment: 13,
  Cdata: 14,
} as const;

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const lower = (c: number) => (c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1);

/**
 * Reads an XML file as it streams past (UTF-8 bytes, any chunking, linear in its length) and says
 * whether it is data only (docs/architecture.md §5): no HTML, SVG or XSLT root, no element of their
 * namespaces, no `<script` anywhere, no event-handler attribute (`onload=`), no
 * `<?xml-stylesheet?>` and no DOCTYPE (which could declare entities; an e-invoice has none). A
 * browser that renders such a file could run script; data never needs any of it.
 */
export class XmlDataGuard {
  private state: number = S.Text;
  private name = '';
  private quote = 0;
  private run = 0;
  private sawRoot = false;
  private tail = '';
  /** Why the file is refused, once it is. */
  refused: string | undefined;

  feed(chunk: Uint8Array): boolean {
    if (this.refused) return false;
    const text = this.tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1').toLowerCase();
    for (const needle of FORBIDDEN_TEXT) {
      if (text.includes(needle)) return this.refuse(needle);
    }
    this.tail = text.slice(-TEXT_OVERLAP);
    for (let i = 0; i < chunk.length && !this.refused; i += 1) this.step(lower(chunk[i]!));
    return !this.refused;
  }

  private refuse(reason: string): false {
    this.refused = reason;
    return false;
  }

  private append(c: number): void {
    if (this.name.length < NAME_LIMIT) this.name += String.fromCharCode(c);
  }

  private element(): void {
    const local = localName(this.name);
    if (!this.sawRoot && ACTIVE_ROOTS.has(local)) this.refuse(`<${this.name}> root`);
    else if (local === 'script') this.refuse('<script>');
    this.sawRoot = true;
  }

  private attribute(): void {
    const local = localName(this.name);
    if (local.length > 2 && local.startsWith('on')) this.refuse(`${this.name}= attribute`);
  }

  private step(c: number): void {
    switch (this.state) {
      case S.Text:
        if (c === 0x3c) this.state = S.Open;
        return;
      case S.Open:
        this.name = '';
        if (c === 0x3f) this.state = S.PiTarget;
        else if (c === 0x21) this.state = S.Bang;
        else if (c === 0x2f) this.state = S.EndTag;
        else if (isSpace(c) || c === 0x3e || c === 0x3c) this.state = c === 0x3c ? S.Open : S.Text;
        else {
          this.append(c);
          this.state = S.ElementName;
        }
        return;
      case S.ElementName:
        if (isSpace(c) || c === 0x2f || c === 0x3e) {
          this.element();
          this.state = c === 0x3e ? S.Text : S.InTag;
        } else this.append(c);
        return;
      case S.InTag:
        if (c === 0x3e) this.state = S.Text;
        else if (!isSpace(c) && c !== 0x2f) {
          this.name = '';
          this.append(c);
          this.state = S.AttrName;
        }
        return;
      case S.AttrName:
        if (c === 0x3d || isSpace(c) || c === 0x3e || c === 0x2f) {
          this.attribute();
          this.state = c === 0x3d ? S.BeforeValue : c === 0x3e ? S.Text : isSpace(c) ? S.AfterAttrName : S.InTag;
        } else this.append(c);
        return;
      case S.AfterAttrName:
        if (c === 0x3d) this.state = S.BeforeValue;
        else if (c === 0x3e) this.state = S.Text;
        else if (!isSpace(c)) {
          this.name = '';
          this.append(c);
          this.state = S.AttrName;
        }
        return;
      case S.BeforeValue:
        if (c === 0x22 || c === 0x27) {
          this.quote = c;
          this.state = S.QuotedValue;
        } else if (c === 0x3e) this.state = S.Text;
        else if (!isSpace(c)) this.state = S.BareValue;
        return;
      case S.QuotedValue:
        if (c === this.quote) this.state = S.InTag;
        return;
      case S.BareValue:
        if (c === 0x3e) this.state = S.Text;
        else if (isSpace(c)) this.state = S.InTag;
        return;
      case S.EndTag:
        if (c === 0x3e) this.state = S.Text;
        return;
      case S.PiTarget:
        if (isSpace(c) || c === 0x3f) {
          if (this.name === 'xml-stylesheet') this.refuse('<?xml-stylesheet?>');
          this.run = c === 0x3f ? 1 : 0;
          this.state = S.Pi;
        } else this.append(c);
        return;
      case S.Pi:
        if (c === 0x3e && this.run > 0) this.state = S.Text;
        else this.run = c === 0x3f ? 1 : 0;
        return;
      case S.Bang:
        this.append(c);
        if (this.name === '--') {
          this.run = 0;
          this.state = S.Comment;
        } else if (this.name === '[cdata[') {
          this.run = 0;
          this.state = S.Cdata;
        } else if (!'--'.startsWith(this.name) && !'[cdata['.startsWith(this.name)) {
          // A DOCTYPE (which could declare entities), or markup no data file has.
          this.refuse(`<!${this.name}`);
        }
        return;
      case S.Comment:
        if (c === 0x3e && this.run >= 2) this.state = S.Text;
        else this.run = c === 0x2d ? this.run + 1 : 0;
        return;
      case S.Cdata:
        if (c === 0x3e && this.run >= 2) this.state = S.Text;
        else this.run = c === 0x5d ? this.run + 1 : 0;
        return;
    }
  }
}

/**
 * The type of a file from its first bytes (magic numbers), or `undefined` when it is none of the
 * allowed types (docs/architecture.md §5). The client's name and mimetype play no part: `x.pdf` sent as
 * application/pdf that starts with `MZ` is a Windows executable and is refused. Whatever file-type
 * names and we do not allow (an executable, a ZIP, a camera raw) is refused outright; only what it
 * cannot name at all gets the TIFF and XML checks above.
 */
export async function sniffFileType(head: Uint8Array): Promise<AllowedFileType | undefined> {
  if (head.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(head);
  if (detected) return allowed.has(detected.mime) ? (detected.mime as AllowedFileType) : undefined;
  if (isTiffHeader(head)) return 'image/tiff';
  if (isXml(head)) return new XmlDataGuard().feed(head) ? 'application/xml' : undefined;
  return undefined;
}
