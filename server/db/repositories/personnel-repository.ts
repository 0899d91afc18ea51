import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Rank } from '../../../src/domain/crew';
import { turkishSortKey } from '../../../src/domain/collation';
import { textKey } from '../../../src/domain/text-key';
import type { Person, PERSON_SORT_FIELDS } from '../../../src/domain/personnel';
import type { Db } from '../client';
import { gorevlendirme, personel } from '../schema';
import { sqlContains, sqlTextKey, sqlTurkishSortKey } from '../sql-text';
import { rowsById, toMillisecond, type ListDefinition, type ListSort } from './sql-list';

export type PersonRow = typeof personel.$inferSelect;
export type AssignmentRow = typeof gorevlendirme.$inferSelect;

/** The live people by id, whatever their company. */
export function peopleByIds(db: Db, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(personel)
    .where(and(isNull(personel.deletedAt), inArray(personel.id, ids)));
}

/** The live assignments of the ships (`undefined`: every ship). */
export function liveAssignments(db: Db, sirketIds: string[] | undefined): Promise<AssignmentRow[]> {
  if (sirketIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(gorevlendirme)
    .where(and(isNull(gorevlendirme.deletedAt), sirketIds ? inArray(gorevlendirme.sirket, sirketIds) : undefined));
}

/** Every live assignment of one person, on any ship. */
export function assignmentsOfPerson(db: Db, personelId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(gorevlendirme)
    .where(and(isNull(gorevlendirme.deletedAt), eq(gorevlendirme.personel, personelId)));
}

/**
 * The live assignments of the people that start on `date`, on any ship: whether a sign-off on
 * `date` is a same-day transfer (src/domain/crew.ts aboardSpan), for the crew list of that date.
 */
export function assignmentsStartingOn(db: Db, personelIds: string[], date: string): Promise<AssignmentRow[]> {
  if (personelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(gorevlendirme)
    .where(and(isNull(gorevlendirme.deletedAt), inArray(gorevlendirme.personel, personelIds), eq(gorevlendirme.binisTarihi, date)));
}

/** A text field in Turkish order, blanks last (the crew lists' order). */
const turkishText = (column: PgColumn): ListSort => ({ key: sqlTurkishSortKey(column), blank: sql`${column} = ''` });

/** The pool's filters (`GET /api/personel`): rank, nationality (as its Turkish key), and the search as typed. */
export interface PersonListFilters {
  rutbe?: Rank | undefined;
  uyruk?: string | undefined;
  q?: string | undefined;
}

/**
 * The pool in SQL (server/db/repositories/sql-list.ts): names in Turkish order, blanks last; the
 * search in name, surname and seaman's book as personMatches reads them (textKey), the
 * nationality by its turkishSortKey (sql-text.ts). Rows are masked (KVKK) as the list answers them.
 */
export function personList(
  toMaskedDto: (row: PersonRow) => Person,
): ListDefinition<(typeof PERSON_SORT_FIELDS)[number], PersonListFilters, Person> {
  return {
    table: personel,
    sorts: {
      soyad: turkishText(personel.soyad),
      ad: turkishText(personel.ad),
      rutbe: turkishText(personel.rutbe),
      uyruk: turkishText(personel.uyruk),
      updatedAt: { key: toMillisecond(personel.updatedAt) },
    },
    filters: {
      rutbe: (rutbe) => eq(personel.rutbe, rutbe),
      uyruk: (uyruk) => sql`${sqlTurkishSortKey(personel.uyruk)} = ${turkishSortKey(uyruk)}`,
      q: (search) => {
        const wanted = textKey(search);
        const text = sql`${personel.ad} || ' ' || ${personel.soyad} || ' ' || ${personel.gemiAdamiCuzdanNo}`;
        return wanted === '' ? undefined : sqlContains(sqlTextKey(text), wanted);
      },
    },
    load: rowsById(personel, toMaskedDto),
    idOf: (person) => person._id,
  };
}
