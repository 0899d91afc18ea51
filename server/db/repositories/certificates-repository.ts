import { and, inArray, isNull } from 'drizzle-orm';
import type { Certificate } from '../../../src/domain/certificates';
import type { UploadedFile } from '../../../src/domain/file';
import { certificateRecordOf, storedCertificateOf } from '../../../src/domain/records/certificate';
import type { CertificateFields } from '../../../src/domain/certificates';
import type { Db } from '../client';
import { sertifika } from '../schema';

export type CertificateRow = typeof sertifika.$inferSelect;

/** A valid body plus what the server looked up for it: the scan's record (see server/collections/certificates.ts). */
export type CertificateWrite = CertificateFields & { _file?: UploadedFile | null };

/** The record of the mirror and of the API (src/domain/records/certificate.ts). */
export function toCertificateDto(row: CertificateRow): Certificate {
  return { ...certificateRecordOf(row.id, row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The columns a create or an update writes: the stored certificate the domain makes of the write, and the scan's id. */
export function certificateValues(input: CertificateWrite): Record<string, unknown> {
  if (input.dosya !== null && !input._file) throw new Error('a certificate is written with its scan looked up (beforeWrite)');
  return { ...storedCertificateOf(input, input.dosya === null ? null : input._file), dosyaId: input.dosya };
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
