import { and, gte, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { certificateStatus, type CertificateDates, type CertificateStatus } from '../../../src/domain/certificates';
import type { Db } from '../client';
import { sertifika } from '../schema';
import type { ExactFilter } from './sql-list';

// Certificates' rows: the tracker's read and the list's status filter. Their mapping to the record is the
// kind's (server/collections/kind-collection.ts), which the list takes as `toDto`.

export type CertificateRow = typeof sertifika.$inferSelect;

/**
 * The live certificates of the companies (`undefined`: every company). A fleet holds a few dozen
 * per ship: the tracker reads them all and computes statuses as of a date.
 */
export async function liveCertificates(db: Db, sirketIds: string[] | undefined): Promise<CertificateRow[]> {
  if (sirketIds?.length === 0) return [];
  return db
    .select()
    .from(sertifika)
    .where(and(isNull(sertifika.deletedAt), sirketIds ? inArray(sertifika.sirket, sirketIds) : undefined));
}

/**
 * The certificates' status filter (`?durum=` as of `tarih`; the rest of their list is the kind's,
 * server/collections/kind-list.ts: blank expiries last either way, the number in Turkish order).
 *
 * The status is computed as of `tarih` by the domain's certificateStatus, shared with the
 * device, so a status filter stays exact: "expired" is one comparison in SQL (the status's first
 * rule); any other status needs an expiry not before the date (and overdue or in-window a survey
 * plan), in SQL, and of those rows the status inputs alone are read, in the list's order, and each
 * decided by certificateStatus before the page is cut.
 */
export function statusWhere(durum: CertificateStatus, tarih: string): SQL | undefined {
  if (durum === 'suresiDoldu') return lt(sertifika.gecerlilikTarihi, tarih);
  const notExpired = or(isNull(sertifika.gecerlilikTarihi), gte(sertifika.gecerlilikTarihi, tarih));
  if (durum === 'gecikti' || durum === 'pencerede') {
    return and(notExpired, isNotNull(sertifika.gecerlilikTarihi), ne(sertifika.sorveyPlani, 'yok'));
  }
  return notExpired;
}

/** The exact part of the status filter (sql-list.ts ExactFilter), on a query's `durum` and `tarih`. */
export const statusExact: ExactFilter<Readonly<Record<string, unknown>>, CertificateDates> = {
  applies: ({ durum }) => durum !== undefined && durum !== 'suresiDoldu',
  columns: {
    duzenlemeTarihi: sertifika.duzenlemeTarihi,
    gecerlilikTarihi: sertifika.gecerlilikTarihi,
    sorveyPlani: sertifika.sorveyPlani,
    sorveyler: sertifika.sorveyler,
    uyariGun: sertifika.uyariGun,
  },
  keep: (row, { durum, tarih }) => certificateStatus(row, tarih as string).durum === durum,
};
