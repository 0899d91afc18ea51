import type { UploadedFile } from '../file';
import type { WorkReport, WorkReportFields } from '../work-report';

// A work report, mapped once (ARCHITECTURE.md §3): a valid write becomes the stored report and the
// stored one the record the API answers and the device mirrors (server/collections/work-reports.ts,
// src/data/work-report-save.ts). The write names its files by id; the stored report keeps the files
// (`files`: the server's records, or on the device the files as the form holds them).

/** A work report as stored (named as the table names its columns). */
export type StoredWorkReport<File = UploadedFile> = Omit<WorkReport, '_id' | 'sirket' | 'dosyalar' | 'version' | 'updatedAt'> & {
  sirketId: string;
  dosyalar: File[];
};

export function storedWorkReportOf<File>(fields: WorkReportFields, files: File[]): StoredWorkReport<File> {
  return {
    sirketId: fields.sirket,
    tur: fields.tur,
    donem: fields.donem,
    isler: fields.isler.map((job) => ({ baslik: job.baslik, durum: job.durum, aciklama: job.aciklama })),
    arizalar: fields.arizalar,
    dosyalar: files,
  };
}

/** A work report's record without what the server stamps on a write (its version and time). */
export type WorkReportRecord<File = UploadedFile> = Omit<WorkReport, 'dosyalar' | 'version' | 'updatedAt'> & { dosyalar: File[] };

export function workReportRecordOf<File>(id: string, stored: StoredWorkReport<File>): WorkReportRecord<File> {
  return {
    _id: id,
    sirket: stored.sirketId,
    tur: stored.tur,
    donem: stored.donem,
    isler: stored.isler,
    arizalar: stored.arizalar,
    dosyalar: stored.dosyalar,
  };
}
