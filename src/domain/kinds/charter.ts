import { CURRENCIES } from '../currency';
import { FUELS } from '../emissions';
import { CP_FORMS, DEFAULT_CVE_BASIS_DAYS, DEFAULT_INVOICE_PERIOD_DAYS, MAX_INVOICE_PERIOD_DAYS, PERCENT_100 } from '../hire-statement';
import {
  DEDUCTION_REASONS,
  DEFAULT_DESPATCH_BASIS,
  DEFAULT_TIME_BAR_DAYS,
  DESPATCH_BASES,
  FREIGHT_BASES,
  LAYTIME_TYPES,
  PORT_KINDS,
  SOF_EVENTS,
  UTC_OFFSET_RANGE,
  WORKING_TERMS,
} from '../laytime';
import { OPERATIONS_ERROR_KEYS } from '../operations-errors';
import { defineKind, field, type FieldsOf, type RecordOf } from './define';

/** The two kinds of charter a ship is let on: by time (hire) and by voyage (freight, laytime). */
export const CHARTER_TYPES = ['time', 'spot'] as const;
export type CharterType = (typeof CHARTER_TYPES)[number];

/** What a list of charters may be sorted by. */
export const CHARTER_SORT_FIELDS = ['cpTarihi', 'updatedAt'] as const;

/** A local wall-clock time of a port's statement of facts, `YYYY-MM-DDTHH:mm` (docs/areas/operations.md §2). */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const MAX_OFF_HIRES = 100;
export const MAX_BROKERS = 10;
export const MAX_FUEL_LINES = FUELS.length;
export const MAX_OWNERS_EXPENSES = 200;
export const MAX_PORTS = 20;
export const MAX_SOF_EVENTS = 200;
export const MAX_DEDUCTIONS = 200;
export const MAX_HOLIDAYS = 60;
/** A 2-year charter billed every day stays within it. */
export const MAX_SETTLEMENTS = 1_000;

const percent = () => field.decimal(3, { min: 0n, max: PERCENT_100 });
const fuelQuantity = { yakit: field.choice(FUELS), miktarMt: field.decimal(3, { required: true, min: 0n }) } as const;
const wallClock = (required: boolean) => field.text({ required, max: 16, pattern: WALL_CLOCK, patternError: 'invalidDate' });

const offHireFields = {
  baslangic: field.dateTime({ required: true }),
  bitis: field.dateTime({ required: true }),
  sebep: field.text({ max: 200 }),
  yakit: field.list(fuelQuantity, MAX_FUEL_LINES),
} as const;

const portFields = {
  tur: field.choice(PORT_KINDS),
  liman: field.text({ required: true, max: 100 }),
  utcFarkDakika: field.decimal(0, { default: 0, min: BigInt(UTC_OFFSET_RANGE.min), max: BigInt(UTC_OFFSET_RANGE.max) }),
  izinSaat: field.decimal(3, { min: 0n }),
  oranMtGun: field.decimal(3, { min: 0n }),
  calisma: field.choice(WORKING_TERMS, { default: 'SHINC' }),
  tatiller: field.texts(MAX_HOLIDAYS, 10),
  donusSaat: field.decimal(3, { min: 0n }),
  olaylar: field.list({ olay: field.choice(SOF_EVENTS), zaman: wallClock(true) }, MAX_SOF_EVENTS),
  kesintiler: field.list(
    {
      baslangic: wallClock(true),
      bitis: wallClock(true),
      sebep: field.choice(DEDUCTION_REASONS, { default: 'DIGER' }),
      sayilanYuzde: field.decimal(3, { default: 0, min: 0n, max: PERCENT_100 }),
      demurragedaDaDus: field.boolean(),
    },
    MAX_DEDUCTIONS,
  ),
} as const;

declare module './define' {
  interface KindNames {
    carter: true;
  }
}

declare module '../error-key' {
  /** The charters' own keys (src/domain/operations-errors.ts; their texts: src/features/operations/error-texts.ts). */
  interface KindErrorKeys {
    redeliveryBeforeDelivery: true;
    offHireOutsideCharter: true;
    offHireOverlap: true;
    fuelPriceMissing: true;
    duplicateFuel: true;
    negativeRate: true;
    absurdRate: true;
    sofOutOfOrder: true;
    duplicateSofEvent: true;
    deductionOutsidePort: true;
  }
}

/** The fields every rule of a charter reads (src/domain/charter.ts). */
export const CHARTER_RULE_FIELDS = [
  'tip',
  'gunlukKira',
  'teslim',
  'iade',
  'tahminiIade',
  'faturaPeriyoduGun',
  'adresKomisyonuYuzde',
  'brokerajlar',
  'cve',
  'ilohc',
  'yakitFiyatlari',
  'yakitTeslim',
  'yakitIade',
  'offHire',
  'armatorMasraflari',
  'yuk',
  'navlun',
  'demurrageGunluk',
  'despatchGunluk',
  'despatchEsasi',
  'laytimeTipi',
  'birKezDemurrage',
  'zamanAsimiGun',
  'limanlar',
] as const;

/**
 * Charters (carter; docs/areas/operations.md §1, §2): a ship (company) let to a charterer (a
 * customer account) by time — hire per day, off-hires, bunkers, commissions: the hire statement —
 * or by voyage — cargo, freight, the ports' statements of facts: laytime, demurrage or despatch.
 * One kind for both (`tip`), as one charter list per ship. Figures are integers at their scales (rates
 * in minor units, percentages, tonnes and hours in thousandths, fuel prices in ten-thousandths), as
 * src/domain/hire-statement.ts and laytime.ts read them; its schema runs the rules of the charter's
 * kind, each error on its path (src/domain/charter.ts).
 */
export const charterKind = defineKind({
  name: 'carter',
  path: 'operasyon/carter',
  fields: {
    sirket: field.company(),
    tip: field.choice(CHARTER_TYPES),
    cariHesap: field.reference('cariHesap', { required: true }),
    cpTarihi: field.date(),
    dovizCinsi: field.choice(CURRENCIES, { default: 'USD' }),
    aciklama: field.text({ max: 2000 }),
    dosya: field.file(),
    // By time (§5.1).
    cpFormu: field.choice(CP_FORMS, { default: 'DIGER' }),
    gunlukKira: field.money({ min: 0n }),
    teslim: field.group({ zaman: field.dateTime(), liman: field.text({ max: 100 }) }),
    iade: field.group({ zaman: field.dateTime(), liman: field.text({ max: 100 }) }),
    tahminiIade: field.dateTime(),
    faturaPeriyoduGun: field.decimal(0, { default: DEFAULT_INVOICE_PERIOD_DAYS, min: 1n, max: BigInt(MAX_INVOICE_PERIOD_DAYS) }),
    adresKomisyonuYuzde: percent(),
    brokerajlar: field.list(
      {
        cariHesap: field.reference('cariHesap', { required: true }),
        yuzde: field.decimal(3, { required: true, min: 0n, max: PERCENT_100 }),
      },
      MAX_BROKERS,
    ),
    cve: field.group(
      {
        tutar: field.money({ required: true, min: 0n }),
        esasGun: field.decimal(0, { default: DEFAULT_CVE_BASIS_DAYS, min: 1n, max: BigInt(MAX_INVOICE_PERIOD_DAYS) }),
      },
      { nullable: true },
    ),
    ilohc: field.money({ min: 0n }),
    yakitFiyatlari: field.list({ yakit: field.choice(FUELS), birimFiyat: field.decimal(4, { required: true, min: 0n }) }, MAX_FUEL_LINES),
    yakitTeslim: field.list(fuelQuantity, MAX_FUEL_LINES),
    yakitIade: field.list(fuelQuantity, MAX_FUEL_LINES),
    offHire: field.list(offHireFields, MAX_OFF_HIRES),
    armatorMasraflari: field.list(
      { tarih: field.date({ required: true }), aciklama: field.text({ max: 200 }), tutar: field.money({ required: true, min: 0n }) },
      MAX_OWNERS_EXPENSES,
    ),
    // By voyage (§5.2).
    yuk: field.group({ tanim: field.text({ max: 200 }), miktarMt: field.decimal(3, { min: 0n }) }),
    navlun: field.group(
      { esas: field.choice(FREIGHT_BASES), oran: field.decimal(4, { required: true, min: 0n }), komisyonYuzde: percent() },
      { nullable: true },
    ),
    demurrageGunluk: field.money({ min: 0n }),
    despatchGunluk: field.money({ min: 0n }),
    despatchEsasi: field.choice(DESPATCH_BASES, { default: DEFAULT_DESPATCH_BASIS }),
    laytimeTipi: field.choice(LAYTIME_TYPES, { default: 'ayri' }),
    birKezDemurrage: field.boolean({ default: true }),
    zamanAsimiGun: field.decimal(0, { default: DEFAULT_TIME_BAR_DAYS, min: 1n, max: 3650n }),
    limanlar: field.list(portFields, MAX_PORTS),
    // What the charter became in the books (docs/areas/operations.md §7): per hire invoice (`no`; 0 the
    // laytime) the bill made for it or the bank order that pays the charterer, by id.
    kesilenler: field.list(
      {
        no: field.decimal(0, { required: true, min: 0n, max: 10_000n }),
        fatura: field.text({ max: 64 }),
        talimat: field.text({ max: 64 }),
      },
      MAX_SETTLEMENTS,
    ),
  },
  companyField: 'sirket',
  // No checks: the rules of the charter's kind across its fields (the hire statement's, laytime's) are
  // checked by its schema (src/domain/charter.ts, `charterSchema`): they stay out of the sync engine's chunk.
  // Read per company (the chosen ship) and kind: the time-charter and the voyage lists.
  indexes: ['sirket', '[sirket+tip]', 'cariHesap'],
  titleFields: ['tip', 'cpTarihi'],
  list: {
    columns: ['sirket', 'tip', 'cariHesap', 'cpTarihi', 'dovizCinsi'],
    sorts: CHARTER_SORT_FIELDS,
    defaultSort: { field: 'cpTarihi', order: 'desc' },
    filters: ['sirket', 'tip', 'cariHesap'],
    key: 'carterler',
    perPage: 100,
  },
  tombstone: {
    aciklama: '',
    brokerajlar: [],
    yakitFiyatlari: [],
    yakitTeslim: [],
    yakitIade: [],
    offHire: [],
    armatorMasraflari: [],
    limanlar: [],
    kesilenler: [],
  },
  errors: OPERATIONS_ERROR_KEYS.filter((key) => key !== 'endBeforeStart'),
});

export type CharterDefinition = typeof charterKind;
/** A charter as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type CharterRecord = RecordOf<CharterDefinition>;
export type CharterValues = FieldsOf<CharterDefinition>;
/** A charter's terms as the rules read them: the record but its file (the device's may be one kept there to upload). */
export type CharterTerms = Omit<CharterValues, 'dosya'> & { _id?: string };
