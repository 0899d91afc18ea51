import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  certificateStatus,
  type Certificate,
  type CertificateDates,
  type CertificateHolder,
  type CertificateStatus,
  type CERTIFICATE_SORT_FIELDS,
} from '../../../src/domain/certificates';
import type { Db } from '../client';
import { sertifika } from '../schema';
import { sqlTurkishSortKey } from '../sql-text';
import { rowsById, toMillisecond, type ListDefinition } from './sql-list';

// Certificates' rows: the tracker's read and the list in SQL. Their mapping to the record is the
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

/** The list's filters (`GET /api/sertifika`), and the date statuses are computed at. */
export interface CertificateListFilters {
  sahip?: CertificateHolder | undefined;
  personel?: string | undefined;
  tur?: string | undefined;
  durum?: CertificateStatus | undefined;
  tarih: string;
}

/**
 * The certificates' list in SQL (server/db/repositories/sql-list.ts). Blank expiries (a
 * certificate that never expires) last either way; the number in Turkish order (sql-text.ts).
 *
 * The status (`durum`) is computed as of `tarih` by the domain's certificateStatus, shared with the
 * device, so a status filter stays exact: "expired" is one comparison in SQL (the status's first
 * rule); any other status needs an expiry not before the date (and overdue or in-window a survey
 * plan), in SQL, and of those rows the status inputs alone are read, in the list's order, and each
 * decided by certificateStatus before the page is cut.
 */
export const certificateList = (
  toDto: (row: CertificateRow) => Certificate,
): ListDefinition<(typeof CERTIFICATE_SORT_FIELDS)[number], CertificateListFilters, Certificate> => ({
  table: sertifika,
  sorts: {
    gecerlilikTarihi: { key: sertifika.gecerlilikTarihi, blank: sql`${sertifika.gecerlilikTarihi} is null` },
    duzenlemeTarihi: { key: sertifika.duzenlemeTarihi },
    tur: { key: sql`${sertifika.tur} collate "C"` },
    numara: { key: sqlTurkishSortKey(sertifika.numara) },
    updatedAt: { key: toMillisecond(sertifika.updatedAt) },
  },
  filters: {
    sahip: (sahip) => eq(sertifika.sahip, sahip),
    personel: (personel) => eq(sertifika.personel, personel),
    tur: (tur) => eq(sertifika.tur, tur),
    durum: (durum, { tarih }) => {
      if (durum === 'suresiDoldu') return lt(sertifika.gecerlilikTarihi, tarih);
      const notExpired = or(isNull(sertifika.gecerlilikTarihi), gte(sertifika.gecerlilikTarihi, tarih));
      if (durum === 'gecikti' || durum === 'pencerede') {
        return and(notExpired, isNotNull(sertifika.gecerlilikTarihi), ne(sertifika.sorveyPlani, 'yok'));
      }
      return notExpired;
    },
  },
  exact: {
    applies: ({ durum }) => durum !== undefined && durum !== 'suresiDoldu',
    columns: {
      duzenlemeTarihi: sertifika.duzenlemeTarihi,
      gecerlilikTarihi: sertifika.gecerlilikTarihi,
      sorveyPlani: sertifika.sorveyPlani,
      sorveyler: sertifika.sorveyler,
      uyariGun: sertifika.uyariGun,
    },
    keep: (row, { durum, tarih }) => certificateStatus(row as unknown as CertificateDates, tarih).durum === durum,
  },
  load: rowsById(sertifika, toDto),
  idOf: (certificate) => certificate._id,
});
