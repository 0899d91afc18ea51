import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CompanyScope } from '../../auth/auth-user';
import type { Db } from '../client';
import { dokuman, dokumanRevizyon } from '../schema';

// The files of a document's revisions as the file routes see them (server/files/visibility.ts):
// an earlier revision's file stays readable to the readers of the company the revision was written
// in (docs/areas/documents.md). A document moved to another company does not take its past along: the new
// company reads the revisions written there (the current one through the record itself).

/** Whether a live document had the file as one of its revisions', written in a company the scope may see (docs/architecture.md §5, docs/areas/documents.md). */
export async function visibleRevisionHasFile(db: Db, fileId: string, scope: CompanyScope): Promise<boolean> {
  if (!scope.all && scope.ids.length === 0) return false;
  const rows = await db
    .select({ id: dokuman.id })
    .from(dokumanRevizyon)
    .innerJoin(dokuman, eq(dokuman.id, dokumanRevizyon.dokumanId))
    .where(
      and(
        eq(dokumanRevizyon.dosyaId, fileId),
        isNull(dokuman.deletedAt),
        scope.all ? undefined : inArray(dokumanRevizyon.sirketId, scope.ids),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
