import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CURRENCIES } from '../../src/domain/currency';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import { LOAN_SORT_FIELDS, loanKind, type LoanRecord } from '../../src/domain/kinds/loan';
import { writeSchemaOf } from '../../src/domain/kinds/schema';
import { loanSchedule, securityCover, type Loan, type LoanSchedule, type SecurityCover } from '../../src/domain/loans';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { canSeeCompany, companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { demoLoanBodies } from '../db/demo-loans';
import { rowsById, sqlListPage, toMillisecond, type ListDefinition } from '../db/repositories/sql-list';
import { kredi } from '../db/schema';
import { HttpError } from '../errors';
import { optionalId, pageParams, parseListQuery, sortParams, withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { isUuid } from '../sync/collection';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Loans (kredi; docs/areas/loans.md). The record, its rules (instalments within the loan, fixings
// within its life, no valuation in the future, no margin below the floor: src/domain/loans.ts through
// the kind's check), its mapping and tombstone follow from the definition (src/domain/kinds/loan.ts);
// scoping, grants, versions, idempotency, the agreement's file and history from the generic routes.
// This adds the list `{krediler, totalCount}`, a loan's schedule (`GET /api/finans/kredi/:id/plan`),
// its security cover (`GET /api/finans/kredi/:id/teminat?tarih=`) and the demo loans.

type LoanRow = typeof kredi.$inferSelect;

const derived = kindCollection<typeof loanKind, LoanRow>(loanKind, kredi);
const toDto = (row: LoanRow): LoanRecord => derived.toDto(row);

/** A loan as the rules read it: figures as integers at their scales (the device's shape). */
export function loanOfRecord(record: LoanRecord): Loan {
  return recordOnDevice('kredi', record);
}

const listQuerySchema = v.object({
  ...pageParams(100),
  sirket: optionalId(),
  banka: optionalId(),
  dovizCinsi: v.optional(v.picklist(CURRENCIES)),
  ...sortParams(LOAN_SORT_FIELDS, 'kullanimTarihi', '-1'),
});

interface LoanListFilters {
  banka?: string | undefined;
  dovizCinsi?: (typeof CURRENCIES)[number] | undefined;
}

/** The list in SQL (server/db/repositories/sql-list.ts). */
const loanList: ListDefinition<(typeof LOAN_SORT_FIELDS)[number], LoanListFilters, LoanRecord> = {
  table: kredi,
  sorts: {
    kullanimTarihi: { key: kredi.kullanimTarihi },
    tutar: { key: kredi.tutar },
    updatedAt: { key: toMillisecond(kredi.updatedAt) },
  },
  filters: {
    banka: (banka) => eq(kredi.banka, banka),
    dovizCinsi: (dovizCinsi) => eq(kredi.dovizCinsi, dovizCinsi),
  },
  load: rowsById(kredi, toDto),
  idOf: (loan) => loan._id,
};

/** The list's answer (MODULES §11 shape, docs/areas/loans.md). */
export interface LoanListResponse {
  krediler: LoanRecord[];
  totalCount: number;
}

const coverQuerySchema = v.object({ tarih: v.optional(v.pipe(v.string(), v.check(isCalendarDate))) });

/** The live loan `id` the user may see, as the rules read it; 404 otherwise. */
async function visibleLoan(db: Db, request: { params: { id: string } } & Parameters<typeof currentUser>[0]): Promise<Loan> {
  const id = request.params.id.toLowerCase();
  if (!isUuid(id)) throw HttpError.notFound();
  const [row] = await db
    .select()
    .from(kredi)
    .where(and(eq(kredi.id, id), isNull(kredi.deletedAt)));
  if (!row || !canSeeCompany(companyScope(currentUser(request)), row.sirket)) throw HttpError.notFound();
  return loanOfRecord(toDto(row));
}

/**
 * `GET /api/finans/kredi/:id/plan`: the loan's schedule (`loanSchedule`), period by period;
 * `GET /api/finans/kredi/:id/teminat?tarih=`: its security cover on a date (today by default).
 */
function loanRoutes(app: FastifyInstance, { db, base }: { db: Db; base: string }): void {
  app.get<{ Params: { id: string } }>(`${base}/:id/plan`, async (request): Promise<LoanSchedule> =>
    loanSchedule(await visibleLoan(db, request)),
  );
  app.get<{ Params: { id: string } }>(`${base}/:id/teminat`, async (request): Promise<SecurityCover> => {
    const q = parseQuery(coverQuerySchema, withoutBlanks(request.query));
    return securityCover(await visibleLoan(db, request), q.tarih ?? localDate());
  });
}

export const loans = serverCollection({
  ...derived,
  companyColumn: kredi.sirket,
  routes: loanRoutes,

  /** One page `{krediler, totalCount}`, the latest drawdown first unless sorted otherwise; of a ship, a bank and a currency. */
  async list({ db, query, scope }): Promise<LoanListResponse> {
    const { q, sirketIds } = parseListQuery(listQuerySchema, query, scope);
    if (sirketIds?.length === 0) return { krediler: [], totalCount: 0 };
    const { items, total } = await sqlListPage(db, loanList, {
      sirketIds,
      filters: { banka: q.banka, dovizCinsi: q.dovizCinsi },
      sortBy: q.sortBy,
      descending: q.sortingOrder === '-1',
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { krediler: items, totalCount: total };
  },

  /** One loan per demo ship, the first short of its cover (server/db/demo-loans.ts). */
  demo: ({ companies, today }) =>
    companies.flatMap((sirket, index) => demoLoanBodies(sirket, index, today).map((body) => v.parse(writeSchemaOf(loanKind), body))),
});
