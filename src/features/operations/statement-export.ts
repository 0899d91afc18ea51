import fontkit from '@cantoo/fontkit';
import { PDFDocument, type PDFFont } from '@cantoo/pdf-lib';
import { A4, MARGIN, MUTED, PDF_FONT_URL, Writer } from '../../ui/pdf-writer';
import type { TrackerSheet } from '../../ui/sheets-xlsx';

// A charter's statement (the hire statement, a voyage's laytime) as an A4 PDF and as XLSX, made on
// the device from what the screen shows (docs/areas/operations.md §7): its title, particulars and
// tables, texts already translated and figures already formatted. Loaded only when asked for: to
// download, or as the file of the bill a statement becomes.

/** A cell: text, or an amount in minor units (the PDF formats it, the XLSX writes it as a number). */
export type StatementCell = string | bigint;

/** A table of the statement: an invoice's lines, a port's laytime. */
export interface StatementTable {
  title: string;
  subtitle?: string;
  header: string[];
  /** Which columns are figures (set right). */
  figures: number[];
  /** Relative column widths (they share the page's width). */
  widths: number[];
  rows: StatementCell[][];
  /** The table's total: label and amount. */
  total?: [string, bigint];
}

export interface StatementView {
  title: string;
  subtitle: string;
  particulars: [string, string][];
  tables: StatementTable[];
  /** The whole statement's closing figures: label and amount. */
  totals: [string, bigint][];
  /** Amounts as the screen shows them (with the currency). */
  money: (minor: bigint) => string;
}

const BODY = 9;
const WIDTH = A4[0] - 2 * MARGIN;

/** The statement's PDF bytes: A4 pages, a table carried over to the next page when it runs out. */
export async function statementPdf(view: StatementView, fontBytes: ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(view.title);
  doc.setCreator('Denizcilik Yönetim Portalı');
  doc.setLanguage('tr-TR');
  let w = new Writer(doc.addPage(A4), font);
  const room = (points: number) => {
    if (w.y - points < MARGIN) w = new Writer(doc.addPage(A4), font);
  };

  w.text(view.title, { size: 15 });
  w.text(view.subtitle, { size: 10, color: MUTED });
  w.rule(14);
  for (const [label, value] of view.particulars) {
    room(14);
    const top = w.y;
    w.text(label, { size: BODY, width: 150, color: MUTED });
    const after = w.y;
    w.y = top;
    w.text(value || '—', { x: MARGIN + 160, width: WIDTH - 160, size: BODY });
    w.y = Math.min(w.y, after) - 1;
  }

  for (const table of view.tables) {
    room(60);
    w.space(10);
    w.text(table.title, { size: 11.5 });
    if (table.subtitle) w.text(table.subtitle, { size: BODY, color: MUTED });
    w.rule(6);
    const share = table.widths.reduce((sum, width) => sum + width, 0);
    const columns = table.widths.map((width) => (width / share) * WIDTH);
    const row = (values: StatementCell[], size = BODY) => {
      const cells = values.map((value) => (typeof value === 'bigint' ? view.money(value) : value));
      room(size + 8);
      const top = w.y;
      let x = MARGIN;
      let bottom = top;
      cells.forEach((cell, index) => {
        const width = columns[index] ?? 0;
        w.y = top;
        if (table.figures.includes(index)) cellRight(w, font, cell, x + width - 4, size);
        else w.text(cell, { x, width: width - 6, size });
        bottom = Math.min(bottom, w.y);
        x += width;
      });
      w.y = bottom - 2;
    };
    row(table.header.map((label) => label));
    w.rule(4);
    for (const cells of table.rows) row(cells);
    if (table.total) {
      w.rule(4);
      row([table.total[0], ...columns.slice(2).map(() => ''), table.total[1]], 10);
    }
  }

  if (view.totals.length > 0) {
    room(40);
    w.space(8);
    w.rule(8);
    for (const [label, figure] of view.totals) {
      const top = w.y;
      w.text(label, { size: 10.5 });
      w.y = top;
      cellRight(w, font, view.money(figure), A4[0] - MARGIN, 10.5);
    }
  }
  return doc.save();
}

/** A figure set right at `right`, one line. */
function cellRight(w: Writer, font: PDFFont, text: string, right: number, size: number) {
  const width = font.widthOfTextAtSize(text, size);
  w.page.drawText(text, { x: right - width, y: w.y - size, size, font });
  w.y -= size + 4;
}

/** The statement's PDF as a file, the font fetched from the build (precached, so offline too). */
export async function statementPdfFile(view: StatementView, fileName: string): Promise<File> {
  const fontBytes = await (await fetch(PDF_FONT_URL)).arrayBuffer();
  const bytes = await statementPdf(view, fontBytes);
  return new File([bytes as BlobPart], fileName, { type: 'application/pdf' });
}

/** The statement as XLSX: one sheet, the particulars above, each table's rows under its title. */
export async function statementXlsx(view: StatementView, sheetName: string): Promise<Blob> {
  const [{ trackerXlsx }, { toMajor, SCALES }] = await Promise.all([import('../../ui/sheets-xlsx'), import('../../domain/money')]);
  // A spreadsheet's cell is a number: the amount in major units, exact to the cent as text would be.
  const cell = (value: StatementCell | null) => (typeof value === 'bigint' ? toMajor(Number(value), SCALES.amount) : value);
  const width = Math.max(...view.tables.map((table) => table.header.length), 2);
  const pad = (cells: (StatementCell | null)[]) => [...cells.map(cell), ...Array<null>(Math.max(0, width - cells.length)).fill(null)];
  const rows: (string | number | null)[][] = [];
  for (const table of view.tables) {
    rows.push(pad([table.title, table.subtitle ?? null]));
    rows.push(pad(table.header));
    for (const cells of table.rows) rows.push(pad(cells));
    if (table.total) rows.push(pad([table.total[0], ...Array<null>(Math.max(0, table.header.length - 2)).fill(null), table.total[1]]));
    rows.push(pad([]));
  }
  for (const [label, figure] of view.totals) rows.push(pad([label, figure]));
  const sheet: TrackerSheet = {
    name: sheetName,
    preamble: [view.title, view.subtitle, ...view.particulars.map(([label, value]) => `${label}: ${value}`)],
    header: Array.from({ length: width }, () => ''),
    rows,
  };
  return trackerXlsx([sheet]);
}
