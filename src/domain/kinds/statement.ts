import { CURRENCIES } from '../currency';
import { MATCH_REASONS, MATCH_STATES, STATEMENT_FORMATS } from '../statements/catalogue';
import { STATEMENT_ERROR_KEYS } from '../statements/statement-errors';
import { defineKind, field, type RecordOf } from './define';

/** A record's id kept as text: the matcher's candidates name bills, bank orders, cheques, accounts and cash flows. */
const ID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idText = () => field.text({ pattern: ID_TEXT, lowerCase: true });

/** The collections a candidate's part names (MatchCollection, src/domain/statements/match.ts). */
export const MATCH_COLLECTIONS = ['fatura', 'bankaTalimat', 'cekSenet'] as const;

/** At most this many candidate parts kept per line (a split over many bills, several suggestions). */
export const MAX_MATCH_PARTS = 200;

/** At most this many cash flows one accepted line links (a split's bills and a bank charge's payment). */
export const MAX_MATCH_FLOWS = MAX_MATCH_PARTS + 1;

/**
 * The cash flows a line's match recorded or linked: its `eslesme` list, else (a line accepted before
 * the list, or linked by the import) its single `nakitAkis`; none when unmatched.
 */
export function lineFlows(line: { nakitAkis?: string | null; eslesme?: readonly string[] | null }): string[] {
  const listed = (line.eslesme ?? []).filter(Boolean);
  if (listed.length > 0) return [...listed];
  return line.nakitAkis ? [line.nakitAkis] : [];
}

/** What a list of statements and of lines may be sorted by. */
export const STATEMENT_SORT_FIELDS = ['kapanisTarihi', 'updatedAt'] as const;
export const STATEMENT_LINE_SORT_FIELDS = ['tarih', 'sira', 'tutar', 'updatedAt'] as const;

declare module './define' {
  interface KindNames {
    ekstre: true;
    ekstreSatiri: true;
  }
}

declare module '../error-key' {
  /** The statements' own keys (src/domain/statements/statement-errors.ts; texts: src/features/bank-statements/error-texts.ts). */
  interface KindErrorKeys {
    notStatement: true;
    statementBalanceMismatch: true;
    tooManyStatementLines: true;
    invalidStatementLine: true;
    statementAccountUnknown: true;
    statementCurrencyMismatch: true;
    statementAlreadyImported: true;
    statementHeaderNotFound: true;
    invalidStatementMapping: true;
    statementImportOnly: true;
    statementLineFixed: true;
  }
}

/**
 * Bank statements (ekstre; docs/areas/bank-statements.md): one statement of one of the company's
 * bank accounts, as `POST /api/finans/ekstre` imported it: the account's IBAN (`hesap`), its
 * currency, the file's format, the statement's number and reference, the opening and closing
 * balances (each null when the file gives none) and how many lines it brought and skipped. Only the
 * import creates one (server/collections/statements.ts); its figures are the bank's.
 */
export const statementKind = defineKind({
  name: 'ekstre',
  path: 'finans/ekstre',
  fields: {
    sirket: field.company(),
    hesap: field.text({ required: true, max: 34 }),
    dovizCinsi: field.choice(CURRENCIES),
    format: field.choice(STATEMENT_FORMATS),
    ekstreNo: field.text({ max: 35 }),
    referans: field.text({ max: 35 }),
    dosyaAdi: field.text({ max: 255 }),
    acilisTarihi: field.date(),
    acilisBakiyesi: field.money(),
    kapanisTarihi: field.date(),
    kapanisBakiyesi: field.money(),
    satirSayisi: field.decimal(0, { min: 0n, max: 10_000n }),
    atlanan: field.decimal(0, { min: 0n, max: 10_000n }),
  },
  companyField: 'sirket',
  indexes: ['sirket', '[sirket+hesap]'],
  titleFields: ['hesap', 'kapanisTarihi'],
  list: {
    columns: ['sirket', 'hesap', 'ekstreNo', 'kapanisTarihi', 'kapanisBakiyesi', 'dovizCinsi'],
    sorts: STATEMENT_SORT_FIELDS,
    defaultSort: { field: 'kapanisTarihi', order: 'desc' },
    filters: ['sirket', 'hesap', 'dovizCinsi'],
    key: 'ekstreler',
  },
  tombstone: { ekstreNo: '', referans: '', dosyaAdi: '' },
  errors: [...STATEMENT_ERROR_KEYS, 'statementImportOnly', 'statementLineFixed'],
});

/** One part of a candidate (MatchCandidate, src/domain/statements/match.ts), flattened: `aday` numbers the candidate. */
const matchPartFields = {
  aday: field.decimal(0, { required: true, min: 0n, max: 200n }),
  cariHesap: idText(),
  koleksiyon: field.choice(MATCH_COLLECTIONS, { default: '' }),
  kayit: idText(),
  fatura: idText(),
  tutar: field.money({ min: 0n }),
  fark: field.money(),
  nakitAkis: idText(),
} as const;

/**
 * A statement's line (ekstreSatiri; docs/areas/bank-statements.md §2–§3): its statement, position,
 * account, dates, signed amount (positive: money in), references, description and counterparty, as
 * the bank wrote them (`ham`, the raw text) — fixed once imported (`statementLineFixed`). The
 * matcher's answer (`durum`, `neden`, the candidates' parts in `adaylar`, the guessed account) is
 * written by the import; accepting a suggestion writes `durum: 'eslesti'`, every cash flow it
 * recorded or linked (`eslesme`: a split's one per bill, a bank charge's payment) and the first of
 * them (`nakitAkis`).
 */
export const statementLineKind = defineKind({
  name: 'ekstreSatiri',
  path: 'finans/ekstre-satiri',
  fields: {
    sirket: field.company(),
    ekstre: field.reference('ekstre', { required: true }),
    sira: field.decimal(0, { required: true, min: 1n, max: 10_000n }),
    hesap: field.text({ required: true, max: 34 }),
    tarih: field.date({ required: true }),
    valor: field.date(),
    tutar: field.money({ required: true }),
    dovizCinsi: field.choice(CURRENCIES),
    referans: field.text({ max: 100 }),
    bankaReferansi: field.text({ max: 100 }),
    islemKodu: field.text({ max: 20 }),
    aciklama: field.text({ max: 2000 }),
    karsiTaraf: field.group({ ad: field.text({ max: 200 }), iban: field.text({ max: 34 }) }),
    ham: field.text({ max: 4000 }),
    durum: field.choice(MATCH_STATES),
    neden: field.choice(MATCH_REASONS),
    adaylar: field.list(matchPartFields, MAX_MATCH_PARTS),
    cariHesapTahmini: idText(),
    /** The first cash flow the match recorded or linked (the single form kept from before `eslesme`). */
    nakitAkis: idText(),
    /** Every cash flow the match recorded or linked: one per bill of a split, and a bank charge's payment (lineFlows reads both forms). */
    eslesme: field.texts(MAX_MATCH_FLOWS, 36),
    anahtarlar: field.serverWritten(field.texts(2, 300)),
  },
  companyField: 'sirket',
  indexes: ['sirket', 'ekstre', '[ekstre+sira]'],
  titleFields: ['tarih', 'aciklama'],
  list: {
    columns: ['tarih', 'aciklama', 'tutar', 'durum'],
    sorts: STATEMENT_LINE_SORT_FIELDS,
    defaultSort: { field: 'sira', order: 'asc' },
    filters: ['sirket', 'ekstre', 'durum', 'hesap'],
    key: 'satirlar',
    perPage: 200,
  },
  tombstone: { aciklama: '', ham: '', adaylar: [], eslesme: [] },
});

export type StatementRecord = RecordOf<typeof statementKind>;
export type StatementLineRecord = RecordOf<typeof statementLineKind>;
