import { crc32, deflateSync } from 'node:zlib';

/**
 * The first bytes of each kind of file the server must tell apart: enough for its sniffer (magic
 * numbers and headers), not necessarily a picture a viewer could open.
 */
const bytes = (...parts: Array<string | number[] | Uint8Array>): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = bytes(type, data);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return bytes(length, body, crc);
}

function png(): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x1e, 0x90, 0xff]))),
    pngChunk('IEND', new Uint8Array(0)),
  );
}

/** A little-endian TIFF whose one image directory sits at `directoryAt` (writers often put it last). */
function tiff(directoryAt: number): Uint8Array<ArrayBuffer> {
  const b = Buffer.alloc(directoryAt + 18);
  b.write('II', 0, 'latin1');
  b.writeUInt16LE(42, 2);
  b.writeUInt32LE(directoryAt, 4);
  b.writeUInt16LE(1, directoryAt); // one tag: ImageWidth = 1
  b.writeUInt16LE(256, directoryAt + 2);
  b.writeUInt16LE(3, directoryAt + 4);
  b.writeUInt32LE(1, directoryAt + 6);
  b.writeUInt16LE(1, directoryAt + 10);
  return new Uint8Array(b);
}

const isoBox = (brand: string) => bytes([0, 0, 0, 0x18], `ftyp${brand}`, [0, 0, 0, 0], `mif1${brand}`, new Uint8Array(64));

export const fixtures = {
  pdf: bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: png(),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xd9]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0x18, 0, 0, 0], new Uint8Array(24)),
  tiff: tiff(8),
  tiffDirectoryAtTheEnd: tiff(200_000),
  heic: isoBox('heic'),
  heif: isoBox('mif1'),
  xml: bytes('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>\n'),
  xmlWithoutDeclaration: bytes('\n  <Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>GIB2026</ID></Invoice>'),
  xmlWithBom: bytes([0xef, 0xbb, 0xbf], '<Invoice/>'),
  windowsExe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], new Uint8Array(200)),
  elf: bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Uint8Array(200)),
  zip: bytes([0x50, 0x4b, 3, 4], new Uint8Array(200)),
  text: bytes('just some text, no magic at all'),
  html: bytes('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]),
  /** A real-looking UBL e-invoice: namespaces, attributes, a comment, CDATA, a processing instruction. */
  ublInvoice: bytes(
    '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-model href="UBL-Invoice-2.1.sch"?>\n',
    '<!-- GİB e-Fatura -->\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ',
    'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    '<cbc:ID>GIB2026000000001</cbc:ID><cbc:Note><![CDATA[Ödeme > 30 gün; "on=" yazılı not]]></cbc:Note>',
    '<cbc:Note>Sipariş onaylandı one = two</cbc:Note>',
    '<cbc:PayableAmount currencyID="TRY" note=\'a > b\'>18500.00</cbc:PayableAmount></Invoice>\n',
  ),
};

/** XML that a browser could run script from, each refused as not data (415). */
export const activeXml: Record<string, Uint8Array<ArrayBuffer>> = {
  svgScript: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'),
  svgOnload: bytes('<svg onload="alert(1)"/>'),
  bareScript: bytes('<script>alert(1)</script>'),
  prefixedScript: bytes('<Invoice><x:script xmlns:x="urn:x">alert(1)</x:script></Invoice>'),
  bodyOnload: bytes('<body onload="alert(1)">x</body>'),
  onloadInNestedElement: bytes('<Invoice><Note a="1>" OnClick = \'alert(1)\'>x</Note></Invoice>'),
  xhtml: bytes('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'),
  xhtmlInsideData: bytes('<Invoice><div xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></div></Invoice>'),
  xslt: bytes('<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>'),
  xsltTransform: bytes('<t:transform version="1.0" xmlns:t="urn:other"/>'),
  stylesheetInstruction: bytes('<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/api/file/x"?><Invoice/>'),
  doctypeEntities: bytes('<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice>&x;</Invoice>'),
  lowerDoctype: bytes('<!doctype Invoice SYSTEM "http://example.com/x.dtd"><Invoice/>'),
  // Past the 64 KiB the sniffer looks at: the whole file is read.
  scriptAfterTheHead: bytes('<Invoice><Note>', 'a'.repeat(200_000), '</Note><script>alert(1)</script></Invoice>'),
  handlerAfterTheHead: bytes('<Invoice><Note>', 'a'.repeat(200_000), '</Note><Note onmouseover="alert(1)"/></Invoice>'),
};

/** A PDF of exactly `size` bytes: the header, then padding. */
export function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(size);
  file.set(fixtures.pdf.subarray(0, Math.min(size, fixtures.pdf.length)));
  return file;
}
