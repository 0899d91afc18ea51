import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import {
  CERTIFICATE_STATUSES,
  certificateTracker,
  certificateView,
  type CertificateStatus,
  type CertificateTrackerResponse,
  type CertificateView,
} from '../../src/domain/certificates';
import { turkishSortKey } from '../../src/domain/collation';
import { companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { certificateKind } from '../../src/domain/kinds/certificate';
import { liveCertificates, statusExact, statusWhere, type CertificateRow } from '../db/repositories/certificates-repository';
import { listCompanies } from '../db/repositories/companies-repository';
import { sertifika } from '../db/schema';
import { companiesToList, optionalId, withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { kindCollection } from './kind-collection';
import type { ListQuery } from './kind-list';
import { serverCollection } from './server-collection';

// Certificates and surveys (sertifika; docs/areas/certificates.md). The record, its mapping, its
// rules, the person a crew member's document names (live, visible, of its company: 422
// `personNotFound` otherwise) and the tombstone follow from the kind's definition
// (src/domain/kinds/certificate.ts, kind-collection.ts); scoping, grants, versions, idempotency,
// the scan's visibility and the in-use checks from the generic routes; the list
// `{sertifikalar, totalCount}` from the definition too (kind-list.ts). This adds to the list and the
// detail each certificate's status and next event as of today, and the fleet's tracker as of
// any date (`GET /api/teknik/sertifika-takip`).

export const CERTIFICATE_TRACKER_PATH = '/api/teknik/sertifika-takip';

const calendarParam = () => v.optional(v.pipe(v.string(), v.check(isCalendarDate)));

const trackerQuerySchema = v.object({ tarih: calendarParam(), sirket: optionalId() });

function certificateRoutes(app: FastifyInstance, { db }: { db: Db; base: string }): void {
  app.get(CERTIFICATE_TRACKER_PATH, async (request): Promise<CertificateTrackerResponse> => {
    const user = currentUser(request);
    const q = parseQuery(trackerQuerySchema, withoutBlanks(request.query));
    const scope = companyScope(user);
    const tarih = q.tarih ?? localDate();
    const wanted = companiesToList(scope, q.sirket);
    const companies = (await listCompanies(db, scope))
      .filter((company) => wanted === undefined || wanted.includes(company._id))
      .sort((a, b) => turkishSortKey(a.isim).localeCompare(turkishSortKey(b.isim)));
    const certificates = (await liveCertificates(db, wanted)).map((row) => derived.toDto(row));
    const rows = certificateTracker(companies, certificates, tarih);
    return {
      tarih,
      gemiler: rows.map((row) => ({
        sirket: row.sirket,
        isim: row.company.isim,
        gemi: row.company.gemi ?? null,
        sertifikalar: row.sertifikalar,
      })),
    };
  });
}

/** A certificate with its status as of the list's `tarih`. */
function certificateOn(row: CertificateRow, q: ListQuery): CertificateView {
  return certificateView(derived.toDto(row), q.tarih as string);
}

const derived = kindCollection<typeof certificateKind, CertificateRow>(certificateKind, sertifika, {
  constraintErrors: { sertifika_tarih_check: { path: 'gecerlilikTarihi', message: 'expiryBeforeIssue' } },
  // Each with its status as of `tarih` (today by default), which `durum` filters by.
  list: {
    params: {
      durum: {
        schema: v.optional(v.picklist(CERTIFICATE_STATUSES)),
        where: (durum: CertificateStatus, q) => statusWhere(durum, q.tarih as string),
      },
      tarih: { schema: calendarParam() },
    },
    query: (q) => ({ ...q, tarih: q.tarih ?? localDate() }),
    exact: statusExact,
    item: certificateOn,
  },
});

export const certificates = serverCollection({
  ...derived,
  companyColumn: sertifika.sirket,
  routes: certificateRoutes,

  async detail(_db, row): Promise<CertificateView> {
    return certificateView(derived.toDto(row), localDate());
  },
});
