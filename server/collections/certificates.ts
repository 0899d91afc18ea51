import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import {
  CERTIFICATE_HOLDERS,
  CERTIFICATE_SORT_FIELDS,
  CERTIFICATE_STATUSES,
  certificateTracker,
  certificateView,
  type CertificateListResponse,
  type CertificateTrackerResponse,
  type CertificateView,
} from '../../src/domain/certificates';
import { turkishSortKey } from '../../src/domain/collation';
import { companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { certificateKind } from '../../src/domain/kinds/certificate';
import { certificateList, liveCertificates, type CertificateRow } from '../db/repositories/certificates-repository';
import { sqlListPage } from '../db/repositories/sql-list';
import { listCompanies } from '../db/repositories/companies-repository';
import { sertifika } from '../db/schema';
import { companiesToList, optionalId, pageParams, parseListQuery, sortParams, withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Certificates and surveys (sertifika; docs/areas/certificates.md). The record, its mapping, its
// rules, the person a crew member's document names (live, visible, of its company: 422
// `personNotFound` otherwise) and the tombstone follow from the kind's definition
// (src/domain/kinds/certificate.ts, kind-collection.ts); scoping, grants, versions, idempotency,
// the scan's visibility and the in-use checks from the generic routes. This adds the list and the
// detail with each certificate's status and next event as of today, and the fleet's tracker as of
// any date (`GET /api/teknik/sertifika-takip`).

export const CERTIFICATE_TRACKER_PATH = '/api/teknik/sertifika-takip';

const calendarParam = () => v.optional(v.pipe(v.string(), v.check(isCalendarDate)));

/** The list's query string: company, holder, type, status, the date statuses are computed at (default today). */
const listQuerySchema = v.object({
  ...pageParams(50),
  sirket: optionalId(),
  sahip: v.optional(v.picklist(CERTIFICATE_HOLDERS)),
  personel: optionalId(),
  tur: v.optional(v.pipe(v.string(), v.maxLength(40), v.toUpperCase())),
  durum: v.optional(v.picklist(CERTIFICATE_STATUSES)),
  tarih: calendarParam(),
  ...sortParams(CERTIFICATE_SORT_FIELDS, 'gecerlilikTarihi', '1'),
});

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

const derived = kindCollection<typeof certificateKind, CertificateRow>(certificateKind, sertifika, {
  constraintErrors: { sertifika_tarih_check: { path: 'gecerlilikTarihi', message: 'expiryBeforeIssue' } },
});
const list = certificateList((row) => derived.toDto(row));

export const certificates = serverCollection({
  ...derived,
  companyColumn: sertifika.sirket,
  routes: certificateRoutes,

  /** One page `{sertifikalar, totalCount}`, by expiry unless sorted otherwise, each with its status as of today. */
  async list({ db, query, scope }): Promise<CertificateListResponse> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    const tarih = q.tarih ?? localDate();
    const { items, total } = await sqlListPage(db, list, {
      sirketIds,
      filters: { sahip: q.sahip, personel: q.personel, tur: q.tur, durum: q.durum, tarih },
      sortBy: q.sortBy,
      descending: q.sortingOrder === '-1',
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { sertifikalar: items.map((certificate) => certificateView(certificate, tarih)), totalCount: total };
  },

  async detail(_db, row): Promise<CertificateView> {
    return certificateView(derived.toDto(row), localDate());
  },
});
