import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountType } from '../../src/domain/account';
import type { AuditAction } from '../../src/domain/audit';
import type { BankAccountOutput } from '../../src/domain/kinds/account';
import type { BankOrderTemplate } from '../../src/domain/bank-order';
import type { BillDirection, BillKind, PaymentType } from '../../src/domain/bill';
import type { CashFlowType, PaymentMethod } from '../../src/domain/cash-flow';
import { CURRENCIES, type Currency } from '../../src/domain/currency';
import type { UploadedFile } from '../../src/domain/file';
import type { StoredBillLine, StoredPlanRow } from '../../src/domain/bill';
import type { BudgetCodeStatus, BudgetCodeType } from '../../src/domain/budget-code';
import type { BankAccount, PayrollSettings, Ship } from '../../src/domain/company';
import type { CertificateHolder, SurveyKind, SurveyPlan } from '../../src/domain/certificates';
import type { DocumentCategory, DocumentRevision, DocumentState } from '../../src/domain/documents';
import { RANKS, type Rank } from '../../src/domain/crew';
import type { InstrumentDirection, InstrumentKind, InstrumentState, Movement } from '../../src/domain/instruments';
import type { Fuel } from '../../src/domain/emissions';
import type { Cargo, FuelFigures, ShipState } from '../../src/domain/kinds/ship-report';
import type { WagePartType } from '../../src/domain/payroll-catalogues';
import type { ScopeGrant } from '../../src/domain/sync';
import { exchangeRateKind } from '../../src/domain/kinds/exchange-rate';
import { workReportKind } from '../../src/domain/kinds/work-report';
import { inspectionKind } from '../../src/domain/kinds/inspection';
import { SIGN_OFF_REASONS, type SignOffReason } from '../../src/domain/incidents';
import { incidentKind } from '../../src/domain/kinds/incident';
import { nonConformityKind } from '../../src/domain/kinds/non-conformity';
import { loanKind } from '../../src/domain/kinds/loan';
import { payrollKind } from '../../src/domain/kinds/payroll';
import { budgetKind } from '../../src/domain/kinds/budget';
import { statementKind, statementLineKind } from '../../src/domain/kinds/statement';
import { charterKind } from '../../src/domain/kinds/charter';
import { cargoDocumentKind } from '../../src/domain/kinds/cargo-document';
import { contractKind } from '../../src/domain/kinds/contract';
import { messageKind, messageReadKind } from '../../src/domain/kinds/message';
import { kindTable, mirroredColumns, mirroredIndexes } from './kind-table';

// One schema for PGlite and PostgreSQL 15: only built-ins both have (gen_random_uuid, jsonb).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** A deactivated user cannot sign in and has no sessions; users are never deleted. */
    aktif: boolean('aktif').notNull().default(true),
    /** The interface language, applied at sign-in on any device. */
    dil: text('dil').$type<'tr' | 'en'>().notNull().default('tr'),
    sonGiris: timestamp('son_giris', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Sign-in lowercases the address; the check keeps a mixed-case row from ever shadowing it.
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`), check('users_dil_check', sql`${t.dil} in ('tr', 'en')`)],
);

export const sirket = pgTable('sirket', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  isim: text('isim').notNull(),
  tip: text('tip').notNull(),
  adres: text('adres').notNull().default(''),
  /** The tax office and the VKN (docs/areas/e-invoice.md), '' when not given. */
  vergiDairesi: text('vergi_dairesi').notNull().default(''),
  vergiNumarasi: text('vergi_numarasi').notNull().default(''),
  gemi: jsonb('gemi').$type<Ship>().notNull(),
  bankalar: jsonb('bankalar')
    .$type<BankAccount[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Payroll settings (docs/areas/payroll.md §3): stamp duty exemption, SGK incentive points. */
  bordroAyarlari: jsonb('bordro_ayarlari')
    .$type<PayrollSettings>()
    .notNull()
    .default(sql`'{"damgaMuaf": false, "tesvikPuani": 0}'::jsonb`),
  /** Statement matching's tolerance (MODULES §12 rule 3), minor units of the line's currency; 1.00 by default. */
  ekstreToleransi: bigint('ekstre_toleransi', { mode: 'number' }).notNull().default(100),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which companies a non-admin user may see (docs/architecture.md §6), and whether they may also write their
 * records (docs/architecture.md §9): `okuma` read only, `yazma` read and write.
 */
export const userSirket = pgTable(
  'user_sirket',
  {
    userId: requiredId('user_id', () => users.id, 'cascade'),
    sirketId: requiredId('sirket_id', () => sirket.id, 'cascade'),
    yetki: text('yetki').$type<ScopeGrant['yetki']>().notNull().default('yazma'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sirketId] }),
    index('user_sirket_sirket_idx').on(t.sirketId),
    check('user_sirket_yetki_check', sql`${t.yetki} in ('okuma', 'yazma')`),
  ],
);

/** `id` is the SHA-256 of the cookie token, so a leaked table does not hand out live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: requiredId('user_id', () => users.id, 'cascade'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the session was last used, to the minute: an idle session ends (server/config.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const notepad = pgTable('notepad', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notepad: text('notepad').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Mirrored collections (docs/architecture.md §2).

/**
 * One sequence for every mirrored table: a write takes the next value as the row's `cursor`, so
 * `GET /api/sync?since=` can page through the changes of all collections in one order.
 */
export const syncCursorSeq = pgSequence('sync_cursor_seq');

/** A required uuid column naming a row of `target`'s table. */
function requiredId(name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') {
  return uuid(name).notNull().references(target, { onDelete });
}

/**
 * The indexes of a record of a company and an account: its live list newest first (`listKeys`),
 * per company or all, and, tombstones included, by company (the pull and the company delete's
 * check find them so) and by account.
 */
const companyRecordIndexes = (
  table: string,
  t: { sirket: AnyPgColumn; cariHesap: AnyPgColumn; deletedAt: AnyPgColumn },
  listKeys: [AnyPgColumn, ...AnyPgColumn[]],
) => [
  index(`${table}_sirket_list_idx`)
    .on(t.sirket, ...listKeys)
    .where(sql`${t.deletedAt} is null`),
  index(`${table}_list_idx`)
    .on(...listKeys)
    .where(sql`${t.deletedAt} is null`),
  index(`${table}_sirket_idx`).on(t.sirket),
  index(`${table}_cari_hesap_idx`).on(t.cariHesap),
];

/** The stored currencies (src/domain/currency.ts), as a table's check lists them: `'USD', 'TL', …`. */
const CURRENCY_LIST = sql.raw(CURRENCIES.map((currency) => `'${currency}'`).join(', '));
const currencyCheck = (table: string, column: AnyPgColumn) => check(`${table}_doviz_cinsi_check`, sql`${column} in (${CURRENCY_LIST})`);

// The columns and indexes every mirrored table has are in kind-table.ts, beside the tables built from a kind's definition.
export { mirroredColumns, mirroredIndexes };

/** Budget codes: one chart per `tip`, shared by every company (not company-scoped). */
export const butceKodu = pgTable(
  'butce_kodu',
  {
    ...mirroredColumns(),
    kod: text('kod').notNull(),
    adi: text('adi').notNull(),
    tip: text('tip').$type<BudgetCodeType>().notNull(),
    durum: text('durum').$type<BudgetCodeStatus>().notNull(),
  },
  (t) => [
    ...mirroredIndexes('butce_kodu', t),
    // A code is unique in its chart among live rows; a deleted code may be used again.
    uniqueIndex('butce_kodu_tip_kod_unique')
      .on(t.tip, t.kod)
      .where(sql`${t.deletedAt} is null`),
    check('butce_kodu_tip_check', sql`${t.tip} in ('gider', 'gelir')`),
    check('butce_kodu_durum_check', sql`${t.durum} in ('aktif', 'pasif')`),
  ],
);

/**
 * A record that left a company: a write moved it from `sirket_id` to another company. A user who
 * sees the old company but not the new one pulls it as a removal (docs/architecture.md §4.1). `cursor`
 * and `version` are those of the moving write; no foreign key, so a company delete leaves them be.
 */
export const syncRemovals = pgTable('sync_removals', {
  cursor: bigint('cursor', { mode: 'number' }).primaryKey(),
  collection: text('collection').notNull(),
  recordId: uuid('record_id').notNull(),
  sirketId: uuid('sirket_id').notNull(),
  version: integer('version').notNull(),
  createdAt: createdAt(),
});

const blankText = (name: string) => text(name).notNull().default('');

/**
 * Counterparty accounts (cari hesap) of one company each. `unvan_sort` is turkishSortKey(unvan):
 * compared byte-wise (`COLLATE "C"`) it gives Turkish alphabetical order on PGlite and PostgreSQL
 * alike. The two list indexes serve `GET /api/finans/cari-hesap` straight from the index in that
 * order, for one company and for all; the total comes from cari_hesap_counts.
 */
export const cariHesap = pgTable(
  'cari_hesap',
  {
    ...mirroredColumns(),
    // Restrict: no delete may take tombstones with it, which devices still need to pull. A company
    // with any account, deleted ones included, is not deleted (409 companyInUse, checked first).
    // One record shape (src/domain/kinds/): the properties are the fields' names, the columns keep their own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    cariTip: text('cari_tip').$type<AccountType>().notNull(),
    unvan: text('unvan').notNull(),
    unvanSort: text('unvan_sort').notNull(),
    firmaYetkilisi: blankText('firma_yetkilisi'),
    nitelik: blankText('nitelik'),
    gsm: blankText('gsm'),
    sabitTelefon: blankText('sabit_telefon'),
    ePosta: blankText('e_posta'),
    ulke: blankText('ulke'),
    il: blankText('il'),
    ilce: blankText('ilce'),
    adres: blankText('adres'),
    aciklama: blankText('aciklama'),
    vergiDairesi: blankText('vergi_dairesi'),
    vergiNumarasi: blankText('vergi_numarasi'),
    tcNumarasi: blankText('tc_numarasi'),
    bankalar: jsonb('bankalar')
      .$type<BankAccountOutput[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('cari_hesap', t),
    index('cari_hesap_sirket_list_idx')
      .on(t.sirket, t.cariTip, sql`${t.unvanSort} collate "C"`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('cari_hesap_list_idx')
      .on(t.cariTip, sql`${t.unvanSort} collate "C"`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Tombstones included: the pull and the company delete's check find them by company.
    index('cari_hesap_sirket_idx').on(t.sirket),
    check('cari_hesap_cari_tip_check', sql`${t.cariTip} in ('tedarikci', 'musteri')`),
  ],
);

/**
 * Live accounts per company and type, kept by statement triggers on cari_hesap (migrations 0003
 * and 0008, hand-written) in the writing transaction: the list's `totalCount` sums a few rows here
 * (an index range, at most 64 per company and type) instead of counting up to every account on
 * each request. Each writing transaction adds its change to one of 64 `slot` rows (0015), picked at
 * random: with one row per company and type, concurrent creates of one company all waited on that
 * row's lock until the holder committed. A slot may go negative; only the sum means anything.
 * No foreign key: a deleted company (which has no live accounts) leaves zeros behind.
 */
export const cariHesapCounts = pgTable(
  'cari_hesap_counts',
  {
    sirketId: uuid('sirket_id').notNull(),
    cariTip: text('cari_tip').$type<AccountType>().notNull(),
    slot: smallint('slot').notNull().default(0),
    live: integer('live').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cariTip, t.sirketId, t.slot] })],
);

/**
 * A mutation's outcome by its Idempotency-Key, written in the transaction of the mutation, so a
 * retry gets the same answer and changes nothing. `response` is `json`, not `jsonb`: json keeps the
 * text as written (key order, spacing), so a replay is byte-identical to the first answer.
 * `body_hash` tells a retry (the same body) from a key reused for another body (422).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: requiredId('user_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    response: json('response').notNull(),
    /** A stable hash of the request's body (server/sync/mutation.ts); null for keys stored before it was kept. */
    bodyHash: text('body_hash'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Uploaded files (docs/architecture.md §5). `id` is the client's uuid when it sent one, so a retried
 * upload finds its first copy; the bytes live in the file storage under `storage_key`, a name of
 * their own, so two racing uploads of one id never write over each other. `type` is the type
 * sniffed from the content. Uploads are not deleted with their uploader (no cascade): records of
 * the company may still show them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploader_idx').on(t.uploaderId), check('files_size_check', sql`${t.size} >= 0`)],
);

export type { StoredBillLine, StoredPlanRow } from '../../src/domain/bill';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Bills and proformas (fatura) of one company each, for one account each (docs/architecture.md §8, docs/architecture.md
 * §7). Totals are integers in minor units computed by the server from the lines; payment state is
 * derived from cash flows and never stored here. `fatura_file` keeps the file's record as it was
 * when the bill was written, for the mirror to show without a second read. Foreign keys restrict:
 * tombstones still refer to their account, company and file.
 */
export const fatura = pgTable(
  'fatura',
  {
    ...mirroredColumns(),
    // One record shape (src/domain/kinds/bill.ts): the properties are the fields' names, the columns keep their own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    cariHesap: requiredId('cari_hesap_id', () => cariHesap.id, 'restrict'),
    tip: text('tip').$type<BillDirection>().notNull(),
    faturaTip: text('fatura_tip').$type<BillKind>().notNull(),
    faturaProformaNo: blankText('fatura_proforma_no'),
    /**
     * textKey(fatura_proforma_no) (src/domain/text-key.ts), which the number's unique index
     * compares: one number however it was typed. Written by the server with every write; rows
     * from before it are filled at start (server/db/text-keys.ts), null until then.
     */
    faturaProformaNoKey: text('fatura_proforma_no_key'),
    tarih: date('tarih', { mode: 'string' }).notNull(),
    dovizCinsi: text('doviz_cinsi').$type<Currency>().notNull(),
    kalemler: jsonb('kalemler').$type<StoredBillLine[]>().notNull(),
    odemePlani: jsonb('odeme_plani').$type<StoredPlanRow[]>().notNull(),
    taksitSayisi: integer('taksit_sayisi').notNull(),
    odemeTip: text('odeme_tip').$type<PaymentType>().notNull(),
    aciklama: blankText('aciklama'),
    faturaFileId: requiredId('fatura_file_id', () => files.id, 'restrict'),
    faturaFile: jsonb('fatura_file').$type<UploadedFile>().notNull(),
    /** The e-Fatura's UUID (lower case) of a bill imported from one (docs/areas/e-invoice.md); '' otherwise. */
    eFaturaUuid: blankText('e_fatura_uuid'),
    araToplam: money('ara_toplam'),
    toplamIskontoTutar: money('toplam_iskonto_tutar'),
    indirimliTutar: money('indirimli_tutar'),
    toplamKdvTutar: money('toplam_kdv_tutar'),
    /** Σ the lines' withheld KDV (tevkifat, docs/areas/e-invoice.md); 0 for a bill without withholding. */
    toplamTevkifatTutar: money('toplam_tevkifat_tutar').default(0),
    odenecekTutar: money('odenecek_tutar'),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('fatura', t),
    ...companyRecordIndexes('fatura', t, [t.tip, t.tarih, t.id]),
    index('fatura_file_idx').on(t.faturaFileId),
    // docs/architecture.md §7: a bill number is entered once per account, kind and direction (live bills, numbered
    // ones), compared by its key.
    uniqueIndex('fatura_number_unique')
      .on(t.cariHesap, t.faturaTip, t.tip, t.faturaProformaNoKey)
      .where(sql`${t.deletedAt} is null and ${t.faturaProformaNoKey} <> ''`),
    // docs/areas/e-invoice.md: an e-Fatura is imported once per company (live bills with a UUID; 422 `duplicateEInvoice`).
    uniqueIndex('fatura_e_fatura_uuid_unique')
      .on(t.sirket, t.eFaturaUuid)
      .where(sql`${t.deletedAt} is null and ${t.eFaturaUuid} <> ''`),
    check('fatura_tip_check', sql`${t.tip} in ('gelen', 'giden')`),
    check('fatura_fatura_tip_check', sql`${t.faturaTip} in ('fatura', 'proforma')`),
    check('fatura_odeme_tip_check', sql`${t.odemeTip} in ('pesin', 'taksit')`),
    currencyCheck('fatura', t.dovizCinsi),
    check('fatura_taksit_sayisi_check', sql`${t.taksitSayisi} >= 1`),
  ],
);

/**
 * Live bills per company, direction and currency, kept by statement triggers on fatura (migration
 * 0014, hand-written) in the writing transaction, as cari_hesap_counts is for accounts: the bill
 * list's `totalCount` sums a few rows here (at most 64 per company, direction and currency)
 * instead of counting up to every bill on each request (41 ms for 12,500 bills of one company and
 * direction, bench/bills-list.bench.ts). Each writing statement adds its change to one of 64 random
 * `slot` rows (migration 0015), so concurrent writers of one company rarely wait on one row's lock. A slot may go
 * negative; only the sum means anything. No foreign key: a deleted company leaves zeros behind.
 */
export const faturaCounts = pgTable(
  'fatura_counts',
  {
    sirketId: uuid('sirket_id').notNull(),
    tip: text('tip').$type<BillDirection>().notNull(),
    dovizCinsi: text('doviz_cinsi').$type<Currency>().notNull(),
    slot: smallint('slot').notNull().default(0),
    live: integer('live').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sirketId, t.tip, t.dovizCinsi, t.slot] })],
);

/**
 * Cash flows (nakit akış): payments to suppliers and collections from customers, one company and
 * one account each, optionally naming the bill they pay (docs/architecture.md §7). `miktar` is in minor
 * units. A bill's paid state is derived from the live rows naming it (src/domain/account-balance.ts)
 * and never stored on the bill. `dekont_file` keeps the receipt's record as it was when written.
 * Foreign keys restrict: tombstones still refer to their account, company, bill and file.
 */
export const nakitAkis = pgTable(
  'nakit_akis',
  {
    ...mirroredColumns(),
    // One record shape (src/domain/kinds/cash-flow.ts): the properties are the fields' names, the columns keep their own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    cariHesap: requiredId('cari_hesap_id', () => cariHesap.id, 'restrict'),
    fatura: uuid('fatura_id').references(() => fatura.id, { onDelete: 'restrict' }),
    tip: text('tip').$type<CashFlowType>().notNull(),
    tarih: date('tarih', { mode: 'string' }).notNull(),
    miktar: money('miktar'),
    dovizCinsi: text('doviz_cinsi').$type<Currency>().notNull(),
    odemeYontemi: text('odeme_yontemi').$type<PaymentMethod>().notNull(),
    aciklama: blankText('aciklama'),
    dekontFileId: requiredId('dekont_file_id', () => files.id, 'restrict'),
    dekontFile: jsonb('dekont_file').$type<UploadedFile>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('nakit_akis', t),
    ...companyRecordIndexes('nakit_akis', t, [t.tip, t.tarih, t.id]),
    index('nakit_akis_fatura_idx').on(t.fatura),
    index('nakit_akis_file_idx').on(t.dekontFileId),
    check('nakit_akis_tip_check', sql`${t.tip} in ('odeme', 'tahsilat')`),
    check('nakit_akis_odeme_yontemi_check', sql`${t.odemeYontemi} in ('havale', 'nakit', 'kredi-karti', 'cek', 'senet')`),
    currencyCheck('nakit_akis', t.dovizCinsi),
    check('nakit_akis_miktar_check', sql`${t.miktar} >= 1`),
  ],
);

/**
 * Bank orders (banka talimatı): a company's letter to its bank to pay an account, optionally for a
 * bill, optionally linked to the payment recorded from it (docs/architecture.md §7, §10). `miktar` is in
 * minor units. The bank selections are keys of bank account entries of the company and the account
 * (src/domain/bank-order.ts: bankAccountKey). `talimat_file` keeps the signed letter's record as it
 * was when written. Foreign keys restrict: tombstones still refer to what they named.
 */
export const bankaTalimat = pgTable(
  'banka_talimat',
  {
    ...mirroredColumns(),
    // One record shape (src/domain/kinds/bank-order.ts): the properties are the fields' names, the columns keep their own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    cariHesap: requiredId('cari_hesap_id', () => cariHesap.id, 'restrict'),
    fatura: uuid('fatura_id').references(() => fatura.id, { onDelete: 'restrict' }),
    nakitAkis: uuid('nakit_akis_id').references(() => nakitAkis.id, { onDelete: 'restrict' }),
    ref: text('ref').notNull(),
    /** textKey(ref), which the ref's unique index compares; filled as fatura_proforma_no_key is. */
    refKey: text('ref_key'),
    tarih: date('tarih', { mode: 'string' }).notNull(),
    miktar: money('miktar'),
    dovizCinsi: text('doviz_cinsi').$type<Currency>().notNull(),
    aciklama: blankText('aciklama'),
    sirketBankaSelection: text('sirket_banka_selection').notNull(),
    cariBankaSelection: text('cari_banka_selection').notNull(),
    sablon: text('sablon').$type<BankOrderTemplate>().notNull(),
    talimatFileId: uuid('talimat_file_id').references(() => files.id, { onDelete: 'restrict' }),
    talimatFile: jsonb('talimat_file').$type<UploadedFile>(),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('banka_talimat', t),
    ...companyRecordIndexes('banka_talimat', t, [t.tarih, t.id]),
    index('banka_talimat_fatura_idx').on(t.fatura),
    index('banka_talimat_nakit_akis_idx').on(t.nakitAkis),
    index('banka_talimat_file_idx').on(t.talimatFileId),
    // A reference is given once per company (live orders), compared by its key.
    uniqueIndex('banka_talimat_ref_unique')
      .on(t.sirket, t.refKey)
      .where(sql`${t.deletedAt} is null`),
    currencyCheck('banka_talimat', t.dovizCinsi),
    check('banka_talimat_sablon_check', sql`${t.sablon} in ('yurtici-tl', 'swift-doviz')`),
    check('banka_talimat_miktar_check', sql`${t.miktar} >= 1`),
  ],
);

/**
 * The document library (dokuman; docs/areas/documents.md), one company each. `dosya` is the file of the
 * current revision (its record, and its id for the foreign key); `gecmis` the earlier revisions with
 * their files (the device mirrors them), whose files dokuman_revizyon keeps referenced. `kod_key` is
 * textKey(kod) for a controlled (`kys-*`) document, null otherwise: codes are unique per company and
 * category among live controlled documents.
 */
export const dokuman = pgTable(
  'dokuman',
  {
    ...mirroredColumns(),
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    kategori: text('kategori').$type<DocumentCategory>().notNull(),
    kod: blankText('kod'),
    kodKey: text('kod_key'),
    baslik: text('baslik').notNull(),
    revizyon: integer('revizyon').notNull().default(0),
    revizyonTarihi: date('revizyon_tarihi', { mode: 'string' }).notNull(),
    durum: text('durum').$type<DocumentState>().notNull(),
    dosyaId: uuid('dosya_id').references(() => files.id, { onDelete: 'restrict' }),
    dosya: jsonb('dosya').$type<UploadedFile>(),
    metin: blankText('metin'),
    aciklama: blankText('aciklama'),
    gecmis: jsonb('gecmis').$type<DocumentRevision[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('dokuman', t),
    index('dokuman_sirket_kategori_idx').on(t.sirket, t.kategori),
    index('dokuman_dosya_idx').on(t.dosyaId),
    uniqueIndex('dokuman_kod_unique')
      .on(t.sirket, t.kategori, t.kodKey)
      .where(sql`${t.deletedAt} is null and ${t.kodKey} is not null`),
    check(
      'dokuman_kategori_check',
      sql`${t.kategori} in ('plan', 'foto', 'kys-destek', 'kys-yonetmelik', 'kys-politika', 'kys-prosedur', 'kys-gorev', 'kys-plan', 'sirkuler', 'duyuru')`,
    ),
    check('dokuman_durum_check', sql`${t.durum} in ('taslak', 'yururlukte', 'iptal')`),
    check('dokuman_revizyon_check', sql`${t.revizyon} between 0 and 9999`),
  ],
);

/**
 * The file of each revision a document has had (one row per document and revision): what keeps an
 * earlier revision's file stored and readable once a new revision replaces it (docs/areas/documents.md).
 * `sirket_id` is the company the revision was written in (the document's when the revision was
 * last current): its file is readable to that company's users only, so a document moved to another
 * company takes only its current revision along; its past stays with the company it was written in.
 * Written by the server with each document write; never mirrored.
 */
export const dokumanRevizyon = pgTable(
  'dokuman_revizyon',
  {
    dokumanId: requiredId('dokuman_id', () => dokuman.id, 'cascade'),
    revizyon: integer('revizyon').notNull(),
    sirketId: requiredId('sirket_id', () => sirket.id, 'restrict'),
    dosyaId: uuid('dosya_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.dokumanId, t.revizyon] }), index('dokuman_revizyon_dosya_idx').on(t.dosyaId)],
);

/**
 * Read confirmations (okuma_onayi; docs/areas/documents.md): a user's "I have read it" of a revision of a
 * document, in the document's company. Never changed; one per user, document and revision.
 */
export const okumaOnayi = pgTable(
  'okuma_onayi',
  {
    ...mirroredColumns(),
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    dokuman: requiredId('dokuman_id', () => dokuman.id, 'restrict'),
    revizyon: integer('revizyon').notNull(),
    kullanici: requiredId('kullanici_id', () => users.id, 'restrict'),
    tarih: timestamp('tarih', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('okuma_onayi', t),
    index('okuma_onayi_sirket_idx').on(t.sirket),
    uniqueIndex('okuma_onayi_unique')
      .on(t.dokuman, t.revizyon, t.kullanici)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * The history of every write (docs/architecture.md §9), appended in the writing transaction and never
 * changed or deleted by any route. `changes` holds only the fields that changed, each with its
 * value before and after as the API sends it (null for a create's before and a delete's after).
 * `sirket_id` is the company the record was in when written (before an update; null for budget
 * codes and users): an entry is shown to the users of that company only, and a move's entry only to
 * those who see both sides (server/routes/audit.ts). No foreign keys: the history outlives what it
 * describes.
 */
export const audit = pgTable(
  'audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    collection: text('collection').notNull(),
    recordId: text('record_id').notNull(),
    sirketId: uuid('sirket_id'),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (t) => [
    index('audit_record_idx').on(t.collection, t.recordId, t.id),
    index('audit_user_idx').on(t.userId, t.id),
    index('audit_at_idx').on(t.at),
    check('audit_action_check', sql`${t.action} in ('create', 'update', 'delete', 'export')`),
  ],
);

/**
 * Exchange rates (kur; docs/areas/exchange-rates.md): one chart shared by every company (not company-scoped). The
 * four rates are TL per unit in whole ten-thousandths; `bulten` is the TCMB bulletin's number ('' for a
 * rate entered by hand). One live rate per date and currency: kur_tarih_doviz_unique.
 */
export const kur = kindTable(exchangeRateKind, {
  createdAt: false,
  // The four rates above 0 in one CHECK, as the table had them before it was derived.
  columns: { dovizAlis: { check: false }, dovizSatis: { check: false }, efektifAlis: { check: false }, efektifSatis: { check: false } },
  constraints: (t) => [
    index('kur_doviz_tarih_idx')
      .on(t.dovizCinsi, t.tarih)
      .where(sql`${t.deletedAt} is null`),
    check('kur_rates_check', sql`${t.dovizAlis} > 0 and ${t.dovizSatis} > 0 and ${t.efektifAlis} > 0 and ${t.efektifSatis} > 0`),
  ],
});

/**
 * Certificates and surveys (sertifika; docs/areas/certificates.md): a ship's, its company's or a crew member's
 * (`personel`, the person's id), one company
 * each. `dosya` is the scan (its record as the API answers it, and its id for the file's foreign key).
 */
export const sertifika = pgTable(
  'sertifika',
  {
    ...mirroredColumns(),
    // One record shape (src/domain/kinds/certificate.ts): the properties are the fields' names, the columns keep their own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    sahip: text('sahip').$type<CertificateHolder>().notNull(),
    personel: uuid('personel').references(() => personel.id, { onDelete: 'restrict' }),
    tur: text('tur').notNull(),
    ad: blankText('ad'),
    numara: blankText('numara'),
    verenKurulus: blankText('veren_kurulus'),
    duzenlemeTarihi: date('duzenleme_tarihi', { mode: 'string' }).notNull(),
    gecerlilikTarihi: date('gecerlilik_tarihi', { mode: 'string' }),
    sorveyPlani: text('sorvey_plani').$type<SurveyPlan>().notNull(),
    sorveyler: jsonb('sorveyler').$type<{ tur: SurveyKind; tarih: string }[]>().notNull().default([]),
    uyariGun: integer('uyari_gun').notNull().default(90),
    dosyaId: uuid('dosya_id').references(() => files.id, { onDelete: 'restrict' }),
    dosya: jsonb('dosya').$type<UploadedFile>(),
    aciklama: blankText('aciklama'),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('sertifika', t),
    index('sertifika_sirket_list_idx')
      .on(t.sirket, t.sahip, t.gecerlilikTarihi, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('sertifika_sirket_idx').on(t.sirket),
    index('sertifika_dosya_idx').on(t.dosyaId),
    index('sertifika_personel_idx').on(t.personel),
    check('sertifika_sahip_check', sql`${t.sahip} in ('gemi', 'sirket', 'personel')`),
    check('sertifika_sorvey_plani_check', sql`${t.sorveyPlani} in ('yok', 'yillik', 'yillik-ara', 'ara')`),
    check('sertifika_tarih_check', sql`${t.gecerlilikTarihi} is null or ${t.gecerlilikTarihi} > ${t.duzenlemeTarihi}`),
    check('sertifika_uyari_gun_check', sql`${t.uyariGun} between 0 and 3650`),
  ],
);

/**
 * Cheques and promissory notes (cek_senet; docs/areas/cheques.md), received or issued, one company and one
 * account each. `hareketler` is the history, newest last; `nakit_akis_id` the cash flow that settled
 * it; `dosya` the scan of both sides (its record as the API answers it, and its id for the foreign key).
 */
export const cekSenet = pgTable(
  'cek_senet',
  {
    ...mirroredColumns(),
    // One record shape (src/domain/kinds/): the properties are the fields' names, the columns keep their own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    cariHesap: requiredId('cari_hesap_id', () => cariHesap.id, 'restrict'),
    nakitAkis: uuid('nakit_akis_id').references(() => nakitAkis.id, { onDelete: 'restrict' }),
    tur: text('tur').$type<InstrumentKind>().notNull(),
    yon: text('yon').$type<InstrumentDirection>().notNull(),
    borclu: blankText('borclu'),
    banka: blankText('banka'),
    sube: blankText('sube'),
    hesapNo: blankText('hesap_no'),
    seriNo: text('seri_no').notNull(),
    duzenlemeTarihi: date('duzenleme_tarihi', { mode: 'string' }).notNull(),
    vadeTarihi: date('vade_tarihi', { mode: 'string' }).notNull(),
    miktar: money('miktar'),
    dovizCinsi: text('doviz_cinsi').$type<Currency>().notNull(),
    durum: text('durum').$type<InstrumentState>().notNull(),
    hareketler: jsonb('hareketler').$type<Movement[]>().notNull().default([]),
    dosyaId: requiredId('dosya_id', () => files.id, 'restrict'),
    dosya: jsonb('dosya').$type<UploadedFile>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('cek_senet', t),
    ...companyRecordIndexes('cek_senet', t, [t.vadeTarihi, t.id]),
    index('cek_senet_nakit_akis_idx').on(t.nakitAkis),
    index('cek_senet_dosya_idx').on(t.dosyaId),
    currencyCheck('cek_senet', t.dovizCinsi),
    check('cek_senet_tur_check', sql`${t.tur} in ('cek', 'senet')`),
    check('cek_senet_yon_check', sql`${t.yon} in ('alinan', 'verilen')`),
    check(
      'cek_senet_durum_check',
      sql`${t.durum} in ('portfoyde', 'ciro-edildi', 'tahsile-verildi', 'teminata-verildi', 'iade-edildi', 'tahsil-edildi', 'karsiliksiz', 'verildi', 'odendi')`,
    ),
    check('cek_senet_vade_check', sql`${t.vadeTarihi} >= ${t.duzenlemeTarihi}`),
    check('cek_senet_miktar_check', sql`${t.miktar} >= 1`),
  ],
);

/**
 * Bunker delivery notes (bdn; docs/areas/bunkers-and-emissions.md), one company (ship) each. Figures are whole numbers:
 * `miktar_mt` in kg (t to 3 decimals), `yogunluk15` in tenths of kg/m³, `kukurt_yuzde` in
 * thousandths of a %, `parlama_noktasi` and `viskozite` in tenths. `tedarikci` is the supplier's
 * account, `fatura` the bunker bill; `dosya` the signed note (its record, and its id for the key).
 */
export const bdn = pgTable(
  'bdn',
  {
    ...mirroredColumns(),
    // One record shape (src/domain/kinds/): the properties are the fields' names, the columns keep their own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    bdnNo: text('bdn_no').notNull(),
    tarih: date('tarih', { mode: 'string' }).notNull(),
    liman: blankText('liman'),
    tedarikci: uuid('tedarikci_id').references(() => cariHesap.id, { onDelete: 'restrict' }),
    yakit: text('yakit').$type<Fuel>().notNull(),
    miktarMt: bigint('miktar_mt', { mode: 'number' }).notNull(),
    yogunluk15: integer('yogunluk15').notNull(),
    kukurtYuzde: integer('kukurt_yuzde').notNull(),
    parlamaNoktasi: integer('parlama_noktasi').notNull(),
    viskozite: integer('viskozite'),
    numuneMuhurleri: jsonb('numune_muhurleri').$type<string[]>().notNull().default([]),
    dosyaId: uuid('dosya_id').references(() => files.id, { onDelete: 'restrict' }),
    dosya: jsonb('dosya').$type<UploadedFile>(),
    fatura: uuid('fatura_id').references(() => fatura.id, { onDelete: 'restrict' }),
    aciklama: blankText('aciklama'),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('bdn', t),
    index('bdn_sirket_list_idx')
      .on(t.sirket, t.tarih, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('bdn_sirket_idx').on(t.sirket),
    index('bdn_tedarikci_idx').on(t.tedarikci),
    index('bdn_fatura_idx').on(t.fatura),
    index('bdn_dosya_idx').on(t.dosyaId),
    check('bdn_yakit_check', sql`${t.yakit} in ('HFO', 'VLSFO', 'ULSFO', 'MDO', 'MGO', 'LNG')`),
    check('bdn_miktar_check', sql`${t.miktarMt} >= 1`),
  ],
);

/**
 * Ship reports (gemiRaporu; docs/areas/bunkers-and-emissions.md): one per company (ship) and time (gemi_raporu_zaman_unique).
 * Figures are whole numbers: positions in ten-thousandths of a degree, distance and hours in tenths,
 * fuel per type in kg (jsonb `{HFO: 12345}`), the cargo `{cins, miktarMt}` with kg.
 */
export const gemiRaporu = pgTable(
  'gemi_raporu',
  {
    ...mirroredColumns(),
    // One record shape (src/domain/kinds/): the property is the field's name, the column keeps its own.
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    zaman: timestamp('zaman', { withTimezone: true }).notNull(),
    durum: text('durum').$type<ShipState>().notNull(),
    enlem: integer('enlem'),
    boylam: integer('boylam'),
    sonLiman: blankText('son_liman'),
    sonrakiLiman: blankText('sonraki_liman'),
    eta: timestamp('eta', { withTimezone: true }),
    mesafeNm: integer('mesafe_nm').notNull().default(0),
    seyirSaati: integer('seyir_saati').notNull().default(0),
    tuketim: jsonb('tuketim').$type<FuelFigures>().notNull().default({}),
    rob: jsonb('rob').$type<FuelFigures>().notNull().default({}),
    yuk: jsonb('yuk').$type<Cargo>().notNull().default({ cins: '', miktarMt: null }),
    aciklama: blankText('aciklama'),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('gemi_raporu', t),
    uniqueIndex('gemi_raporu_zaman_unique')
      .on(t.sirket, t.zaman)
      .where(sql`${t.deletedAt} is null`),
    index('gemi_raporu_sirket_idx').on(t.sirket),
    check('gemi_raporu_durum_check', sql`${t.durum} in ('seyir', 'limanda', 'demirde', 'tersanede')`),
    check('gemi_raporu_mesafe_check', sql`${t.mesafeNm} >= 0 and ${t.seyirSaati} >= 0`),
  ],
);

/**
 * Work reports (isRaporu; docs/areas/work-reports.md): a ship's (company's) weekly or monthly jobs, open defects
 * and files. One live report per ship, kind and period. The files are kept whole in `dosyalar`
 * (a list has no foreign key; files-repository.ts counts them as used).
 */
export const isRaporu = kindTable(workReportKind, {
  constraints: (t) => [
    check(
      'is_raporu_donem_check',
      sql`(${t.tur} = 'haftalik' and ${t.donem} ~ '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$') or (${t.tur} = 'aylik' and ${t.donem} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')`,
    ),
  ],
});

/** Inspections (denetim; docs/areas/inspections.md): a ship's inspections, their deficiencies kept whole in `eksiklikler`. */
export const denetim = kindTable(inspectionKind);

/** Non-conformities (uygunsuzluk; docs/areas/inspections.md): their source inspection in `kaynak_denetim`/`kaynak_eksiklik` (a nullable group). */
export const uygunsuzluk = kindTable(nonConformityKind);

/** Incidents (olay; docs/areas/inspections.md). */
export const olay = kindTable(incidentKind);

/** A sign-off's reasons (src/domain/incidents.ts), as a table's check lists them. */
const SIGN_OFF_REASON_LIST = sql.raw(SIGN_OFF_REASONS.map((reason) => `'${reason}'`).join(', '));

/** The crew's ranks (src/domain/crew.ts), as a table's check lists them. */
const RANK_LIST = sql.raw(RANKS.map((rank) => `'${rank}'`).join(', '));

/**
 * People of the crew pool (personel; docs/areas/crew.md), one employer company each. A TCKN or a passport
 * number: one at least. Their documents are `sertifika` rows with `sahip = 'personel'`.
 */
export const personel = pgTable(
  'personel',
  {
    ...mirroredColumns(),
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    ad: text('ad').notNull(),
    soyad: text('soyad').notNull(),
    tcKimlikNo: blankText('tc_kimlik_no'),
    pasaportNo: blankText('pasaport_no'),
    uyruk: blankText('uyruk'),
    dogumTarihi: date('dogum_tarihi', { mode: 'string' }),
    dogumYeri: blankText('dogum_yeri'),
    rutbe: text('rutbe').$type<Rank>().notNull(),
    gemiAdamiCuzdanNo: blankText('gemi_adami_cuzdan_no'),
    telefon: blankText('telefon'),
    ePosta: blankText('e_posta'),
    iban: blankText('iban'),
    /** Who receives allotments (MODULES §10): `{ad, iban, pay | tutar}`, a share in thousandths of a percent or minor units. */
    lehdarlar: jsonb('lehdarlar').$type<{ ad: string; iban: string; pay: number | null; tutar: number | null }[]>().notNull().default([]),
    aciklama: blankText('aciklama'),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('personel', t),
    index('personel_sirket_idx').on(t.sirket),
    check('personel_rutbe_check', sql`${t.rutbe} in (${RANK_LIST})`),
    // A tombstone's identity fields are cleared, so the check holds for live rows only.
    check('personel_kimlik_check', sql`${t.deletedAt} is not null or ${t.tcKimlikNo} <> '' or ${t.pasaportNo} <> ''`),
    // A TCKN, and a passport with its nationality, names one live person per company (docs/areas/crew.md):
    // two records of one seafarer could each be assigned to a ship at once. Enforced here so that
    // two writes side by side cannot both pass (422 `tcknTaken`, `passportTaken`).
    uniqueIndex('personel_tckn_unique')
      .on(t.sirket, t.tcKimlikNo)
      .where(sql`${t.deletedAt} is null and ${t.tcKimlikNo} <> ''`),
    uniqueIndex('personel_pasaport_unique')
      .on(t.sirket, t.pasaportNo, t.uyruk)
      .where(sql`${t.deletedAt} is null and ${t.pasaportNo} <> ''`),
  ],
);

/**
 * Assignments of people to ships (gorevlendirme; docs/areas/crew.md): the ship is the company. A person is
 * aboard one ship at a time (server/collections/personnel.ts checks it, the person's row held).
 * The monthly wage is kept as its parts (`ucret_kalemleri`, MODULES §10: each `{tur, tutar, dovizCinsi}`, minor
 * units) and the overtime hour's rate (`fazla_mesai_saat_ucreti`, minor units of the wage's currency).
 */
export const gorevlendirme = pgTable(
  'gorevlendirme',
  {
    ...mirroredColumns(),
    sirket: requiredId('sirket_id', () => sirket.id, 'restrict'),
    personel: requiredId('personel_id', () => personel.id, 'restrict'),
    rutbe: text('rutbe').$type<Rank>().notNull(),
    binisTarihi: date('binis_tarihi', { mode: 'string' }).notNull(),
    binisLimani: blankText('binis_limani'),
    planlananInisTarihi: date('planlanan_inis_tarihi', { mode: 'string' }),
    inisTarihi: date('inis_tarihi', { mode: 'string' }),
    inisLimani: blankText('inis_limani'),
    ayrilmaNedeni: text('ayrilma_nedeni').$type<SignOffReason | ''>().notNull().default(''),
    ucretKalemleri: jsonb('ucret_kalemleri').$type<{ tur: WagePartType; tutar: number; dovizCinsi: Currency }[]>().notNull().default([]),
    fazlaMesaiSaatUcreti: bigint('fazla_mesai_saat_ucreti', { mode: 'number' }),
    aciklama: blankText('aciklama'),
    createdAt: createdAt(),
  },
  (t) => [
    ...mirroredIndexes('gorevlendirme', t),
    index('gorevlendirme_sirket_idx').on(t.sirket, t.binisTarihi),
    index('gorevlendirme_personel_idx').on(t.personel, t.binisTarihi),
    check('gorevlendirme_rutbe_check', sql`${t.rutbe} in (${RANK_LIST})`),
    check('gorevlendirme_inis_check', sql`${t.inisTarihi} is null or ${t.inisTarihi} >= ${t.binisTarihi}`),
    check('gorevlendirme_planlanan_inis_check', sql`${t.planlananInisTarihi} is null or ${t.planlananInisTarihi} >= ${t.binisTarihi}`),
    check('gorevlendirme_fazla_mesai_check', sql`${t.fazlaMesaiSaatUcreti} is null or ${t.fazlaMesaiSaatUcreti} >= 0`),
    check('gorevlendirme_ayrilma_nedeni_check', sql`${t.ayrilmaNedeni} in ('', ${SIGN_OFF_REASON_LIST})`),
  ],
);

/** Loans (kredi; docs/areas/loans.md): a ship's mortgage loan, its instalments, fixings and valuations kept whole. */
export const kredi = kindTable(loanKind);

/** Budgets (butce; docs/areas/inspections.md): a ship's budget for a year and a budget code. */
export const butce = kindTable(budgetKind);

/** Bank statements and their lines (ekstre, ekstreSatiri; docs/areas/bank-statements.md). */
export const ekstre = kindTable(statementKind);
export const ekstreSatiri = kindTable(statementLineKind);

/** Time and voyage charters (carter; docs/areas/operations.md §1, §2): ports, off-hires and bunkers kept whole. */
export const carter = kindTable(charterKind);

/** A voyage's cargo documents (yukEvraki; docs/areas/operations.md §3). */
export const yukEvraki = kindTable(cargoDocumentKind);

/** Contracts (sozlesme; docs/areas/operations.md §4). */
export const sozlesme = kindTable(contractKind);
/** Wage sheets (bordro; docs/areas/payroll.md): one per ship and month, its lines kept whole. */
export const bordro = kindTable(payrollKind);
/** Ship–office messages and their read marks (mesaj, mesajOkuma; docs/areas/messages.md). */
export const mesaj = kindTable(messageKind);
export const mesajOkuma = kindTable(messageReadKind);
