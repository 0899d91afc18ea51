import fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Currency } from '../../domain/currency';
import type { Bilingual, MlcAccount, MlcAmount } from '../../domain/payroll-mlc';
import { download } from '../../ui/download';
import { formatMoney } from '../../ui/format';
import { A4, MARGIN, MUTED, PDF_FONT_URL, Writer } from '../../ui/pdf-writer';

// A seafarer's monthly account of wages as an A4 PDF in Turkish and English (docs/areas/payroll.md
// §7), made on the device from `mlcAccount` (src/domain/payroll-mlc.ts); loaded only when asked for.

const TL: Currency = 'TL';

const both = (text: Bilingual) => `${text.tr} / ${text.en}`;

/** The account's PDF bytes (one A4 page), amounts the `locale`'s way. */
export async function mlcPdf(account: MlcAccount, fontBytes: ArrayBuffer | Uint8Array, locale: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(both(account.title));
  doc.setCreator('Denizcilik Yönetim Portalı');
  doc.setLanguage('tr-TR, en');
  const w = new Writer(doc.addPage(A4), font);
  const amountX = A4[0] - MARGIN;
  const labelWidth = 190;

  w.text(account.title.tr, { size: 15, gap: 4 });
  w.text(`${account.title.en} · ${account.rule}`, { size: 11, color: MUTED });
  w.rule(16);
  for (const row of account.particulars) {
    const top = w.y;
    w.text(both(row.label), { size: 9, width: labelWidth - 8, color: MUTED });
    const afterLabel = w.y;
    w.y = top;
    w.text(row.value || '—', { x: MARGIN + labelWidth, width: A4[0] - 2 * MARGIN - labelWidth, size: 10 });
    w.y = Math.min(w.y, afterLabel) - 1;
  }

  const amount = (row: MlcAmount, currency: string, bold = false) => {
    const top = w.y;
    const text = row.detail ? `${both(row.label)} (${row.detail})` : both(row.label);
    w.text(text, { size: bold ? 10.5 : 10, width: amountX - MARGIN - 120 });
    const after = w.y;
    w.y = top;
    const figure = formatMoney(row.tutar, currency, locale);
    const width = font.widthOfTextAtSize(figure, bold ? 10.5 : 10);
    w.page.drawText(figure, { x: amountX - width, y: top - (bold ? 10.5 : 10), size: bold ? 10.5 : 10, font });
    w.y = after;
  };
  const section = (title: Bilingual) => {
    w.space(8);
    w.text(both(title), { size: 11.5 });
    w.rule(6);
  };

  section(account.headings.earnings);
  for (const row of account.earnings) amount(row, account.dovizCinsi);
  amount(account.totalEarnings, account.dovizCinsi, true);
  section(account.headings.deductions);
  for (const row of account.deductions) amount(row, account.dovizCinsi);
  amount(account.totalDeductions, account.dovizCinsi, true);
  w.rule(14);
  amount(account.balance, account.dovizCinsi, true);
  if (account.statutory.length > 0) {
    section(account.headings.statutory);
    for (const row of account.statutory) amount(row, TL);
  }

  w.space(56);
  const lineY = w.y;
  const half = (A4[0] - 2 * MARGIN) / 2;
  account.signatures.forEach((signature, index) => {
    const x = MARGIN + index * half;
    w.page.drawLine({ start: { x, y: lineY }, end: { x: x + half - 40, y: lineY }, thickness: 0.6, color: MUTED });
    w.y = lineY - 4;
    w.text(both(signature), { size: 9, color: MUTED, x, width: half - 40 });
  });
  return doc.save();
}

/** Makes the account's PDF and hands it to the browser as a download. */
export async function downloadMlcPdf(account: MlcAccount, fileName: string, locale: string): Promise<void> {
  const fontBytes = await (await fetch(PDF_FONT_URL)).arrayBuffer();
  const bytes = await mlcPdf(account, fontBytes, locale);
  download(new Blob([bytes as BlobPart], { type: 'application/pdf' }), fileName);
}
