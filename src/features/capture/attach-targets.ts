import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { maxKey, minKey } from '../../data/live-query';
import type { BdnInput } from '../../domain/bdn';
import { MAX_REPORT_FILES } from '../../domain/kinds/work-report';
import { formValuesOf } from '../../domain/records/form-input';
import { queryBdns } from '../../data/bdn';
import { saveBdn } from '../../data/bdn-save';
import { billInputOf, saveBill } from '../../data/bill-save';
import { saveCertificate } from '../../data/certificate-save';
import { certificateInput, queryCertificates } from '../../data/certificates';
import type { PortalDb } from '../../data/db';
import type { KeptFileRef } from '../../data/files';
import { saveInspection } from '../../data/inspection-save';
import { queryInspections } from '../../data/inspections';
import { isLive, toRecord } from '../../data/sync/collections';
import { saveWorkReport } from '../../data/work-report-save';
import { queryWorkReports } from '../../data/work-reports';
import { certificateTypeLabels } from '../../ui/records/certificate-labels';
import { formatDate } from '../../ui/format';

// "Kayda ekle" (docs/areas/messages.md, /camera): the record kinds an item of the capture tray can be
// attached to, one small entry per kind: its name, how the candidate records of a ship are listed
// (from the device, offline too), and how the item becomes the record's file, saved through the
// kind's own save module (validated, stored on the device, queued; the replay uploads the file first).

/** One record (or one row of a record: a deficiency of an inspection) the item can go to. */
export interface AttachOption {
  /** The record's id, or `id#index` for a row of it. */
  value: string;
  label: string;
  /** The file field holds a file already: attaching replaces it (a single file field). */
  replaces: boolean;
  /** The file field is full (a list of files at its maximum). */
  full: boolean;
}

export interface AttachTarget {
  kind: AttachKind;
  /** The kind's name in the dialog's choice. */
  name: MessageDescriptor;
  /** The file field the item goes to, as the record's form names it. */
  field: MessageDescriptor;
  /** A single file (replaced) or a list of files (appended). */
  multiple: boolean;
  /** The candidates of a ship, as the device holds them. */
  list: (db: PortalDb, sirket: string, i18n: I18n) => Promise<AttachOption[]>;
  /** Saves the record chosen (`value` of an option) with `file` in its file field. */
  attach: (db: PortalDb, value: string, file: KeptFileRef) => Promise<void>;
}

export const ATTACH_KINDS = ['bdn', 'isRaporu', 'eksiklik', 'sertifika', 'fatura'] as const;
export type AttachKind = (typeof ATTACH_KINDS)[number];

/** A row of a record as an option's value: `id#index`. */
function rowValue(id: string, index: number): string {
  return `${id}#${index}`;
}

function parseRowValue(value: string): { id: string; index: number } {
  const at = value.lastIndexOf('#');
  return { id: value.slice(0, at), index: Number(value.slice(at + 1)) };
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim() !== '').join(' · ');

function missing(kind: string, id: string): Error {
  return new Error(`no ${kind} ${id} on this device`);
}

/** The bills of a ship (both directions), newest first. */
async function queryShipBills(db: PortalDb, sirket: string) {
  const table = db.records('fatura');
  const rows = [
    ...(await table.where('[tip+sirket+_sort]').between(['gelen', sirket, minKey], ['gelen', sirket, maxKey]).toArray()),
    ...(await table.where('[tip+sirket+_sort]').between(['giden', sirket, minKey], ['giden', sirket, maxKey]).toArray()),
  ];
  return rows
    .filter(isLive)
    .map((row) => toRecord(row))
    .sort((a, b) => b.tarih.localeCompare(a.tarih) || a.faturaProformaNo.localeCompare(b.faturaProformaNo));
}

export const ATTACH_TARGETS: Readonly<Record<AttachKind, AttachTarget>> = {
  bdn: {
    kind: 'bdn',
    name: msg`BDN`,
    field: msg`İmzalı BDN`,
    multiple: false,
    list: async (db, sirket) =>
      (await queryBdns(db, sirket)).map((bdn) => ({
        value: bdn._id,
        label: joined(bdn.bdnNo, formatDate(bdn.tarih), bdn.liman),
        replaces: bdn.dosya !== null,
        full: false,
      })),
    attach: async (db, id, file) => {
      const row = await db.records('bdn').get(id);
      if (!row || !isLive(row)) throw missing('bdn', id);
      const bdn = toRecord(row);
      await saveBdn({ ...formValuesOf('bdn', bdn), dosya: file } as BdnInput, file, id);
    },
  },
  isRaporu: {
    kind: 'isRaporu',
    name: msg`İş raporu`,
    field: msg`Fotoğraflar ve Dosyalar`,
    multiple: true,
    list: async (db, sirket, i18n) => {
      const weekly = await queryWorkReports(db, sirket, 'haftalik');
      const monthly = await queryWorkReports(db, sirket, 'aylik');
      return [...weekly, ...monthly].map((report) => {
        const count = report.dosyalar.length;
        return {
          value: report._id,
          label: joined(
            report.tur === 'haftalik' ? i18n._(msg`Haftalık`) : i18n._(msg`Aylık`),
            report.donem,
            count > 0 ? i18n._(msg`${count} dosya`) : null,
          ),
          replaces: false,
          full: count >= MAX_REPORT_FILES,
        };
      });
    },
    attach: async (db, id, file) => {
      const row = await db.records('isRaporu').get(id);
      if (!row || !isLive(row)) throw missing('isRaporu', id);
      const report = toRecord(row);
      await saveWorkReport({ ...formValuesOf('isRaporu', report), dosyalar: [...report.dosyalar, file] }, id);
    },
  },
  eksiklik: {
    kind: 'eksiklik',
    name: msg`Denetim eksikliği`,
    field: msg`Kanıt`,
    multiple: false,
    list: async (db, sirket) =>
      (await queryInspections(db, sirket)).flatMap((inspection) =>
        inspection.eksiklikler.map((deficiency, index) => ({
          value: rowValue(inspection._id, index),
          label: joined(formatDate(inspection.tarih), inspection.liman, deficiency.kod, deficiency.aciklama.slice(0, 80)),
          replaces: deficiency.kanit !== null,
          full: false,
        })),
      ),
    attach: async (db, value, file) => {
      const { id, index } = parseRowValue(value);
      const row = await db.records('denetim').get(id);
      if (!row || !isLive(row)) throw missing('denetim', id);
      const inspection = toRecord(row);
      if (!inspection.eksiklikler[index]) throw missing('eksiklik', value);
      const { dosya, ...values } = formValuesOf('denetim', inspection);
      const eksiklikler = values.eksiklikler.map((deficiency, at) => (at === index ? { ...deficiency, kanit: file } : deficiency));
      await saveInspection({ ...values, eksiklikler } as Parameters<typeof saveInspection>[0], dosya, id);
    },
  },
  sertifika: {
    kind: 'sertifika',
    name: msg`Sertifika`,
    field: msg`Tarama`,
    multiple: false,
    list: async (db, sirket, i18n) =>
      (await queryCertificates(db, sirket)).map((certificate) => {
        const type = certificateTypeLabels[certificate.tur];
        const name = certificate.tur === 'DIGER' || !type ? certificate.ad || certificate.tur : i18n._(type);
        return {
          value: certificate._id,
          label: joined(name, certificate.numara, certificate.gecerlilikTarihi ? formatDate(certificate.gecerlilikTarihi) : null),
          replaces: certificate.dosya !== null,
          full: false,
        };
      }),
    attach: async (db, id, file) => {
      const row = await db.records('sertifika').get(id);
      if (!row || !isLive(row)) throw missing('sertifika', id);
      await saveCertificate({ ...certificateInput(toRecord(row)), dosya: file }, file, id);
    },
  },
  fatura: {
    kind: 'fatura',
    name: msg`Fatura`,
    field: msg`Fatura Dosyası`,
    multiple: false,
    list: async (db, sirket) =>
      (await queryShipBills(db, sirket)).map((bill) => ({
        value: bill._id,
        label: joined(bill.faturaProformaNo, formatDate(bill.tarih)),
        replaces: true,
        full: false,
      })),
    attach: async (db, id, file) => {
      const row = await db.records('fatura').get(id);
      if (!row || !isLive(row)) throw missing('fatura', id);
      await saveBill(billInputOf(toRecord(row)), file, id);
    },
  },
};
