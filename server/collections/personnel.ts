import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { changedFields } from '../../src/domain/audit';
import { isCalendarDate, localDate } from '../../src/domain/calendar';
import { turkishSortKey } from '../../src/domain/collation';
import { COMPANY_AUDIT } from '../../src/domain/audit';
import {
  assignmentsOverlap,
  CREW_EXPORT_FORMS,
  crewOn,
  maskPerson,
  mayUnmaskCrewList,
  RANKS,
  type AssignmentDates,
} from '../../src/domain/crew';
import {
  assignmentKind,
  PERSON_SORT_FIELDS,
  personKind,
  type AssignmentFields,
  type CrewListResponse,
  type PersonListResponse,
} from '../../src/domain/personnel';
import { companyScope, type AuthUser } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { findMirrored } from '../db/repositories/mirrored-repository';
import {
  assignmentsOfPerson,
  assignmentsStartingOn,
  liveAssignments,
  peopleByIds,
  personList,
  type AssignmentRow,
  type PersonRow,
} from '../db/repositories/personnel-repository';
import { sqlListPage } from '../db/repositories/sql-list';
import { gorevlendirme, personel } from '../db/schema';
import { HttpError } from '../errors';
import { companiesToList, optionalId, pageParams, parseListQuery, sortParams, withoutBlanks } from '../http/list-query';
import { parseBody } from '../http/parse-body';
import { parseQuery } from '../http/parse-query';
import { isUuid } from '../sync/collection';
import { recordAudit } from '../sync/audit';
import { kindCollection } from './kind-collection';
import { serverCollection, type AuditEntry } from './server-collection';

// The crew (docs/areas/crew.md): people of the pool (`personel`, one employer company each) and their
// assignments to ships (`gorevlendirme`, the ship's company). Scoping, grants, versions,
// idempotency and the in-use checks come from the declarations and the generic routes; the schemas
// (src/domain/personnel.ts) hold the records' rules. This adds: lists with personal data masked
// (KVKK; in full only in a person's detail, the device's mirror and the crew list of a ship the user
// may write, whose print or export is recorded in the history), the history's values masked too, one ship at a time (422 `overlappingAssignment`, the person's row held FOR UPDATE so two
// assignments of one person are checked one after the other), and the crew aboard a ship on a date
// (`GET /api/personel/liste?sirket=&tarih=`).

export const CREW_LIST_PATH = '/api/personel/liste';
export const CREW_EXPORT_PATH = '/api/personel/liste/disa-aktarim';

const calendarParam = () => v.optional(v.pipe(v.string(), v.check(isCalendarDate)));

const personQuerySchema = v.object({
  ...pageParams(50),
  sirket: optionalId(),
  rutbe: v.optional(v.picklist(RANKS)),
  uyruk: v.optional(v.pipe(v.string(), v.maxLength(80))),
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  ...sortParams(PERSON_SORT_FIELDS, 'soyad', '1'),
});

const crewListQuerySchema = v.object({ sirket: optionalId(), tarih: calendarParam() });

const personDerived = kindCollection<typeof personKind, PersonRow>(personKind, personel, {
  constraintErrors: { personel_kimlik_check: { path: 'tcKimlikNo', message: 'required' } },
});
const toPersonDto = personDerived.toDto;
/** A person as lists and the history show them: personal fields masked (KVKK). */
const toMaskedPersonDto = (row: PersonRow) => maskPerson(toPersonDto(row));

const assignmentDerived = kindCollection<typeof assignmentKind, AssignmentRow>(assignmentKind, gorevlendirme, {
  constraintErrors: {
    gorevlendirme_inis_check: { path: 'inisTarihi', message: 'signOffBeforeSignOn' },
    gorevlendirme_planlanan_inis_check: { path: 'planlananInisTarihi', message: 'signOffBeforeSignOn' },
  },
});
const toAssignmentDto = assignmentDerived.toDto;

/** The history's values of a person: personal fields masked before and after (KVKK). */
async function auditPerson(tx: Db, entry: AuditEntry<PersonRow>): Promise<void> {
  const dto = (row: PersonRow, mask: boolean) => (mask ? toMaskedPersonDto(row) : toPersonDto(row));
  const full = changedFields(entry.before ? dto(entry.before, false) : null, entry.action === 'delete' ? null : dto(entry.after, false));
  const masked = changedFields(entry.before ? dto(entry.before, true) : null, entry.action === 'delete' ? null : dto(entry.after, true));
  // A change the mask hides (two numbers ending alike) is still recorded, its values masked.
  const changes = Object.fromEntries(
    Object.keys(full).map((key) => [
      key,
      masked[key] ?? { before: maskPerson({ [key]: full[key]!.before })[key], after: maskPerson({ [key]: full[key]!.after })[key] },
    ]),
  );
  await recordAudit(tx, {
    action: entry.action,
    user: entry.user,
    collection: 'personel',
    recordId: entry.after.id,
    sirketId: (entry.before ?? entry.after).sirket,
    before: null,
    after: null,
    changes,
  });
}

/** What the crew list's print or export names in the history: the ship (or every ship), the date and the form. */
const crewExportSchema = v.object(
  {
    sirket: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.check(isUuid, 'invalid'), v.toLowerCase())], 'invalid'), ''),
    tarih: v.pipe(v.string('required'), v.check(isCalendarDate, 'invalidDate')),
    bicim: v.picklist(CREW_EXPORT_FORMS, 'invalid'),
  },
  'required',
);

/**
 * The crew aboard on `tarih` (of `sirket`, or every ship the user sees): by ship, rank and name.
 * Each entry whole when the user may write its ship (mayUnmaskCrewList), else masked.
 */
async function crewList(db: Db, user: AuthUser, sirket: string | undefined, tarih: string): Promise<CrewListResponse> {
  const scope = companyScope(user);
  const ships = companiesToList(scope, sirket);
  const assignments = (await liveAssignments(db, ships)).map(toAssignmentDto);
  // A sign-off on `tarih` is the ship left's only when the person joins no other ship that day,
  // whichever ship that is (one the user may not see included: the list says only who is aboard).
  const leaving = [...new Set(assignments.filter((a) => a.inisTarihi === tarih).map((a) => a.personel))];
  const joining = (await assignmentsStartingOn(db, leaving, tarih)).map(toAssignmentDto);
  const aboard = crewOn(assignments, undefined, tarih, joining);
  const people = new Map((await peopleByIds(db, [...new Set(aboard.map((a) => a.personel))])).map((row) => [row.id, row]));
  const personeller = aboard
    .filter((assignment) => people.has(assignment.personel))
    .map((assignment) => {
      const row = people.get(assignment.personel)!;
      const whole = mayUnmaskCrewList(scope, assignment.sirket);
      return { ...(whole ? toPersonDto(row) : toMaskedPersonDto(row)), gorevlendirme: assignment };
    })
    .sort(
      (a, b) =>
        a.gorevlendirme.sirket.localeCompare(b.gorevlendirme.sirket) ||
        RANKS.indexOf(a.gorevlendirme.rutbe) - RANKS.indexOf(b.gorevlendirme.rutbe) ||
        turkishSortKey(`${a.soyad} ${a.ad}`).localeCompare(turkishSortKey(`${b.soyad} ${b.ad}`)),
    );
  const unmasked = personeller.every((entry) => mayUnmaskCrewList(scope, entry.gorevlendirme.sirket));
  return { tarih, unmasked, personeller, totalCount: personeller.length };
}

function personRoutes(app: FastifyInstance, { db }: { db: Db; base: string }): void {
  app.get(CREW_LIST_PATH, async (request): Promise<CrewListResponse> => {
    const q = parseQuery(crewListQuerySchema, withoutBlanks(request.query));
    return crewList(db, currentUser(request), q.sirket, q.tarih ?? localDate());
  });

  // The crew list given out whole (printed or exported with its FAL fields): recorded in the history
  // of each person listed whole and of each ship (docs/areas/crew.md), in one transaction, before
  // the device makes the file. Answers the list as GET does; a list with nobody whole records nothing.
  app.post(CREW_EXPORT_PATH, async (request): Promise<CrewListResponse> => {
    const user = currentUser(request);
    const body = parseBody(crewExportSchema, request.body);
    const list = await crewList(db, user, body.sirket || undefined, body.tarih);
    const scope = companyScope(user);
    const whole = list.personeller.filter((entry) => mayUnmaskCrewList(scope, entry.gorevlendirme.sirket));
    if (whole.length === 0) return list;
    const ships = new Map<string, number>();
    for (const entry of whole) ships.set(entry.gorevlendirme.sirket, (ships.get(entry.gorevlendirme.sirket) ?? 0) + 1);
    await db.transaction(async (tx) => {
      for (const entry of whole) {
        await recordAudit(tx, {
          action: 'export',
          user,
          collection: 'personel',
          recordId: entry._id,
          sirketId: entry.sirket,
          before: null,
          after: null,
          changes: { personelListesi: { before: null, after: { gemi: entry.gorevlendirme.sirket, tarih: body.tarih, bicim: body.bicim } } },
        });
      }
      for (const [ship, kisi] of ships) {
        await recordAudit(tx, {
          action: 'export',
          user,
          collection: COMPANY_AUDIT,
          recordId: ship,
          sirketId: ship,
          before: null,
          after: null,
          changes: { personelListesi: { before: null, after: { gemi: ship, tarih: body.tarih, bicim: body.bicim, kisi } } },
        });
      }
    });
    return list;
  });
}

export const people = serverCollection({
  ...personDerived,
  companyColumn: personel.sirket,
  routes: personRoutes,

  /** One page `{personeller, totalCount}` in surname order, personal fields masked. */
  async list({ db, query, scope }): Promise<PersonListResponse> {
    const { q, sirketIds } = parseListQuery(personQuerySchema, query, scope);
    const { items, total } = await sqlListPage(db, personList(toMaskedPersonDto), {
      sirketIds,
      filters: { rutbe: q.rutbe, uyruk: q.uyruk, q: q.q },
      sortBy: q.sortBy,
      descending: q.sortingOrder === '-1',
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { personeller: items, totalCount: total };
  },

  audit: auditPerson,
});

/** One ship at a time (422 `overlappingAssignment`): no other live assignment of the person overlaps. */
async function refuseOverlap(tx: Db, input: AssignmentFields, id: string | undefined): Promise<void> {
  const self: AssignmentDates = { ...input, _id: id ?? '' };
  const others = await assignmentsOfPerson(tx, input.personel);
  const clash = others.some((row) => row.id !== self._id && assignmentsOverlap(self, { ...toAssignmentDto(row), _id: row.id }));
  if (clash) throw new HttpError(422, 'overlappingAssignment', [{ path: 'binisTarihi', message: 'overlappingAssignment' }]);
}

export const assignments = serverCollection({
  ...assignmentDerived,
  companyColumn: gorevlendirme.sirket,

  /**
   * The person's row held FOR UPDATE before the derived checks read it (live, visible: `notFound`),
   * so two writes of one person's assignments are checked one after the other.
   */
  async beforeWrite(input, context) {
    await findMirrored<PersonRow>(context.tx, personel, input.personel, 'update');
    const errors = await assignmentDerived.beforeWrite(input, context);
    if (errors && errors.length > 0) return errors;
    await refuseOverlap(context.tx, input, context.existing?.id);
    return [];
  },
});
