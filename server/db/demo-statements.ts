import { addDays } from '../../src/domain/calendar';
import { SCALES, toMajor } from '../../src/domain/money';

// The demo's bank statements (docs/areas/bank-statements.md): a month of the first demo company's
// bank account written as its bank's MT940 file would be, one statement a week, each adding up, so
// the import reads and matches them as it would a real file. The lines are the company's own
// transfers (its cash flows of the month: linked when accepted), collections and payments naming
// its open bills by number (matched), and the bank's charges (unmatched, a new cash flow's work).

/** A line of the demo file: its day, signed amount (minor units) and the text the bank writes. */
export interface DemoStatementLine {
  tarih: string;
  tutar: number;
  aciklama: string;
}

const DEMO_OPENING = 25_000_000;
const mt940Amount = (minor: number) => toMajor(Math.abs(minor), SCALES.amount).toFixed(2).replace('.', ',');
const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');

/** A balance tag (`:60F:`/`:62F:`): its mark, day, currency and amount. */
function balance(tag: string, date: string, currency: string, minor: number): string {
  return `${tag}${minor < 0 ? 'D' : 'C'}${yymmdd(date)}${currency}${mt940Amount(minor)}`;
}

/**
 * The MT940 file of `lines` over the 28 days ending `today`: a statement per week (`:28C:` numbered
 * from the week of the year's day), the first opening at 250,000.00, each opening the one before's
 * closing. Lines outside the window are left out.
 */
export function demoMt940(iban: string, currency: string, today: string, lines: readonly DemoStatementLine[]): string {
  const start = addDays(today, -27);
  const messages: string[] = [];
  let opening = DEMO_OPENING;
  for (let week = 0; week < 4; week++) {
    const from = addDays(start, week * 7);
    const to = addDays(from, 6);
    const inWeek = lines.filter((line) => line.tarih >= from && line.tarih <= to).sort((a, b) => a.tarih.localeCompare(b.tarih));
    let closing = BigInt(opening);
    for (const line of inWeek) closing += BigInt(line.tutar);
    const number = `${from.slice(2, 4)}${String(week + 1).padStart(3, '0')}`;
    messages.push(
      [
        `:20:DEMO${yymmdd(from)}`,
        `:25:${iban}${currency}`,
        `:28C:${number}/001`,
        balance(':60F:', from, currency, opening),
        ...inWeek.flatMap((line, index) => [
          `:61:${yymmdd(line.tarih)}${yymmdd(line.tarih).slice(2)}${line.tutar < 0 ? 'D' : 'C'}${mt940Amount(line.tutar)}${line.aciklama.startsWith('EFT MASRAFI') ? 'NCHG' : 'NTRF'}NONREF//${number}${String(index + 1).padStart(4, '0')}`,
          `:86:${line.aciklama}`,
        ]),
        balance(':62F:', to, currency, Number(closing)),
        '-',
      ].join('\r\n'),
    );
    opening = Number(closing);
  }
  return `${messages.join('\r\n')}\r\n`;
}
