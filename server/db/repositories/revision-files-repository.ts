import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CompanyScope } from '../../auth/auth-user';
import type { Db } from '../client';
import { dokuman, dokumanRevizyon } from '../schema';

// The files of a document's revisions as the file routes see them (server/files/visibility.ts):
// an earlier revision's file stays readable to the document's readers (MODULES.md §2).

/** Whether a live document the scope may see had the file as one of its revisions' (§3.4, MODULES.md §2). */
export async function visibleRevisionHasFile(db: Db, fileId: string, scope: CompanyScope): Promise<boolean> {
  if (!scope.all && scope.ids.length === 0) return false;
  const rows = await db
    .select({ id: dokuman.id })
    .from(dokumanRevizyon)
    .innerJoin(dokuman, eq(dokuman.id, dokumanRevizyon.dokumanId))
    .where(
      and(eq(dokumanRevizyon.dosyaId, fileId), isNull(dokuman.deletedAt), scope.all ? undefined : inArray(dokuman.sirketId, scope.ids)),
    )
    .limit(1);
  return rows.length > 0;
}
