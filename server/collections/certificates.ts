import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import {
  CERTIFICATE_HOLDERS,
  CERTIFICATE_SORT_FIELDS,
  CERTIFICATE_STATUSES,
  certificateTracker,
  certificateView,
  type CertificateFields,
  type CertificateListResponse,
  type CertificateTrackerResponse,
  type CertificateView,
} from '../../src/domain/certificates';
import { turkishSortKey } from '../../src/domain/collation';
import { companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import {
  certificateList,
  certificateValues,
  liveCertificates,
  toCertificateDto,
  type CertificateRow,
} from '../db/repositories/certificates-repository';
import { sqlListPage } from '../db/repositories/sql-list';
import { listCompanies } from '../db/repositories/companies-repository';
import { referenceConstraintErrors } from '../db/repositories/references-repository';
import { sertifika } from '../db/schema';
import { companiesToList, optionalId, pageParams, parseListQuery, sortParams, withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { personError, referenced } from './referenced';
import { serverCollection } from './server-collection';

// Certificates and surveys (sertifika; docs/areas/certificates.md). Scoping, grants, versions, idempotency, the
// scan's visibility and the in-use checks come from the declaration and the generic routes; the
// schema (src/domain/certificates.ts) holds the record's rules; a crew member's document names a
// live person of its own company (beforeWrite). This adds the list and the detail
// with each certificate's status and next event as of today, the scan's lookup, and the fleet's
// tracker as of any date (`GET /api/teknik/sertifika-takip`).

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
    const certificates = (await liveCertificates(db, wanted)).map(toCertificateDto);
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

export const certificates = serverCollection<'sertifika', CertificateRow, CertificateFields>({
  name: 'sertifika',
  table: sertifika,
  companyColumn: sertifika.sirketId,
  toDto: toCertificateDto,
  values: certificateValues,
  tombstone: { aciklama: '', ad: '', numara: '', verenKurulus: '', sorveyler: [] },
  constraintErrors: {
    sertifika_tarih_check: { path: 'gecerlilikTarihi', message: 'expiryBeforeIssue' },
    ...referenceConstraintErrors('sertifika'),
  },
  routes: certificateRoutes,

  /** One page `{sertifikalar, totalCount}`, by expiry unless sorted otherwise, each with its status as of today. */
  async list({ db, query, scope }): Promise<CertificateListResponse> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    const tarih = q.tarih ?? localDate();
    const { items, total } = await sqlListPage(db, certificateList, {
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
    return certificateView(toCertificateDto(row), localDate());
  },

  /**
   * A crew member's document names a live person of its own company whom the writer may see
   * (422 `personNotFound` otherwise, one answer for every case), held FOR SHARE: the person's
   * delete waits for this write, then finds the document (409 `inUse`), or this write waits and
   * finds the person gone (referenced.ts).
   */
  async beforeWrite(input, { tx, scope }) {
    if (input.sahip !== 'personel' || input.personel === null) return [];
    const error = personError(await referenced.person(tx, input.personel), scope, input.sirket);
    return error ? [error] : [];
  },
});
