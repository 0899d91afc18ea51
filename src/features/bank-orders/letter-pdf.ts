import fontkit from '@cantoo/fontkit';
import { download } from '../../ui/download';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { letterText, type BankOrderLetter } from '../../domain/bank-order-letter';
import fontUrl from './fonts/DejaVuSans-LatinTR.ttf?url';

// The letter as a PDF, made on the device (it works offline: the font is a build asset the service
// worker precaches). Loaded only by a dynamic import when the user asks for the PDF, so pdf-lib
// never weighs on a screen's first load. One embedded font (DejaVu Sans, which has every Turkish
// letter; cut to Latin and Turkish by scripts/subset-font.sh), subset again into the file; headings
// are set larger rather than in a second font.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.37, 0.4);

/** Splits `text` into lines no wider than `width` at `size`, breaking at spaces (a long word stays whole). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

class Writer {
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

/** The letter's PDF bytes (one A4 page), set in `fontBytes` (a TrueType font with Turkish letters). */
export async function letterPdf(letter: BankOrderLetter, fontBytes: ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(`Banka talimatı ${letter.ref}`);
  doc.setSubject(letter.amountWords);
  doc.setCreator('Denizcilik Yönetim Portalı');
  doc.setLanguage(letter.english ? 'tr-TR, en' : 'tr-TR');
  const text = letterText(letter);
  const w = new Writer(doc.addPage(A4), font);

  w.text(letter.letterhead.isim, { size: 16, gap: 6 });
  if (letter.letterhead.adres) w.text(letter.letterhead.adres, { size: 9.5, color: MUTED });
  w.rule(18);
  w.right(text.dateLine);
  w.right(text.refLine);
  w.space(6);
  for (const line of text.addressee) w.text(line, { size: 11 });
  w.space(12);
  w.text(text.subject, { size: 11.5 });
  w.space(10);
  w.text(text.salutation);
  w.space(4);
  w.text(letter.bodyTr, { gap: 5 });
  if (letter.bodyEn) {
    w.space(4);
    w.text(letter.bodyEn, { gap: 5, color: MUTED });
  }
  w.space(10);
  const labelWidth = 170;
  for (const row of text.rows) {
    const top = w.y;
    w.text(row.label, { size: 9.5, width: labelWidth - 8, color: MUTED });
    const afterLabel = w.y;
    w.y = top;
    w.text(row.value, { x: MARGIN + labelWidth, width: A4[0] - 2 * MARGIN - labelWidth });
    w.y = Math.min(w.y, afterLabel) - 3;
  }
  w.space(24);
  w.text(text.closing);
  w.text(letter.letterhead.isim);
  w.space(48);
  const lineY = w.y;
  w.page.drawLine({ start: { x: MARGIN, y: lineY }, end: { x: MARGIN + 200, y: lineY }, thickness: 0.6, color: MUTED });
  w.page.drawLine({ start: { x: A4[0] - MARGIN - 160, y: lineY }, end: { x: A4[0] - MARGIN, y: lineY }, thickness: 0.6, color: MUTED });
  w.space(4);
  const labelsY = w.y;
  w.text(text.signature, { size: 9.5, color: MUTED });
  w.y = labelsY;
  w.text(text.stamp, { size: 9.5, color: MUTED, x: A4[0] - MARGIN - 160, width: 160 });
  return doc.save();
}

/** Makes the PDF and hands it to the browser as a download. */
export async function downloadLetterPdf(letter: BankOrderLetter): Promise<void> {
  const fontBytes = await (await fetch(fontUrl)).arrayBuffer();
  const bytes = await letterPdf(letter, fontBytes);
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  download(blob, `banka-talimati-${letter.ref}.pdf`);
}
