import multipart, { type Multipart } from '@fastify/multipart';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { lineAmounts, type LineFigures } from '../../src/domain/bill-math';
import {
  proposeBudgetCodes,
  type UblDifference,
  type UblError,
  type UblInvoice,
  type UblTotals,
  type UblWarning,
} from '../../src/domain/e-invoice';
import type { ErrorKey } from '../../src/domain/error-key';
import { SCALES, toMajor } from '../../src/domain/money';
import { canWriteCompany, companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { textKey } from '../../src/domain/text-key';
import { findBillByEInvoice } from '../db/repositories/bills-repository';
import { findCompany } from '../db/repositories/companies-repository';
import { cariHesap, fatura } from '../db/schema';
import { HttpError } from '../errors';
import { fileRequired, fileTooLarge, readParser } from '../files/upload';
import { parseQuery } from '../http/parse-query';
import { UblParserPool } from '../services/e-invoice-parser';

// The e-Fatura inbox's server side (docs/areas/e-invoice.md): `POST /api/finans/e-fatura/ayristir?sirket=`
// (multipart `file`, a UBL-TR invoice of at most 5 MiB) answers the bill draft the invoice makes,
// without saving anything: `{fatura, cariHesap: {_id}|null, parti, belgeToplamlari, farklar, uyarilar,
// mevcutFatura}`. `fatura` carries the lines and totals computed by our engine (figures in major
// units, as every answer); `farklar` lists where they differ from the document's; `uyarilar` its
// negative figures; `mevcutFatura` the company's bill the invoice already is (by its UUID, else by
// the party's VKN/TCKN and the number), or null.
// A draft is the start of a bill: it needs the company's write grant (403 `readOnlyCompany`).
// Anything that is not a UBL-TR invoice is 422 `notUblInvoice`; one past the limits of a real
// invoice (UBL_LIMITS: 500 lines, elements, attributes, depth) is 422 before it is parsed; a UUID
// that is not RFC 4122 is 422 `invalidEInvoiceUuid`. An invoice already imported is answered all the
// same, with `mevcutFatura` (saving it again is 422 `duplicateEInvoice`). The parse runs in a worker (server/services/e-invoice-parser.ts), never on
// the event loop. The multipart reading is the TCMB bulletin's (server/collections/exchange-rates.ts).

export const E_INVOICE_PARSE_PATH = '/api/finans/e-fatura/ayristir';

/**
 * The largest invoice an upload may send (docs/areas/e-invoice.md): 413 `fileTooLarge` past it, before any
 * parsing. A UBL-TR invoice is a few kilobytes a line (our fixtures: 5–9 KB; 500 lines, about 1 MB);
 * GİB's e-Fatura embeds its XSLT (base64, tens of kilobytes) and some integrators a PDF copy of a
 * few hundred kilobytes in `AdditionalDocumentReference`: 5 MiB holds all of them with room.
 */
export const MAX_E_INVOICE_BYTES = 5 * 1024 * 1024;

/** Where a refused parse answers (422), by its error. */
const PARSE_ERRORS: Record<UblError, { path: string; message: ErrorKey }> = {
  notUblInvoice: { path: 'file', message: 'notUblInvoice' },
  unsupportedCurrency: { path: 'file', message: 'unsupportedCurrency' },
  eInvoiceTooComplex: { path: 'file', message: 'eInvoiceTooComplex' },
  tooManyInvoiceLines: { path: 'file', message: 'tooManyInvoiceLines' },
  invalidEInvoiceUuid: { path: 'eFaturaUuid', message: 'invalidEInvoiceUuid' },
};

const querySchema = v.object({ sirket: v.pipe(v.string(), v.uuid(), v.toLowerCase()) });

const notUbl = () => new HttpError(422, 'notUblInvoice', [{ path: 'file', message: 'notUblInvoice' }]);

/** The bytes of the multipart field `file` (413 past the limit, 422 without one). */
async function uploadedBytes(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  let bytes: Buffer | undefined;
  for await (const part of readParser(parts)) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || bytes !== undefined) {
      part.file.resume();
      continue;
    }
    const read = await part.toBuffer();
    if (part.file.truncated) throw fileTooLarge();
    bytes = read;
  }
  if (bytes === undefined || bytes.length === 0) throw fileRequired();
  return bytes;
}

/**
 * The file's text when it looks like XML (sniffed from its bytes, whatever its name or declared type
 * says): UTF-8, an optional BOM and blanks, then `<`. Else null.
 */
export function sniffXml(bytes: Buffer): string | null {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*</.test(text) || text.includes('\u0000')) return null;
  return text;
}

const major = (minor: number) => toMajor(minor, SCALES.amount);

function totalsOnWire(totals: UblTotals): Record<keyof UblTotals, number> {
  return {
    araToplam: major(totals.araToplam),
    toplamIskontoTutar: major(totals.toplamIskontoTutar),
    indirimliTutar: major(totals.indirimliTutar),
    toplamKdvTutar: major(totals.toplamKdvTutar),
    toplamTevkifatTutar: major(totals.toplamTevkifatTutar),
    odenecekTutar: major(totals.odenecekTutar),
  };
}

/** The scale each flagged figure is held at. */
const WARNING_SCALES: Record<UblWarning['alan'], number> = {
  miktar: SCALES.quantity,
  birimFiyat: SCALES.unitPrice,
  net: SCALES.amount,
  araToplam: SCALES.amount,
  toplamIskontoTutar: SCALES.amount,
  indirimliTutar: SCALES.amount,
  toplamKdvTutar: SCALES.amount,
  toplamTevkifatTutar: SCALES.amount,
  odenecekTutar: SCALES.amount,
};

const warningOnWire = (warning: UblWarning) => ({ ...warning, deger: toMajor(warning.deger, WARNING_SCALES[warning.alan]) });

const differenceOnWire = (difference: UblDifference) => ({
  ...difference,
  belge: major(difference.belge),
  hesap: major(difference.hesap),
  fark: major(difference.fark),
});

/** The live account of the company whose VKN or TCKN is `kimlik`. */
async function matchedAccount(db: Db, sirketId: string, kimlik: string | null): Promise<string | null> {
  if (!kimlik) return null;
  const [row] = await db
    .select({ id: cariHesap.id })
    .from(cariHesap)
    .where(
      and(
        eq(cariHesap.sirket, sirketId),
        isNull(cariHesap.deletedAt),
        or(eq(cariHesap.vergiNumarasi, kimlik), eq(cariHesap.tcNumarasi, kimlik)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The company's bill an invoice already is (docs/areas/e-invoice.md): `uuid` by its UUID, `numara` by its party and number. */
export interface ExistingBillOnWire {
  _id: string;
  faturaProformaNo: string;
  tarih: string;
  cariHesap: string;
  eslesme: 'uuid' | 'numara';
}

/**
 * The live bill of the company the invoice already became: the one of its UUID, else one of the
 * same kind (`fatura`), direction and number (however typed) of an account whose VKN/TCKN is the
 * party's. Null when none.
 */
async function existingBill(db: Db, sirketId: string, invoice: UblInvoice, kimlik: string | null): Promise<ExistingBillOnWire | null> {
  const of = (row: { id: string; faturaProformaNo: string; tarih: string; cariHesap: string }, eslesme: ExistingBillOnWire['eslesme']) => ({
    _id: row.id,
    faturaProformaNo: row.faturaProformaNo,
    tarih: row.tarih,
    cariHesap: row.cariHesap,
    eslesme,
  });
  const byUuid = await findBillByEInvoice(db, { sirketId, uuid: invoice.eFaturaUuid.toLowerCase() });
  if (byUuid) return of(byUuid, 'uuid');
  const number = textKey(invoice.faturaProformaNo);
  if (!kimlik || number === '') return null;
  const [byNumber] = await db
    .select({ id: fatura.id, faturaProformaNo: fatura.faturaProformaNo, tarih: fatura.tarih, cariHesap: fatura.cariHesap })
    .from(fatura)
    .innerJoin(cariHesap, eq(cariHesap.id, fatura.cariHesap))
    .where(
      and(
        isNull(fatura.deletedAt),
        eq(fatura.sirket, sirketId),
        eq(fatura.faturaTip, 'fatura'),
        eq(fatura.tip, invoice.tip),
        eq(fatura.faturaProformaNoKey, number),
        or(eq(cariHesap.vergiNumarasi, kimlik), eq(cariHesap.tcNumarasi, kimlik)),
      ),
    )
    .limit(1);
  return byNumber ? of(byNumber, 'numara') : null;
}

/** Each line's proposed budget code from the account's latest bills (proposeBudgetCodes). */
async function proposedCodes(db: Db, accountId: string | null, names: readonly string[]): Promise<string[]> {
  if (!accountId) return names.map(() => '');
  const bills = await db
    .select({ kalemler: fatura.kalemler })
    .from(fatura)
    .where(and(eq(fatura.cariHesap, accountId), isNull(fatura.deletedAt)))
    .orderBy(desc(fatura.tarih), desc(fatura.createdAt))
    .limit(20);
  return proposeBudgetCodes(bills, names);
}

/** The draft's answer: the bill's fields as a write would send them, with our engine's amounts. */
export function draftOnWire(
  invoice: UblInvoice,
  sirket: string,
  account: string | null,
  codes: readonly string[],
  existing: ExistingBillOnWire | null = null,
): Record<string, unknown> {
  const parti = invoice.tip === 'gelen' ? invoice.satici : invoice.alici;
  return {
    fatura: {
      tip: invoice.tip,
      faturaTip: 'fatura',
      faturaProformaNo: invoice.faturaProformaNo,
      tarih: invoice.tarih,
      dovizCinsi: invoice.dovizCinsi,
      sirket,
      cariHesap: account ?? '',
      eFaturaUuid: invoice.eFaturaUuid.toLowerCase(),
      kur: invoice.kur === null ? null : toMajor(invoice.kur, 4),
      kurCifti: invoice.kurCifti,
      kalemler: invoice.kalemler.map((line, index) => {
        const figures: LineFigures = line;
        const amounts = lineAmounts(figures);
        return {
          butceKodu: codes[index] ?? '',
          adi: line.ad,
          aciklama: '',
          miktar: toMajor(line.miktar, SCALES.quantity),
          birim: line.birim,
          ...(line.bilinmeyenBirim ? { bilinmeyenBirim: line.bilinmeyenBirim } : {}),
          birimKodu: line.birimKodu,
          birimFiyat: toMajor(line.birimFiyat, SCALES.unitPrice),
          iskonto: toMajor(line.iskonto, SCALES.percent),
          kdv: toMajor(line.kdv, SCALES.percent),
          tevkifatOrani: line.tevkifatOrani,
          kdvTutari: major(amounts.kdvTutari),
          tutar: major(amounts.tutar),
          tevkifatTutari: major(amounts.tevkifatTutari ?? 0),
        };
      }),
      toplamlar: totalsOnWire(invoice.toplamlar),
    },
    cariHesap: account ? { _id: account } : null,
    parti,
    belgeToplamlari: totalsOnWire(invoice.belgeToplamlari),
    farklar: invoice.farklar.map(differenceOnWire),
    uyarilar: invoice.uyarilar.map(warningOnWire),
    mevcutFatura: existing,
  };
}

/** `POST /api/finans/e-fatura/ayristir?sirket=`: in its own scope, so the multipart parser applies to it only. */
export function eInvoiceRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const parser = new UblParserPool();
  app.addHook('onClose', () => parser.close());
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_E_INVOICE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    scope.post(E_INVOICE_PARSE_PATH, async (request) => {
      const user = currentUser(request);
      const { sirket } = parseQuery(querySchema, request.query);
      const grants = companyScope(user);
      const company = await findCompany(db, sirket, grants);
      if (!company) throw HttpError.notFound();
      if (!canWriteCompany(grants, sirket)) throw new HttpError(403, 'readOnlyCompany');
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      const xml = sniffXml(await uploadedBytes(request.parts()));
      if (xml === null) throw notUbl();
      const parsed = await parser.parse(xml, company.vergiNumarasi ?? null);
      if (!parsed.ok) {
        const error = PARSE_ERRORS[parsed.error];
        throw new HttpError(422, error.message, [error]);
      }
      const invoice = parsed.fatura;
      const parti = invoice.tip === 'gelen' ? invoice.satici : invoice.alici;
      const account = await matchedAccount(db, sirket, parti.kimlik);
      const codes = await proposedCodes(
        db,
        account,
        invoice.kalemler.map((line) => line.ad),
      );
      return draftOnWire(invoice, sirket, account, codes, await existingBill(db, sirket, invoice, parti.kimlik));
    });
  });
}
