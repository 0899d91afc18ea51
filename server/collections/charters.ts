import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { timeCharterOf, voyageCharterOf } from '../../src/domain/charter';
import { charterKind, type CharterRecord } from '../../src/domain/kinds/charter';
import { hireStatement, type HireStatement } from '../../src/domain/hire-statement';
import { laytime, type LaytimeResult } from '../../src/domain/laytime';
import { recordOnDevice } from '../../src/domain/records/form-input';
import { canSeeCompany, companyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { carter } from '../db/schema';
import { HttpError } from '../errors';
import { isUuid } from '../sync/collection';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Charters (carter; docs/areas/operations.md §1, §2). The record, its rules (the hire statement's
// and laytime's, through the kind's check), its mapping, list `{carterler, totalCount}` and tombstone
// follow from the definition (src/domain/kinds/charter.ts); scoping, grants, versions, idempotency,
// the charter party's file and history from the generic routes. This adds a time charter's hire
// statement (`GET /api/operasyon/carter/:id/kira-hesabi`) and a voyage's laytime
// (`GET /api/operasyon/carter/:id/laytime`), from the functions the device's screens call.

type CharterRow = typeof carter.$inferSelect;

const derived = kindCollection<typeof charterKind, CharterRow>(charterKind, carter);

/** The live charter `id` the user may see, figures as integers at their scales (the rules' shape); 404 otherwise. */
async function visibleCharter(db: Db, request: { params: { id: string } } & Parameters<typeof currentUser>[0]): Promise<CharterRecord> {
  const id = request.params.id.toLowerCase();
  if (!isUuid(id)) throw HttpError.notFound();
  const [row] = await db
    .select()
    .from(carter)
    .where(and(eq(carter.id, id), isNull(carter.deletedAt)));
  if (!row || !canSeeCompany(companyScope(currentUser(request)), row.sirket)) throw HttpError.notFound();
  return recordOnDevice('carter', derived.toDto(row));
}

/** A charter of the other kind has no such answer: 422 on `tip`. */
function ofType(charter: CharterRecord, tip: CharterRecord['tip']): CharterRecord {
  if (charter.tip !== tip) throw HttpError.validation([{ path: 'tip', message: 'invalid' }]);
  return charter;
}

function charterRoutes(app: FastifyInstance, { db, base }: { db: Db; base: string }): void {
  app.get<{ Params: { id: string } }>(`${base}/:id/kira-hesabi`, async (request): Promise<HireStatement> =>
    hireStatement(timeCharterOf(ofType(await visibleCharter(db, request), 'time'))),
  );
  app.get<{ Params: { id: string } }>(`${base}/:id/laytime`, async (request): Promise<LaytimeResult> =>
    laytime(voyageCharterOf(ofType(await visibleCharter(db, request), 'spot'))),
  );
}

export const charters = serverCollection({
  ...derived,
  companyColumn: carter.sirket,
  routes: charterRoutes,
});
