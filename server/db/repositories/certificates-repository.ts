import { and, inArray, isNull } from 'drizzle-orm';
import type { Certificate } from '../../../src/domain/certificates';
import { certificateRecordOf, storedCertificateOf } from '../../../src/domain/records/certificate';
import type { CertificateFields } from '../../../src/domain/certificates';
import { recordOnWire } from '../../../src/domain/records/form-input';
import type { AttachedFiles } from '../../files/visibility';
import type { Db } from '../client';
import { sertifika } from '../schema';

export type CertificateRow = typeof sertifika.$inferSelect;

/** The record of the mirror and of the API (src/domain/records/certificate.ts). */
export function toCertificateDto(row: CertificateRow): Certificate {
  return { ...recordOnWire('sertifika', certificateRecordOf(row.id, row)), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The columns a create or an update writes: the stored certificate the domain makes of the write, and the scan's id. */
export function certificateValues(input: CertificateFields, files: AttachedFiles): Record<string, unknown> {
  const scan = input.dosya === null ? null : files.dosya;
  if (scan === undefined) throw new Error('a certificate is written with its scan looked up (the write route)');
  return { ...storedCertificateOf(input, scan), dosyaId: input.dosya };
}

/**
 * The live certificates of the companies (`undefined`: every company). A fleet holds a few dozen
 * per ship: the list's status filter and the tracker read them all and compute statuses as of a date.
 */
export async function liveCertificates(db: Db, sirketIds: string[] | undefined): Promise<CertificateRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(sertifika)
    .where(and(isNull(sertifika.deletedAt), sirketIds ? inArray(sertifika.sirketId, sirketIds) : undefined));
}
