import { rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import fontUrl from './fonts/DejaVuSans-LatinTR.ttf?url';

// A4 pages written line by line, made on the device (it works offline: the font is a build asset
// the service worker precaches): the bank order's letter, a seafarer's monthly account of wages.
// Loaded only by a dynamic import when the user asks for a PDF. One embedded font (DejaVu Sans,
// which has every Turkish letter; cut to Latin and Turkish by scripts/subset-font.sh), subset again
// into the file; headings are set larger rather than in a second font.

/** The font's address in the build. */
export const PDF_FONT_URL: string = fontUrl;

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.37, 0.4);

/** Splits `text` into lines no wider than `width` at `size`, breaking at spaces (a long word stays whole). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

export class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
  ) {}

  text(text: string, { size = 10.5, x = MARGIN, width = A4[0] - 2 * MARGIN, color = INK, gap = 4 } = {}) {
    for (const line of wrap(text, this.font, size, width)) {
      this.page.drawText(line, { x, y: this.y - size, size, font: this.font, color });
      this.y -= size + gap;
    }
  }

  right(text: string, size = 10.5) {
    const width = this.font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: A4[0] - MARGIN - width, y: this.y - size, size, font: this.font, color: INK });
    this.y -= size + 4;
  }

  rule(space = 10) {
    this.y -= space / 2;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.6, color: MUTED });
    this.y -= space / 2;
  }

  space(points: number) {
    this.y -= points;
  }
}
