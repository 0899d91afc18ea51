import { decodePDFRawStream, PDFDocument, PDFRawStream } from '@cantoo/pdf-lib';

// The text of a PDF made by pdf-lib with one embedded font: its content streams show glyph ids in
// hex (`<00120034> Tj`), and the font's ToUnicode CMap maps them back. Enough for a test to read
// what the letter says without a PDF renderer.

function cmapOf(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(from!, 16), hexText(to!));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, to] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const start = Number.parseInt(lo!, 16);
      const base = Number.parseInt(to!, 16);
      for (let id = start; id <= Number.parseInt(hi!, 16); id++) map.set(id, String.fromCodePoint(base + id - start));
    }
  }
  return map;
}

/** The lines of text the PDF shows, in drawing order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const decoded: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) decoded.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
  }
  const cmap = new Map<number, string>();
  for (const text of decoded.filter((t) => t.includes('begincmap'))) for (const [id, ch] of cmapOf(text)) cmap.set(id, ch);
  const lines: string[] = [];
  for (const text of decoded.filter((t) => /\bTj\b/.test(t))) {
    for (const [, hex] of text.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) {
      lines.push((hex!.match(/.{4}/g) ?? []).map((unit) => cmap.get(Number.parseInt(unit, 16)) ?? '?').join(''));
    }
  }
  return lines.join('\n');
}
