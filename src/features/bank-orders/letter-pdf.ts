import fontkit from '@cantoo/fontkit';
import { download } from '../../ui/download';
import { PDFDocument } from '@cantoo/pdf-lib';
import { letterText, type BankOrderLetter } from '../../domain/bank-order-letter';
import { A4, MARGIN, MUTED, PDF_FONT_URL, Writer } from '../../ui/pdf-writer';

// The letter as a PDF, made on the device (src/ui/pdf-writer.ts: offline, one embedded font).
// Loaded only by a dynamic import when the user asks for the PDF, so pdf-lib never weighs on a
// screen's first load.

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
  const fontBytes = await (await fetch(PDF_FONT_URL)).arrayBuffer();
  const bytes = await letterPdf(letter, fontBytes);
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  download(blob, `banka-talimati-${letter.ref}.pdf`);
}
