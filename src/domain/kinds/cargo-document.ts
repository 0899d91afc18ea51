import { CARGO_DOCUMENT_TYPES, CONSIGNEE_TYPES, FREIGHT_TERMS } from '../cargo-documents';
import { defineKind, field, type FieldsOf, type RecordOf } from './define';

/** What a list of cargo documents may be sorted by. */
export const CARGO_DOCUMENT_SORT_FIELDS = ['tarih', 'updatedAt'] as const;

declare module './define' {
  interface KindNames {
    yukEvraki: true;
  }
}

/**
 * Cargo documents (yukEvraki; docs/areas/operations.md §3): a voyage's papers — bills of lading,
 * mate's receipts, the NOR and the statement of facts, manifests, stowage plans, draft surveys,
 * protests, letters of indemnity — each with its file, optionally of a charter. A bill of lading
 * carries its particulars; a draft survey its weight in the same field (`brutAgirlikMt`). Their
 * warnings (ante- or post-dated B/L, B/L weight against the survey) and a voyage's claim checklist
 * are src/domain/cargo-documents.ts: warnings, never refusals.
 */
export const cargoDocumentKind = defineKind({
  name: 'yukEvraki',
  path: 'operasyon/yuk-evraki',
  fields: {
    sirket: field.company(),
    carter: field.reference('carter'),
    seferNo: field.text({ max: 40 }),
    tur: field.choice(CARGO_DOCUMENT_TYPES),
    numara: field.text({ max: 100 }),
    tarih: field.date(),
    liman: field.text({ max: 100 }),
    dosya: field.file(),
    aciklama: field.text({ max: 2000 }),
    // A bill of lading's particulars.
    yukleyici: field.text({ max: 300 }),
    alici: field.group({ tip: field.choice(CONSIGNEE_TYPES), ad: field.text({ max: 300 }) }, { nullable: true }),
    bildirim: field.text({ max: 300 }),
    yuklemeLimani: field.text({ max: 100 }),
    tahliyeLimani: field.text({ max: 100 }),
    yukTanimi: field.text({ max: 500 }),
    brutAgirlikMt: field.decimal(3, { min: 0n }),
    navlun: field.choice(FREIGHT_TERMS, { default: '' }),
    yuklemeTarihi: field.date(),
    orijinalSayisi: field.decimal(0, { min: 0n, max: 99n }),
    kayitlar: field.text({ max: 2000 }),
  },
  companyField: 'sirket',
  // Read per company (the chosen ship) and voyage: the register, a voyage's claim checklist.
  indexes: ['sirket', 'carter', '[sirket+seferNo]'],
  titleFields: ['tur', 'numara'],
  list: {
    columns: ['sirket', 'seferNo', 'tur', 'numara', 'tarih', 'liman'],
    sorts: CARGO_DOCUMENT_SORT_FIELDS,
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'carter', 'tur', 'seferNo'],
    key: 'yukEvraklari',
    perPage: 100,
  },
  tombstone: { seferNo: '', numara: '', aciklama: '' },
});

export type CargoDocumentDefinition = typeof cargoDocumentKind;
/** A cargo document as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type CargoDocumentRecord = RecordOf<CargoDocumentDefinition>;
export type CargoDocumentValues = FieldsOf<CargoDocumentDefinition>;
