import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { COLLECTION_NAMES, collection } from '../../src/domain/collection-declarations';
import type { CollectionName } from '../../src/domain/collections';
import { messageKind, messageReadKind } from '../../src/domain/kinds/message';
import { recipientsOf, type MessageRecipientsResponse } from '../../src/domain/messages';
import type { WriteOf } from '../../src/domain/kinds/schema';
import type { FieldError } from '../../src/domain/validation';
import { canSeeCompany, companyScope, type CompanyScope } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { findCompany } from '../db/repositories/companies-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { MIRRORED_TABLES, referenceColumn } from '../db/repositories/references-repository';
import { mesaj, mesajOkuma } from '../db/schema';
import { HttpError } from '../errors';
import { withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { listUsers } from '../services/user-service';
import { auditWrite } from '../sync/audit';
import { isUuid } from '../sync/collection';
import { createMirrored, mapConstraintErrors } from '../sync/mirror';
import { runMutation } from '../sync/mutation';
import { kindCollection } from './kind-collection';
import { serverCollection } from './server-collection';

// Ship–office messages (mesaj) and their read marks (mesajOkuma; MODULES §13, docs/areas/messages.md).
// The records, their mapping, lists and tombstones follow from the definitions
// (src/domain/kinds/message.ts); scoping, grants, versions, idempotency, the attachments' files and
// the history from the generic routes. This adds: the sender, set to the writer whatever the body
// says; the record a message is about (a kind's live record the writer sees, of the message's ship:
// 422 `notFound`/`otherCompany` on `kayit`); a read mark's user, the writer's; and
// `POST /api/mesaj/:id/okundu` (the user's read mark, made once: again answers the same mark) and
// `GET /api/mesaj/okunmamis` → `{sayi}` (the user's unread messages: src/domain/messages.ts); and
// `GET /api/mesaj/alicilar?sirket=` → `{alicilar: [{_id, ad}]}` (whom a message of that ship may
// name, for any user who sees the ship: the users' list itself is the administrators').

type MessageRow = typeof mesaj.$inferSelect;
type MessageReadRow = typeof mesajOkuma.$inferSelect;

const derived = kindCollection<typeof messageKind, MessageRow>(messageKind, mesaj);
const derivedRead = kindCollection<typeof messageReadKind, MessageReadRow>(messageReadKind, mesajOkuma);

function isKindName(name: string): name is CollectionName {
  return (COLLECTION_NAMES as readonly string[]).includes(name);
}

/** What is wrong with the record a message names (`kayit`), read FOR SHARE until the write commits; undefined when fine. */
async function linkError(
  tx: Db,
  link: { koleksiyon: string; _id: string },
  sirket: string,
  scope: CompanyScope,
): Promise<FieldError | undefined> {
  if (!isKindName(link.koleksiyon) || !isUuid(link._id)) return { path: 'kayit', message: 'notFound' };
  const { companyField } = collection(link.koleksiyon);
  const table = MIRRORED_TABLES[link.koleksiyon];
  const companyColumn = companyField ? referenceColumn(link.koleksiyon, companyField) : undefined;
  const [row] = await tx
    .select({ deletedAt: table.deletedAt, ...(companyColumn ? { company: companyColumn } : {}) })
    .from(table)
    .where(eq(table.id, link._id.toLowerCase()))
    .limit(1)
    .for('share');
  if (!row || row.deletedAt !== null) return { path: 'kayit', message: 'notFound' };
  const company = typeof row.company === 'string' ? row.company : null;
  if (company !== null && !canSeeCompany(scope, company)) return { path: 'kayit', message: 'notFound' };
  if (company !== null && company !== sirket) return { path: 'kayit', message: 'otherCompany' };
  return undefined;
}

/** The number of live messages of the companies `scope` sees that are for `userId`, not theirs and not marked read by them. */
export async function unreadMessageCount(db: Db, userId: string, scope: CompanyScope): Promise<number> {
  if (!scope.all && scope.ids.length === 0) return 0;
  const [row] = await db
    .select({ sayi: sql<number>`count(*)::int` })
    .from(mesaj)
    .where(
      and(
        isNull(mesaj.deletedAt),
        scope.all
          ? undefined
          : sql`${mesaj.sirket} in (${sql.join(
              scope.ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
        ne(mesaj.gonderen, userId),
        sql`(${mesaj.alicilar} = '[]'::jsonb or ${mesaj.alicilar} ? ${userId})`,
        notExists(
          db
            .select({ id: mesajOkuma.id })
            .from(mesajOkuma)
            .where(and(eq(mesajOkuma.mesaj, mesaj.id), eq(mesajOkuma.kullanici, userId), isNull(mesajOkuma.deletedAt))),
        ),
      ),
    );
  return row?.sayi ?? 0;
}

const recipientsQuerySchema = v.object({
  sirket: v.pipe(v.string(), v.check(isUuid), v.toLowerCase()),
});

/** `POST /api/mesaj/:id/okundu`, `GET /api/mesaj/okunmamis` and `GET /api/mesaj/alicilar`. */
function messageRoutes(app: FastifyInstance, { db, base }: { db: Db; base: string }): void {
  // The users who may read ship `sirket`'s messages (active, granted the ship, or administrators:
  // `recipientsOf`), the asker included, by name; 404 for a ship the asker does not see.
  app.get(`${base}/alicilar`, async (request): Promise<MessageRecipientsResponse> => {
    const scope = companyScope(currentUser(request));
    const q = parseQuery(recipientsQuerySchema, withoutBlanks(request.query));
    if (!(await findCompany(db, q.sirket, scope))) throw HttpError.notFound();
    const users = await listUsers(db);
    return { alicilar: recipientsOf(users, q.sirket, '').map((option) => ({ _id: option.value, ad: option.label })) };
  });

  app.get(`${base}/okunmamis`, async (request): Promise<{ sayi: number }> => {
    const user = currentUser(request);
    return { sayi: await unreadMessageCount(db, user._id, companyScope(user)) };
  });

  // The user's read mark of a message they see (a read-only grant included): made once; marking a
  // message read again answers the mark it has (200), a new one is 201.
  app.post<{ Params: { id: string } }>(`${base}/:id/okundu`, async (request, reply) => {
    const user = currentUser(request);
    const scope = companyScope(user);
    const id = request.params.id.toLowerCase();
    if (!isUuid(id)) throw HttpError.notFound();
    return runMutation(db, request, reply, (tx) =>
      mapConstraintErrors(messageReads, async () => {
        const message = await findMirrored<MessageRow>(tx, mesaj, id, 'share');
        if (!message || message.deletedAt !== null || !canSeeCompany(scope, message.sirket)) throw HttpError.notFound();
        const [existing] = await tx
          .select()
          .from(mesajOkuma)
          .where(and(eq(mesajOkuma.mesaj, id), eq(mesajOkuma.kullanici, user._id), isNull(mesajOkuma.deletedAt)))
          .limit(1);
        if (existing) return { status: 200, body: messageReads.toDto(existing) };
        const created = await createMirrored<MessageReadRow>(tx, messageReads, {
          sirket: message.sirket,
          mesaj: id,
          kullanici: user._id,
          tarih: new Date(),
        });
        await auditWrite(tx, messageReads, { action: 'create', user, before: null, after: created });
        return { status: 201, body: messageReads.toDto(created) };
      }),
    );
  });
}

type MessageInput = WriteOf<typeof messageKind>;

export const messages = serverCollection<'mesaj', MessageRow, MessageInput>({
  ...derived,
  companyColumn: mesaj.sirket,
  routes: messageRoutes,

  /**
   * The sender is the writer, whatever the body says; a change keeps the first sender. (Without a
   * write, the demo's seed sets it: server/db/demo-messages.ts.)
   */
  values(input, files, write) {
    return { ...derived.values(input, files), gonderen: write?.existing?.gonderen ?? write?.user._id ?? '' };
  },

  async beforeWrite(input, context) {
    const errors = (await derived.beforeWrite(input, context)) ?? [];
    if (input.kayit) {
      const error = await linkError(context.tx, input.kayit, input.sirket, context.scope);
      if (error) errors.push(error);
    }
    return errors;
  },
});

export const messageReads = serverCollection({
  ...derivedRead,
  companyColumn: mesajOkuma.sirket,
  ownRecords: true,
  values(input, files, write) {
    if (!write) throw new Error('a read mark is written by its user (the write route)');
    return { ...derivedRead.values(input, files), kullanici: write.user._id };
  },
});
