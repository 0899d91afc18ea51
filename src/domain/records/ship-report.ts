import type { ShipReport, ShipReportFields } from '../ship-report';

// A ship report, mapped once (docs/architecture.md §2): a valid write becomes the stored report and the
// stored one the record the API answers and the device mirrors (server/collections/ship-reports.ts,
// src/data/ship-report-save.ts). Figures are whole numbers at REPORT_SCALES in both; times ISO 8601.

/** A ship report as stored (named as the table names its columns; times as ISO text). */
export type StoredShipReport = Omit<ShipReport, '_id' | 'sirket' | 'version' | 'updatedAt'> & { sirketId: string };

export function storedShipReportOf(fields: ShipReportFields): StoredShipReport {
  return {
    sirketId: fields.sirket,
    zaman: fields.zaman ?? '',
    durum: fields.durum,
    enlem: fields.enlem,
    boylam: fields.boylam,
    sonLiman: fields.sonLiman,
    sonrakiLiman: fields.sonrakiLiman,
    eta: fields.eta,
    mesafeNm: fields.mesafeNm,
    seyirSaati: fields.seyirSaati,
    tuketim: fields.tuketim,
    rob: fields.rob,
    yuk: fields.yuk,
    aciklama: fields.aciklama,
  };
}

export type ShipReportRecord = Omit<ShipReport, 'version' | 'updatedAt'>;

export function shipReportRecordOf(id: string, stored: StoredShipReport): ShipReportRecord {
  return {
    _id: id,
    sirket: stored.sirketId,
    zaman: stored.zaman,
    durum: stored.durum,
    enlem: stored.enlem ?? null,
    boylam: stored.boylam ?? null,
    sonLiman: stored.sonLiman,
    sonrakiLiman: stored.sonrakiLiman,
    eta: stored.eta ?? null,
    mesafeNm: stored.mesafeNm,
    seyirSaati: stored.seyirSaati,
    tuketim: stored.tuketim,
    rob: stored.rob,
    yuk: stored.yuk,
    aciklama: stored.aciklama,
  };
}
