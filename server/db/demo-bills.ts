import type { AccountType } from '../../src/domain/account';
import type { BillDirection, BillInput, Unit } from '../../src/domain/bill';
import { billTotals, proposePlan, type LineFigures } from '../../src/domain/bill-math';
import type { BudgetCodeType } from '../../src/domain/budget-code';
import { localDate } from '../../src/domain/calendar';
import type { Currency } from '../../src/domain/currency';
import { SCALES, toMajor } from '../../src/domain/money';
import templates from './demo-bill-templates.json' with { type: 'json' };
import { generator } from './demo-random';

// A believable year of demo bills for each demo company (docs/areas/bills.md): bunker, port dues, agency
// fees, crew and repairs coming in; freight, time-charter hire and demurrage going out; in TL,
// USD and EURO, some in instalments, a few proformas. The year is the twelve months that end on
// the day of the seed, so no bill is dated after it (only instalments fall due later).
// Deterministic (a seeded generator): every demo database seeded on the same day is the same.
// Figures are drawn as integers at their scales and written in major units, as a client would
// send them; the seed validates them with the API's schema.

/** A demo account as the generator sees it. */
export interface DemoBillAccount {
  id: string;
  cariTip: AccountType;
  nitelik: string;
}

/** Budget codes by `tip:kod`. */
export type DemoCodeIds = Record<string, string>;

type Role = 'bunker' | 'agent' | 'yard' | 'any';

interface LineTemplate {
  code: string;
  adi: string;
  birim: Unit;
  /** Ranges of integers at the quantity's (3) and the price's (4) scale. */
  miktar: [number, number];
  birimFiyat: [number, number];
  kdv: number;
  iskonto?: [number, number];
  /** A count of whole things (default for `adet`); false for days of demurrage, say. */
  whole?: boolean;
}

interface Template {
  name: string;
  tip: BillDirection;
  role: Role;
  dovizCinsi: Currency;
  /** Months (1–12) the bill comes in. */
  months: number[];
  /** Instalment counts to pick from. */
  taksit: number[];
  prefix: string;
  lines: LineTemplate[];
  /** Every n-th one is a proforma (outgoing offers). */
  proformaEvery?: number;
}

/** The bills' templates, kept as data in demo-bill-templates.json: figures as integer ranges at their scales. */
const TEMPLATES = templates as Template[];

const ROLE_WORDS: Record<Exclude<Role, 'any'>, RegExp> = {
  bunker: /bunker|yakıt/i,
  agent: /acente|agent|liman|römorkaj/i,
  yard: /tersane|engine|boya|onarım/i,
};

function accountFor(accounts: DemoBillAccount[], tip: BillDirection, role: Role, pick: () => number): DemoBillAccount | undefined {
  const type: AccountType = tip === 'gelen' ? 'tedarikci' : 'musteri';
  const ofType = accounts.filter((account) => account.cariTip === type);
  const matching = role === 'any' ? ofType : ofType.filter((account) => ROLE_WORDS[role].test(account.nitelik));
  const from = matching.length ? matching : ofType;
  return from[Math.floor(pick() * from.length)];
}

/**
 * The bodies of one company's demo bills for the twelve months ending on `today` (a calendar
 * date), as `POST /api/finans/fatura` takes them (the plan proposed by the engine, so it adds up),
 * in date order.
 */
export function demoBillBodies(
  company: { sirket: string; index: number; accounts: DemoBillAccount[]; fileId: string },
  codes: DemoCodeIds,
  today = localDate(),
): BillInput[] {
  const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number];
  const random = generator(0x5eed + company.index * 7919);
  const between = ([from, to]: [number, number]) => from + Math.floor(random() * (to - from + 1));
  const bodies: BillInput[] = [];
  for (const template of TEMPLATES) {
    let count = 0;
    for (const month of template.months) {
      const account = accountFor(company.accounts, template.tip, template.role, random);
      if (!account) continue;
      count++;
      // A month after this one is last year's; this month's bills are dated up to today.
      const year = month > thisMonth ? thisYear - 1 : thisYear;
      const day = between([1, month === thisMonth ? Math.min(28, thisDay) : 28]);
      const tarih = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const figures: LineFigures[] = template.lines.map((line) => ({
        // Counts are whole; prices have cents (two of the four places a price may carry).
        miktar: (line.whole ?? line.birim === 'adet') ? Math.round(between(line.miktar) / 1000) * 1000 : between(line.miktar),
        birimFiyat: Math.round(between(line.birimFiyat) / 100) * 100,
        iskonto: line.iskonto ? Math.round(between(line.iskonto) / 500) * 500 : 0,
        kdv: line.kdv * 1000,
      }));
      const taksit = template.taksit[Math.floor(random() * template.taksit.length)] ?? 1;
      const plan = proposePlan(billTotals(figures).odenecekTutar, taksit, tarih);
      const proforma = template.proformaEvery !== undefined && count % template.proformaEvery === 0;
      bodies.push({
        tip: template.tip,
        faturaTip: proforma ? 'proforma' : 'fatura',
        faturaProformaNo: `${proforma ? 'PF' : template.prefix}-${year}-${String(company.index + 1)}${String(month).padStart(2, '0')}${String(count).padStart(2, '0')}`,
        tarih,
        dovizCinsi: template.dovizCinsi,
        sirket: company.sirket,
        cariHesap: account.id,
        kalemler: template.lines.map((line, index) => {
          const figure = figures[index]!;
          return {
            butceKodu: codes[line.code] ?? '',
            adi: line.adi,
            aciklama: '',
            miktar: toMajor(figure.miktar, SCALES.quantity),
            birim: line.birim,
            birimFiyat: toMajor(figure.birimFiyat, SCALES.unitPrice),
            iskonto: toMajor(figure.iskonto, SCALES.percent),
            kdv: toMajor(figure.kdv, SCALES.percent),
          };
        }),
        odemePlani: plan.map((row) => ({ tarih: row.tarih, miktar: toMajor(row.miktar, SCALES.amount) })),
        taksitSayisi: taksit,
        aciklama: '',
        faturaFile: company.fileId,
      });
    }
  }
  return bodies.sort((a, b) => (a.tarih < b.tarih ? -1 : a.tarih > b.tarih ? 1 : 0));
}

/** The budget-code key the generator uses: `tip:kod`. */
export const codeKey = (tip: BudgetCodeType, kod: string) => `${tip}:${kod}`;

/** A one-page PDF that says what it is: the demo bills' file. */
export function demoPdf(title: string): Uint8Array {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
