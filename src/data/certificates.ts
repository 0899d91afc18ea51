import { useLiveQuery } from 'dexie-react-hooks';
import {
  certificateTracker,
  certificateView,
  type CertificateHolder,
  type CertificateState,
  type TrackerRow,
} from '../domain/certificates';
import type { CompanySummary } from '../domain/company';
import { formValuesOf } from '../domain/records/form-input';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange, useLocal } from './local';
import { readRecord, useDeviceRows, useRecord } from './kind-reads';
import { isLive, toRecord } from './sync/collections';

// Certificates on the device (docs/areas/certificates.md): the mirror of `sertifika`, read per company and
// holder; statuses are computed here as of any date with the same certificateStatus and
// certificateTracker the server answers with, so the lists and the tracker work offline.

const COLLECTION = 'sertifika';

/** A certificate on the device: the server's record, or one made here whose scan may still be kept. */
export type CertificateRow = DeviceRecord<'sertifika'>;

export type CertificateRowView = CertificateRow & CertificateState;

/** The live certificates of a company ('' for every company on the device), of one holder if given. */
export async function queryCertificates(db: PortalDb, sirket: string, sahip?: CertificateHolder): Promise<CertificateRow[]> {
  const table = db.records(COLLECTION);
  // Whole ranges (IndexedDB's getAll), filtered here: a Dexie filter would walk a cursor row by row.
  const rows = sirket
    ? sahip
      ? await table.where('[sirket+sahip]').equals([sirket, sahip]).toArray()
      : await table.where('sirket').equals(sirket).toArray()
    : (await table.toArray()).filter((row) => !sahip || row.sahip === sahip);
  return rows.filter(isLive).map((row) => toRecord(row));
}

/** Certificates with their status as of `date`, by expiry (those that never expire last). */
export function withStatus(rows: readonly CertificateRow[], date: string): CertificateRowView[] {
  return rows
    .map((row) => certificateView(row, date))
    .sort((a, b) => (a.gecerlilikTarihi ?? '9999-12-31').localeCompare(b.gecerlilikTarihi ?? '9999-12-31') || a.tur.localeCompare(b.tur));
}

export function useCertificateList(sirket: string, sahip: CertificateHolder | undefined, date: string): CertificateRowView[] | undefined {
  return useDeviceRows(async (db) => withStatus(await queryCertificates(db, sirket, sahip), date), [sirket, sahip, date]);
}

/** A certificate by id; `null` when it is not on this device (or deleted here). */
export async function getCertificate(db: PortalDb, id: string): Promise<CertificateRow | null> {
  return readRecord(db, COLLECTION, id);
}

export function useCertificate(id: string): CertificateRow | null | undefined {
  return useRecord(COLLECTION, id);
}

/**
 * The fleet's tracker as of `date` from this device's mirror: `companies` (the ones the user may
 * see), or only `sirket` when one is chosen. What the tracker page shows (and bench/certificate-tracker
 * times).
 */
export async function loadCertificateTracker<C extends CompanySummary>(
  db: PortalDb,
  companies: readonly C[],
  sirket: string,
  date: string,
): Promise<TrackerRow<C>[]> {
  const shown = sirket ? companies.filter((company) => company._id === sirket) : companies;
  const rows = await queryCertificates(db, sirket);
  return certificateTracker(shown, rows, date);
}

/** The fleet's tracker as of `date` on this device: `companies` (the ones the user may see), or one. */
export function useCertificateTracker(
  companies: readonly CompanySummary[] | null,
  sirket: string,
  date: string,
): TrackerRow<CompanySummary>[] | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () => (local && companies ? loadCertificateTracker(local.db, companies, sirket, date) : undefined),
    [local, companies, sirket, date],
  );
}

/** The write fields of a certificate as its form holds them; the scan is the save's own argument. */
export function certificateInput(row: CertificateRow) {
  const { dosya: _scan, ...input } = formValuesOf('sertifika', row);
  return input;
}

export async function deleteCertificate(id: string): Promise<void> {
  await queueChange(COLLECTION, 'delete', { _id: id });
}
