import multipart, { type Multipart } from '@fastify/multipart';
import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addDays } from '../../src/domain/calendar';
import { statementToleranceOf, type BankAccount } from '../../src/domain/company';
import type { Currency } from '../../src/domain/currency';
import type { ErrorKey } from '../../src/domain/error-key';
import { statementKind, statementLineKind, type StatementLineRecord, type StatementRecord } from '../../src/domain/kinds/statement';
import { SAMPLE_MAPPINGS, STATEMENT_DATE_FORMATS, type StatementMapping } from '../../src/domain/statements/csv-mapping';
import { DEFAULT_TOLERANCE, matchStatementLines, type OpenItems, type StatementMatch } from '../../src/domain/statements/match';
import { parseStatementFile } from '../../src/domain/statements/parse';
import {
  lineDuplicateKeys,
  splitImported,
  statementAccount,
  statementBalanceError,
  STATEMENT_CURRENCIES,
  STATEMENT_LIMITS,
  type ParsedStatement,
  type ParsedStatementLine,
} from '../../src/domain/statements/statement';
import type { FieldError } from '../../src/domain/validation';
import { canWriteCompany, companyScope, canSeeCompany } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { findCompany } from '../db/repositories/companies-repository';
import { insertMirroredMany } from '../db/repositories/mirrored-repository';
import { demoMt940, type DemoStatementLine } from '../db/demo-statements';
import { bankaTalimat, cariHesap, cekSenet, ekstre, ekstreSatiri, fatura, nakitAkis, sirket } from '../db/schema';
import { HttpError } from '../errors';
import { fileRequired, fileTooLarge, readParser } from '../files/upload';
import { isUuid } from '../sync/collection';
import { auditWrite } from '../sync/audit';
import { createMirrored, mapConstraintErrors } from '../sync/mirror';
import { runMutation } from '../sync/mutation';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Bank statements (ekstre, ekstreSatiri; docs/areas/bank-statements.md). The records, their lists
// (`{ekstreler, totalCount}`, `{satirlar, totalCount}`), mapping and tombstones follow from the
// definitions (src/domain/kinds/statement.ts). This adds the import, `POST /api/finans/ekstre`
// (multipart `file` and `sirket`, a CSV's `mapping` as JSON): the file read by parseStatementFile,
// each statement's account found among the company's bank accounts by IBAN and in its currency,
// its balances checked, lines imported before skipped, every new line matched
// (matchStatementLines) against the company's open items, and the statements and lines written in
// one transaction, or nothing. `GET /api/finans/ekstre/:id` answers the statement with its lines.
// Neither kind is created by the generic routes (`statementImportOnly`); a line's bank figures are
// fixed (`statementLineFixed`), its state and the cash flow it links are what a write changes.

type StatementRow = typeof ekstre.$inferSelect;
type StatementLineRow = typeof ekstreSatiri.$inferSelect;

const statementDerived = kindCollection<typeof statementKind, StatementRow>(statementKind, ekstre);
const lineDerived = kindCollection<typeof statementLineKind, StatementLineRow>(statementLineKind, ekstreSatiri);

/** Rows inserted per statement, so that one INSERT stays within the drivers' parameter limits. */
const INSERT_CHUNK = 400;

/** The answer of an import (MODULES §12 shape). */
export interface StatementImportResponse {
  ekstre: StatementRecord;
  /** Every statement the file held (a file may hold several), the first also as `ekstre`. */
  ekstreler: StatementRecord[];
  satirlar: StatementLineRecord[];
  /** Lines skipped because they were imported before (or repeated within the file). */
  atlanan: number;
}

const labels = () => v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(10)));
const mappingSchema = v.object({
  banka: v.pipe(v.string(), v.maxLength(60)),
  sutunlar: v.object({
    tarih: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(10)),
    valor: labels(),
    aciklama: labels(),
    tutar: labels(),
    borc: labels(),
    alacak: labels(),
    bakiye: labels(),
    referans: labels(),
    dekontNo: labels(),
    karsiTarafAd: labels(),
    karsiTarafIban: labels(),
  }),
  tarihBicimi: v.picklist(STATEMENT_DATE_FORMATS),
  ondalik: v.picklist([',', '.']),
  tutarTuru: v.picklist(['isaretli', 'borcAlacak']),
  acilisEtiketleri: labels(),
  kapanisEtiketleri: labels(),
  paraBirimiEtiketleri: labels(),
});

interface Upload {
  bytes: Buffer;
  name: string;
  sirket: string | undefined;
  mapping: string | undefined;
  hesap: string | undefined;
}

/** The multipart parts: `file` (413 past the limit), `sirket`, `mapping` (a CSV's column mapping, JSON), `hesap` (a CSV's IBAN). */
async function readUpload(parts: AsyncIterableIterator<Multipart>): Promise<Upload> {
  const upload: Partial<Upload> = {};
  for await (const part of readParser(parts)) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' && !part.valueTruncated ? part.value : undefined;
      if (part.fieldname === 'sirket') upload.sirket = value?.trim().toLowerCase();
      else if (part.fieldname === 'mapping') upload.mapping = value;
      else if (part.fieldname === 'hesap') upload.hesap = value?.trim();
      continue;
    }
    if (part.fieldname !== 'file' || upload.bytes !== undefined) {
      part.file.resume();
      continue;
    }
    const read = await part.toBuffer();
    if (part.file.truncated) throw fileTooLarge();
    upload.bytes = read;
    upload.name = part.filename.slice(0, 255);
  }
  if (upload.bytes === undefined || upload.bytes.length === 0) throw fileRequired();
  return { bytes: upload.bytes, name: upload.name ?? '', sirket: upload.sirket, mapping: upload.mapping, hesap: upload.hesap };
}

const refusal = (message: ErrorKey, path = 'file', status = 422) => new HttpError(status, message, [{ path, message }]);

function mappingOf(text: string | undefined): StatementMapping | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (Object.hasOwn(SAMPLE_MAPPINGS, text)) return SAMPLE_MAPPINGS[text as keyof typeof SAMPLE_MAPPINGS];
  try {
    return v.parse(mappingSchema, JSON.parse(text)) as StatementMapping;
  } catch {
    throw refusal('invalidStatementMapping', 'mapping');
  }
}

/** The company's open items the matcher reads (docs/areas/bank-statements.md §3), the cash flows within the lines' dates ±3 days. */
async function openItems(tx: Db, sirketId: string, from: string, to: string): Promise<OpenItems> {
  const paid = tx
    .select({ fatura: nakitAkis.fatura, odenen: sql<string>`sum(${nakitAkis.miktar})`.as('odenen') })
    .from(nakitAkis)
    .where(and(isNull(nakitAkis.deletedAt), isNotNull(nakitAkis.fatura)))
    .groupBy(nakitAkis.fatura)
    .as('odenen');
  const bills = await tx
    .select({
      _id: fatura.id,
      tip: fatura.tip,
      faturaProformaNo: fatura.faturaProformaNo,
      tarih: fatura.tarih,
      dovizCinsi: fatura.dovizCinsi,
      cariHesap: fatura.cariHesap,
      odenecek: fatura.odenecekTutar,
      odenen: paid.odenen,
    })
    .from(fatura)
    .leftJoin(paid, eq(paid.fatura, fatura.id))
    .where(and(eq(fatura.sirket, sirketId), isNull(fatura.deletedAt), eq(fatura.faturaTip, 'fatura')));
  const orders = await tx
    .select()
    .from(bankaTalimat)
    .where(and(eq(bankaTalimat.sirket, sirketId), isNull(bankaTalimat.deletedAt), isNull(bankaTalimat.nakitAkis)));
  const instruments = await tx
    .select()
    .from(cekSenet)
    .where(and(eq(cekSenet.sirket, sirketId), isNull(cekSenet.deletedAt)));
  // The cash flows lines already link: each line's single `nakitAkis` and every one its `eslesme` lists (a split's, a charge's).
  const linked = tx
    .select({ id: ekstreSatiri.nakitAkis })
    .from(ekstreSatiri)
    .where(and(eq(ekstreSatiri.sirket, sirketId), isNull(ekstreSatiri.deletedAt), ne(ekstreSatiri.nakitAkis, '')))
    .union(
      tx
        .select({ id: sql<string>`jsonb_array_elements_text(${ekstreSatiri.eslesme})` })
        .from(ekstreSatiri)
        .where(and(eq(ekstreSatiri.sirket, sirketId), isNull(ekstreSatiri.deletedAt))),
    );
  const flows = await tx
    .select()
    .from(nakitAkis)
    .where(
      and(
        eq(nakitAkis.sirket, sirketId),
        isNull(nakitAkis.deletedAt),
        gte(nakitAkis.tarih, addDays(from, -3)),
        lte(nakitAkis.tarih, addDays(to, 3)),
        notInArray(sql`${nakitAkis.id}::text`, linked),
      ),
    );
  const accounts = await tx
    .select({ _id: cariHesap.id, unvan: cariHesap.unvan, bankalar: cariHesap.bankalar })
    .from(cariHesap)
    .where(and(eq(cariHesap.sirket, sirketId), isNull(cariHesap.deletedAt)));
  return {
    faturalar: bills.map(({ odenecek, odenen, ...bill }) => ({ ...bill, kalan: odenecek - Number(odenen ?? 0) })),
    talimatlar: orders.map((order) => ({
      _id: order.id,
      ref: order.ref,
      tarih: order.tarih,
      miktar: order.miktar,
      dovizCinsi: order.dovizCinsi as Currency,
      cariHesap: order.cariHesap,
      fatura: order.fatura,
      nakitAkis: order.nakitAkis,
    })),
    cekSenetler: instruments.map((instrument) => ({
      _id: instrument.id,
      seriNo: instrument.seriNo,
      yon: instrument.yon,
      durum: instrument.durum,
      vadeTarihi: instrument.vadeTarihi,
      miktar: instrument.miktar,
      dovizCinsi: instrument.dovizCinsi as Currency,
      cariHesap: instrument.cariHesap,
    })),
    nakitAkislari: flows.map((flow) => ({
      _id: flow.id,
      tip: flow.tip,
      tarih: flow.tarih,
      miktar: flow.miktar,
      dovizCinsi: flow.dovizCinsi,
      cariHesap: flow.cariHesap,
      fatura: flow.fatura,
    })),
    cariler: accounts.map((account) => ({ ...account, bankalar: account.bankalar ?? [] })),
  };
}

/** The matcher's answer as a line's columns: its state, rule, candidates' parts (flattened) and guessed account. */
function matchColumns(match: StatementMatch) {
  const adaylar = match.adaylar.flatMap((candidate, aday) => {
    const common = { aday, cariHesap: candidate.cariHesap, fark: candidate.fark, nakitAkis: candidate.nakitAkis ?? '' };
    if (candidate.parcalar.length === 0) return [{ ...common, koleksiyon: '', kayit: '', fatura: '', tutar: 0 }];
    return candidate.parcalar.map((part) => ({
      ...common,
      koleksiyon: part.koleksiyon,
      kayit: part._id,
      fatura: part.fatura ?? '',
      tutar: part.tutar,
    }));
  });
  if (match.adaylar.length === 0 && match.nakitAkis)
    adaylar.push({
      aday: 0,
      cariHesap: match.cariHesapTahmini ?? '',
      fark: 0,
      nakitAkis: match.nakitAkis,
      koleksiyon: '',
      kayit: '',
      fatura: '',
      tutar: 0,
    });
  // A matched line with an existing cash flow of its account, amount and date ±3 days links it (§3).
  const linked = match.durum === 'eslesti' ? (match.adaylar[0]?.nakitAkis ?? '') : '';
  return {
    durum: match.durum,
    neden: match.neden,
    adaylar,
    cariHesapTahmini: match.cariHesapTahmini ?? '',
    nakitAkis: linked,
    eslesme: linked ? [linked] : [],
  };
}

interface CheckedStatement {
  statement: ParsedStatement;
  hesap: string;
  dovizCinsi: Currency;
  yeni: ParsedStatementLine[];
  atlanan: number;
  anahtarlar: Map<ParsedStatementLine, string[]>;
}

/** The keys of the lines of `hesap` imported before, within the statement's dates (a line's keys name its date or its statement). */
async function knownKeys(tx: Db, sirketId: string, hesap: string): Promise<Set<string>> {
  const rows = await tx
    .select({ anahtarlar: ekstreSatiri.anahtarlar })
    .from(ekstreSatiri)
    .where(and(eq(ekstreSatiri.sirket, sirketId), eq(ekstreSatiri.hesap, hesap), isNull(ekstreSatiri.deletedAt)));
  return new Set(rows.flatMap((row) => row.anahtarlar ?? []));
}

function lineDates(statements: readonly CheckedStatement[]): { from: string; to: string } {
  const dates = statements.flatMap(({ yeni }) => yeni.map((line) => line.tarih)).sort();
  return { from: dates[0] ?? '2000-01-01', to: dates.at(-1) ?? '2000-01-01' };
}

/**
 * Imports a file's statements in one transaction (docs/areas/bank-statements.md §2, §4): every
 * refusal comes before the first write, and a write that fails rolls the whole import back.
 */
export async function importStatements(
  tx: Db,
  user: Parameters<typeof auditWrite>[2]['user'] | null,
  sirketId: string,
  banks: readonly BankAccount[],
  parsed: readonly ParsedStatement[],
  upload: Upload,
  tolerans: number = DEFAULT_TOLERANCE,
): Promise<StatementImportResponse> {
  const checked: CheckedStatement[] = [];
  const seen = new Set<string>();
  for (const [index, statement] of parsed.entries()) {
    const path = parsed.length > 1 ? `ekstreler.${index}` : 'file';
    const given =
      statement.hesap === '' && upload.hesap ? { ...statement, hesap: upload.hesap.replace(/\s+/g, '').toUpperCase() } : statement;
    const account = statementAccount(given, banks);
    if (!account.ok) throw refusal(account.error, path);
    const balance = statementBalanceError(statement);
    if (balance) throw new HttpError(422, 'statementBalanceMismatch', [{ path, message: 'statementBalanceMismatch' }], balance);
    const hesap = (account.banka.iban ?? given.hesap).replace(/\s+/g, '').toUpperCase();
    const known = await knownKeys(tx, sirketId, hesap);
    for (const key of seen) known.add(key);
    const split = splitImported({ ...statement, hesap }, known);
    const anahtarlar = new Map<ParsedStatementLine, string[]>();
    for (const line of split.yeni) anahtarlar.set(line, lineDuplicateKeys({ hesap, ekstreNo: statement.ekstreNo }, line));
    for (const key of split.anahtarlar) seen.add(key);
    checked.push({ statement, hesap, dovizCinsi: account.banka.dovizCinsi, yeni: split.yeni, atlanan: split.atlanan.length, anahtarlar });
  }
  const lineCount = checked.reduce((count, { statement }) => count + statement.satirlar.length, 0);
  if (lineCount > 0 && checked.every(({ yeni }) => yeni.length === 0)) throw refusal('statementAlreadyImported', 'file', 409);

  const { from, to } = lineDates(checked);
  const open = await openItems(tx, sirketId, from, to);
  const statements: StatementRecord[] = [];
  const lines: StatementLineRecord[] = [];
  let skipped = 0;
  for (const { statement, hesap, dovizCinsi, yeni, atlanan, anahtarlar } of checked) {
    skipped += atlanan;
    const created = await createMirrored<StatementRow>(tx, statements_, {
      sirket: sirketId,
      hesap,
      dovizCinsi,
      format: statement.format,
      ekstreNo: statement.ekstreNo.slice(0, 35),
      referans: statement.referans.slice(0, 35),
      dosyaAdi: upload.name,
      acilisTarihi: statement.acilisBakiyesi?.tarih ?? null,
      acilisBakiyesi: statement.acilisBakiyesi?.tutar ?? null,
      kapanisTarihi: statement.kapanisBakiyesi?.tarih ?? null,
      kapanisBakiyesi: statement.kapanisBakiyesi?.tutar ?? null,
      satirSayisi: yeni.length,
      atlanan,
    });
    if (user) await auditWrite(tx, statements_, { action: 'create', user, before: null, after: created });
    statements.push(statementDerived.toDto(created));
    const matches = matchStatementLines(
      yeni.map((line) => ({ ...line, dovizCinsi })),
      open,
      { tolerans },
    );
    const rows = yeni.map((line, index) => ({
      id: crypto.randomUUID(),
      sirket: sirketId,
      ekstre: created.id,
      sira: line.sira,
      hesap,
      tarih: line.tarih,
      valor: line.valor || null,
      tutar: line.tutar,
      dovizCinsi,
      referans: line.referans.slice(0, 100),
      bankaReferansi: line.bankaReferansi.slice(0, 100),
      islemKodu: line.islemKodu.slice(0, 20),
      aciklama: line.aciklama.slice(0, 2000),
      karsiTaraf: { ad: line.karsiTaraf.ad.slice(0, 200), iban: line.karsiTaraf.iban.slice(0, 34) },
      ham: line.ham.slice(0, 4000),
      anahtarlar: anahtarlar.get(line) ?? [],
      ...matchColumns(matches[index]!),
    }));
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await insertMirroredMany(tx, ekstreSatiri, rows.slice(start, start + INSERT_CHUNK));
    if (rows.length > 0) {
      const stored = await tx
        .select()
        .from(ekstreSatiri)
        .where(inArray(ekstreSatiri.ekstre, [created.id]))
        .orderBy(ekstreSatiri.sira);
      lines.push(...stored.map((row) => lineDerived.toDto(row)));
    }
  }
  return { ekstre: statements[0]!, ekstreler: statements, satirlar: lines, atlanan: skipped };
}

const ParseStatus: Partial<Record<ErrorKey, number>> = { fileTooLarge: 413 };

/** `POST /api/finans/ekstre` in its own scope (the multipart parser applies to it only); `GET /api/finans/ekstre/:id/satirlar`. */
function statementRoutes(app: FastifyInstance, { db, base }: { db: Db; base: string }): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: STATEMENT_LIMITS.bytes, files: 1, fields: 6, fieldSize: 16_384, parts: 8, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    scope.post(base, async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      const upload = await readUpload(request.parts());
      const sirketId = upload.sirket ?? (request.query as { sirket?: string } | undefined)?.sirket?.toLowerCase();
      if (!sirketId || !isUuid(sirketId)) throw HttpError.validation([{ path: 'sirket', message: 'required' }]);
      const grants = companyScope(user);
      const company = await findCompany(db, sirketId, grants);
      if (!company) throw HttpError.notFound();
      if (!canWriteCompany(grants, sirketId)) throw new HttpError(403, 'readOnlyCompany');
      const parsed = parseStatementFile(
        new Uint8Array(upload.bytes),
        mappingOf(upload.mapping),
        upload.hesap ? { hesap: upload.hesap } : {},
      );
      if (!parsed.ok) {
        const status = ParseStatus[parsed.error] ?? 422;
        throw new HttpError(
          status,
          parsed.error as ErrorKey,
          [{ path: 'file', message: parsed.error as ErrorKey }],
          parsed.satir ? { satir: parsed.satir } : undefined,
        );
      }
      if (parsed.ekstreler.length === 0) throw refusal('notStatement');
      return runMutation(db, request, reply, (tx) =>
        mapConstraintErrors(statements_, async () => ({
          status: 201,
          body: await importStatements(tx, user, sirketId, company.bankalar, parsed.ekstreler, upload, statementToleranceOf(company)),
        })),
      );
    });
  });
}

/** A statement with its lines, in their order (`GET /api/finans/ekstre/:id`). */
async function statementDetail(db: Db, row: StatementRow): Promise<StatementRecord & { satirlar: StatementLineRecord[] }> {
  const rows = await db
    .select()
    .from(ekstreSatiri)
    .where(and(eq(ekstreSatiri.ekstre, row.id), isNull(ekstreSatiri.deletedAt)))
    .orderBy(ekstreSatiri.sira);
  return { ...statementDerived.toDto(row), satirlar: rows.map((line) => lineDerived.toDto(line)) };
}

const statements_ = serverCollection({
  ...statementDerived,
  companyColumn: ekstre.sirket,
  ownCreate: true,
  routes: statementRoutes,
  detail: statementDetail,
  async beforeWrite(input, context): Promise<FieldError[]> {
    if (!context.existing) return [{ path: '', message: 'statementImportOnly' }];
    return (await statementDerived.beforeWrite?.(input, context)) ?? [];
  },
});
export const statements = statements_;

/** What the bank wrote on a line: fixed once imported. */
const FIXED_LINE_FIELDS = ['ekstre', 'sira', 'hesap', 'tarih', 'tutar', 'dovizCinsi', 'sirket'] as const;

export const statementLines = serverCollection({
  ...lineDerived,
  companyColumn: ekstreSatiri.sirket,
  async beforeWrite(input, context): Promise<FieldError[]> {
    const existing = context.existing;
    if (!existing) return [{ path: '', message: 'statementImportOnly' }];
    if (!canSeeCompany(context.scope, existing.sirket)) return [{ path: 'sirket', message: 'invalid' }];
    const after = lineDerived.values(input, {});
    const before: Readonly<Record<string, unknown>> = existing;
    const changed = FIXED_LINE_FIELDS.filter((name) => String(after[name]) !== String(before[name]));
    if (changed.length > 0) return changed.map((path) => ({ path, message: 'statementLineFixed' as const }));
    return (await lineDerived.beforeWrite?.(input, context)) ?? [];
  },
});

/**
 * The demo's statements (server/db/demo-statements.ts): a month of the company's first bank account
 * with an IBAN, its lines made of its cash flows of the month, collections and payments of its open
 * bills and the bank's charges, imported as a file would be (by the seed, after the bills).
 */
export async function seedDemoStatements(tx: Db, sirketId: string, today: string): Promise<void> {
  const [company] = await tx
    .select({ bankalar: sirket.bankalar, ekstreToleransi: sirket.ekstreToleransi })
    .from(sirket)
    .where(eq(sirket.id, sirketId));
  const bank = company?.bankalar.find((entry) => entry.iban);
  if (!company || !bank?.iban) return;
  const from = addDays(today, -27);
  const open = await openItems(tx, sirketId, from, today);
  const lines: DemoStatementLine[] = [];
  const bills = new Map(open.faturalar.map((bill) => [bill._id, bill.faturaProformaNo]));
  for (const flow of open.nakitAkislari) {
    if (flow.dovizCinsi !== bank.dovizCinsi || flow.tarih < from || flow.tarih > today) continue;
    const number = flow.fatura ? (bills.get(flow.fatura) ?? '') : '';
    const text = flow.tip === 'tahsilat' ? 'HAVALE GELEN' : 'EFT GIDEN';
    lines.push({ tarih: flow.tarih, tutar: flow.tip === 'tahsilat' ? flow.miktar : -flow.miktar, aciklama: `${text} ${number}`.trim() });
  }
  const unpaid = open.faturalar.filter(
    (bill) => bill.dovizCinsi === bank.dovizCinsi && bill.kalan > 0 && bill.faturaProformaNo.length >= 3,
  );
  for (const [index, bill] of unpaid.slice(0, 6).entries()) {
    const tarih = addDays(today, -2 - index * 4);
    const text = bill.tip === 'giden' ? 'HAVALE GELEN' : 'EFT GIDEN';
    lines.push({
      tarih,
      tutar: bill.tip === 'giden' ? bill.kalan : -bill.kalan,
      aciklama: `${text} ${bill.faturaProformaNo} NOLU FATURA ODEMESI`,
    });
  }
  for (const day of [3, 10, 17, 24]) lines.push({ tarih: addDays(from, day), tutar: -1250, aciklama: 'EFT MASRAFI' });
  const code = Object.entries(STATEMENT_CURRENCIES).find(([, currency]) => currency === bank.dovizCinsi)?.[0] ?? 'TRY';
  const parsed = parseStatementFile(new TextEncoder().encode(demoMt940(bank.iban, code, today, lines)));
  if (!parsed.ok) throw new Error(`the demo statement does not read: ${parsed.error}`);
  await importStatements(
    tx,
    null,
    sirketId,
    company.bankalar,
    parsed.ekstreler,
    {
      bytes: Buffer.alloc(0),
      name: 'demo-ekstre.sta',
      sirket: sirketId,
      mapping: undefined,
      hesap: undefined,
    },
    company.ekstreToleransi,
  );
}
