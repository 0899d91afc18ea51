import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Currency } from '../../src/domain/currency';
import { isErrorKey } from '../../src/domain/error-key';
import { payrollKind } from '../../src/domain/kinds/payroll';
import { SCALES, sumScaled, toMajor } from '../../src/domain/money';
import {
  periodOf,
  sheetEditError,
  sheetMoveError,
  sheetRates,
  storedLineEarnings,
  wageSheetErrors,
  wageSheetMinor,
  type LineEntry,
  type PayrollAssignment,
  type PayrollFieldError,
  type PayrollPerson,
  type SheetState,
  type WageLineMinor,
  type WagePart,
} from '../../src/domain/payroll';
import type { FieldError } from '../../src/domain/validation';
import type { Db } from '../db/client';
import { bordro, gorevlendirme, kur, personel, sirket } from '../db/schema';
import { HttpError } from '../errors';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Wage sheets (bordro; docs/areas/payroll.md, MODULES §10). The record, its list
// `{bordrolar, totalCount}`, one sheet per ship and month (422 `duplicateWageSheet`), scoping,
// versions, idempotency, sync and history follow from the definition (src/domain/kinds/payroll.ts)
// and the generic routes. This adds the sheet itself: every write of a draft works its lines out
// from the assignments aboard in the month with `wageSheet` (src/domain/payroll.ts), the hours and
// deductions the write typed kept; `POST {sirket, donem}` is a draft pre-filled. An approved or
// paid sheet is not edited (`sheetNotDraft`), only moved on (`invalidTransition` backwards). The
// answer carries the totals per currency (`toplamlar`), worked out from the stored lines.

type PayrollRow = typeof bordro.$inferSelect;
type StoredLine = PayrollRow['satirlar'][number];

const derived = kindCollection<typeof payrollKind, PayrollRow>(payrollKind, bordro, {
  list: { item: (row): unknown => withTotals(row) },
});

/** The sheet's totals per currency, sums of its stored (rounded) lines, in major units. */
export function sheetTotals(
  lines: readonly {
    dovizCinsi: Currency;
    kazanclar: readonly { tutar: number }[];
    fazlaMesai: { tutar: number | null } | null;
    kesintiler: readonly { tutar: number }[];
    bakiye: number | null;
  }[],
) {
  const totals: Partial<Record<Currency, { kazanc: bigint; kesinti: bigint; bakiye: bigint }>> = {};
  for (const line of lines) {
    const total = (totals[line.dovizCinsi] ??= { kazanc: 0n, kesinti: 0n, bakiye: 0n });
    total.kazanc += storedLineEarnings(line);
    total.kesinti += sumScaled(line.kesintiler.map((deduction) => deduction.tutar));
    total.bakiye += BigInt(line.bakiye ?? 0);
  }
  const answer: Partial<Record<Currency, { kazanc: number; kesinti: number; bakiye: number }>> = {};
  for (const [currency, total] of Object.entries(totals) as [Currency, { kazanc: bigint; kesinti: bigint; bakiye: bigint }][])
    answer[currency] = {
      kazanc: toMajor(total.kazanc, SCALES.amount),
      kesinti: toMajor(total.kesinti, SCALES.amount),
      bakiye: toMajor(total.bakiye, SCALES.amount),
    };
  return answer;
}

function withTotals(row: PayrollRow): Record<string, unknown> {
  return { ...derived.toDto(row), toplamlar: sheetTotals(row.satirlar as never) };
}

/** A computed line as the record keeps it (figures as integers at their scales). */
function storedLine(line: WageLineMinor): StoredLine {
  const y = line.yasal;
  return {
    gorevlendirme: line.gorevlendirme,
    personel: line.personel,
    dovizCinsi: line.dovizCinsi,
    gun: line.gun,
    kazanclar: line.kazanclar.map((k) => ({ tur: k.tur, tutar: Number(k.tutar) })),
    fazlaMesai: { saat: Number(line.fazlaMesai.saat), tutar: Number(line.fazlaMesai.tutar) },
    fazlaMesaiSaat: Number(line.fazlaMesai.saat),
    kesintiler: line.kesintiler.map((k) => ({ tur: k.tur, tutar: Number(k.tutar) })),
    yasal: y
      ? {
          sgkIsci: Number(y.sgkIsci),
          issizlikIsci: Number(y.issizlikIsci),
          gelirVergisi: Number(y.gelirVergisi),
          damgaVergisi: Number(y.damgaVergisi),
          net: Number(y.net),
          sgkIsveren: Number(y.sgkIsveren),
          issizlikIsveren: Number(y.issizlikIsveren),
          isverenMaliyeti: Number(y.isverenMaliyeti),
          sgkToplam: Number(y.sgkToplam),
        }
      : null,
    kur: line.kur ?? null,
    bakiye: Number(line.bakiye),
  } as StoredLine;
}

/** The assignments the sheet reads: the ship's in the month, and every assignment of their people (a same-day transfer). */
/** The ship's register (TUGS: no income tax) and the company's payroll settings (docs/areas/payroll.md §3). */
async function statutorySettings(tx: Db, id: string) {
  const [row] = await tx
    .select({ gemi: sirket.gemi, bordroAyarlari: sirket.bordroAyarlari })
    .from(sirket)
    .where(eq(sirket.id, id))
    .limit(1);
  return {
    tugs: row?.gemi.tugs === true,
    damgaMuaf: row?.bordroAyarlari.damgaMuaf === true,
    tesvikPuani: row?.bordroAyarlari.tesvikPuani ?? 0,
  };
}

async function sheetAssignments(tx: Db, sirket: string, from: string, to: string): Promise<PayrollAssignment[]> {
  const live = isNull(gorevlendirme.deletedAt);
  const aboard = await tx
    .select({ personel: gorevlendirme.personel })
    .from(gorevlendirme)
    .where(
      and(
        live,
        eq(gorevlendirme.sirket, sirket),
        lte(gorevlendirme.binisTarihi, to),
        or(isNull(gorevlendirme.inisTarihi), gte(gorevlendirme.inisTarihi, from)),
      ),
    );
  const people = [...new Set(aboard.map((row) => row.personel))];
  if (people.length === 0) return [];
  const rows = await tx
    .select()
    .from(gorevlendirme)
    .where(and(live, inArray(gorevlendirme.personel, people)));
  return rows.map((row) => ({
    _id: row.id,
    personel: row.personel,
    sirket: row.sirket,
    rutbe: row.rutbe,
    binisTarihi: row.binisTarihi,
    planlananInisTarihi: row.planlananInisTarihi,
    inisTarihi: row.inisTarihi,
    ucretKalemleri: row.ucretKalemleri as WagePart[],
    fazlaMesaiSaatUcreti: row.fazlaMesaiSaatUcreti,
  }));
}

/** A domain error on the record's paths: a line's hours are `fazlaMesai.saat`, an assignment's wage the lines'. */
function onRecordPath(error: PayrollFieldError): FieldError {
  const path = error.path.replace(/^(satirlar\.\d+)\.fazlaMesaiSaat$/, '$1.fazlaMesai.saat').replace(/^gorevlendirmeler\..*$/, 'satirlar');
  return { path, message: isErrorKey(error.message) ? error.message : 'invalid' };
}

/** The sheet worked out for a write: its lines and warnings, or the errors that refuse it (422). */
export async function computeSheet(
  tx: Db,
  input: { sirket: string; donem: string; gunEsasi: '30' | 'takvim'; satirlar: readonly StoredLine[] },
) {
  const period = periodOf(input.donem);
  if (!period) return { errors: [{ path: 'donem', message: 'invalid' }] as FieldError[] };
  const assignments = await sheetAssignments(tx, input.sirket, period.from, period.to);
  const satirlar: LineEntry[] = input.satirlar.map((line) => ({
    gorevlendirme: line.gorevlendirme.toLowerCase(),
    fazlaMesaiSaat: line.fazlaMesai?.saat ?? line.fazlaMesaiSaat ?? 0,
    kesintiler: line.kesintiler as LineEntry['kesintiler'],
  }));
  const people = assignments.length
    ? await tx
        .select()
        .from(personel)
        .where(inArray(personel.id, [...new Set(assignments.map((a) => a.personel))]))
    : [];
  const personeller: PayrollPerson[] = people.map((p) => ({
    _id: p.id,
    ad: p.ad,
    soyad: p.soyad,
    tcKimlikNo: p.tcKimlikNo,
    uyruk: p.uyruk,
    lehdarlar: p.lehdarlar,
  }));
  const currencies = [...new Set(assignments.flatMap((a) => (a.ucretKalemleri ?? []).map((part) => part.dovizCinsi)))].filter(
    (c) => c !== 'TL',
  );
  const rates = currencies.length
    ? await tx
        .select({ tarih: kur.tarih, dovizCinsi: kur.dovizCinsi, dovizAlis: kur.dovizAlis })
        .from(kur)
        .where(and(isNull(kur.deletedAt), lte(kur.tarih, period.to), inArray(kur.dovizCinsi, [...currencies, 'USD'])))
    : [];
  const sheetInput = {
    sirket: input.sirket,
    donem: input.donem,
    gunEsasi: input.gunEsasi,
    gorevlendirmeler: assignments,
    satirlar,
    personeller,
    yasal: { kurlar: sheetRates(rates, input.donem, [...currencies, 'USD'] as Currency[]), ...(await statutorySettings(tx, input.sirket)) },
  };
  const errors = wageSheetErrors(sheetInput).map(onRecordPath);
  if (errors.length > 0) return { errors };
  const sheet = wageSheetMinor(sheetInput);
  return {
    errors: [] as FieldError[],
    satirlar: sheet.satirlar.map(storedLine),
    uyarilar: sheet.uyarilar.map((w) => ({ path: w.path, message: w.message })),
  };
}

/** What a write leaves for `values`: the lines and warnings worked out by `beforeWrite`. */
const WORKED = new WeakMap<object, { uyarilar: { path: string; message: string }[] }>();

type PayrollWrite = Parameters<typeof derived.beforeWrite>[0];

export const payroll = serverCollection<'bordro', PayrollRow, PayrollWrite>({
  ...derived,
  companyColumn: bordro.sirket,
  toDto: (row: PayrollRow) => withTotals(row) as ReturnType<typeof derived.toDto>,

  async beforeWrite(input, context) {
    const errors = (await derived.beforeWrite(input, context)) ?? [];
    if (errors.length > 0) return errors;
    const existing = context.existing;
    if (existing) {
      const from = existing.durum as SheetState;
      const to = input.durum as SheetState;
      if (from !== 'taslak') {
        // An approved or paid sheet only moves on; its lines stay as approved (a correction is next month's line).
        const refused =
          from === to || input.donem !== existing.donem || input.sirket !== existing.sirket
            ? sheetEditError(from)
            : sheetMoveError(from, to);
        if (refused) throw new HttpError(422, refused.message as never, [{ path: refused.path, message: refused.message as never }]);
        (input as { satirlar: unknown }).satirlar = existing.satirlar;
        (input as { gunEsasi: unknown }).gunEsasi = existing.gunEsasi;
        WORKED.set(input, { uyarilar: existing.uyarilar });
        return [];
      }
      const move = from === to ? null : sheetMoveError(from, to);
      if (move) return [{ path: move.path, message: move.message as never }];
    } else if (input.durum !== 'taslak') {
      return [{ path: 'durum', message: 'invalidTransition' }];
    }
    const worked = await computeSheet(context.tx, input as never);
    if (worked.errors.length > 0) return worked.errors;
    (input as { satirlar: unknown }).satirlar = worked.satirlar;
    WORKED.set(input, { uyarilar: worked.uyarilar ?? [] });
    return [];
  },

  values(input, files, write) {
    return { ...derived.values(input, files, write), uyarilar: WORKED.get(input)?.uyarilar ?? [] };
  },
});
