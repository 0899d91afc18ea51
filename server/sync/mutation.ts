import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { findOutcome, storeFirstOutcome } from '../db/repositories/idempotency-repository';
import { mirroredWriteTransaction } from '../db/repositories/mirrored-repository';
import { HttpError } from '../errors';
import { idempotencyKey } from './headers';

/** What a mutation answers: the status and the JSON body. */
export interface MutationResult {
  status: number;
  body: unknown;
}

/** A mutation's work, given the transaction to write in. It may throw HttpError (4xx) to refuse. */
export type MutationWork = (tx: Db) => Promise<MutationResult>;

interface Answer {
  status: number;
  text: string;
  replayed: boolean;
}

/** JSON with every object's keys sorted: the same value whatever the order or spacing it was sent in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A stable hash of a request's body (parsed JSON; none is `null`): what tells a retry from a key reused with another body. */
export function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('base64url');
}

/** Thrown to roll a mutation back when its key turns out to be used already: the stored answer stands. */
const KEY_USED = new Error('idempotency key used meanwhile');

/**
 * Runs a POST, PUT or DELETE on a mirrored collection (docs/architecture.md §2) in one transaction that
 * takes the mirrored-write lock first. It is taken shared: writes run side by side, and the lock
 * orders no write after another (it only lets pulls tell which cursors are settled; see
 * mirroredWriteTransaction). Rules that read another record hold it with row locks
 * (server/collections/referenced.ts).
 * With an `Idempotency-Key` header the transaction stores the answer under the key as its last
 * write, so a retry gets exactly the first answer and changes nothing:
 *
 * - the key is written only when it is free. A retry of a mutation that committed runs its work
 *   too, then finds the key taken: its transaction rolls back (whatever the work wrote is undone)
 *   and the stored answer is sent. Usually the retry's work is refused first (the record exists:
 *   409; was deleted: 404), and the refusal path below finds the key. A retry sent while the first
 *   is still running waits on the key's row (or on the record's) until the first ends. Storing
 *   the key last makes the common, first use one statement instead of a claim and an update.
 * - a key is bound to its first outcome, a refusal included: a 404, 409 or 422 is stored too (the
 *   work's transaction rolls back and a second one stores the refusal, so the common, accepted
 *   case runs without a savepoint). A client that fixes its change sends it under a new key.
 * - a 5xx (or a crash) rolls everything back, the key included, so the client's retry runs anew.
 * - a key reused for another method or path, or with another body (its stable hash, stored with the
 *   key, differs), is a client bug: 422 `idempotencyKeyReused`, unstored (the IETF draft
 *   "The Idempotency-Key HTTP Header Field", docs/architecture.md §1). A key stored before hashes were kept has none
 *   and replays its answer as before.
 *
 * Without the header the write runs the same way and nothing is recorded.
 */
export async function runMutation(db: Db, request: FastifyRequest, reply: FastifyReply, work: MutationWork): Promise<FastifyReply> {
  const user = currentUser(request);
  const key = idempotencyKey(request);
  const { method, url: path } = request;
  const hash = key === undefined ? '' : bodyHash(request.body);

  /** The answer stored under the key by its first use. */
  const storedAnswer = async (): Promise<Answer> => {
    const stored = await findOutcome(db, user._id, key!);
    if (!stored) throw new Error('idempotency key taken but not stored');
    if (stored.method !== method || stored.path !== path || (stored.bodyHash !== null && stored.bodyHash !== hash)) {
      throw new HttpError(422, 'idempotencyKeyReused');
    }
    return { status: stored.status, text: stored.responseText, replayed: true };
  };
  /** Stores the answer under the key, last in its transaction; throws KEY_USED when the key is taken. */
  const keep = async (tx: Db, status: number, text: string): Promise<void> => {
    if (key !== undefined && !(await storeFirstOutcome(tx, { userId: user._id, key, method, path, bodyHash: hash }, status, text)))
      throw KEY_USED;
  };

  let refusal: HttpError | undefined;
  let answer: Answer;
  try {
    answer = await mirroredWriteTransaction(db, async (tx): Promise<Answer> => {
      let result: MutationResult;
      try {
        result = await work(tx);
      } catch (error) {
        // A refusal may follow a failed statement, which aborts the transaction: roll it all
        // back and record the refusal in a transaction of its own (below).
        if (error instanceof HttpError && error.statusCode < 500) refusal = error;
        throw error;
      }
      const text = JSON.stringify(result.body);
      await keep(tx, result.status, text);
      return { status: result.status, text, replayed: false };
    });
  } catch (error) {
    if (error === KEY_USED) {
      answer = await storedAnswer();
    } else {
      if (!refusal || error !== refusal) throw error;
      const refused = refusal;
      const text = JSON.stringify(refused.toBody());
      answer = { status: refused.statusCode, text, replayed: false };
      if (key !== undefined) {
        try {
          // A retry's refusal (its record exists, or is gone) usually means the first use stored its answer.
          await mirroredWriteTransaction(db, async (tx) => {
            await keep(tx, refused.statusCode, text);
          });
        } catch (stored) {
          if (stored !== KEY_USED) throw stored;
          answer = await storedAnswer();
        }
      }
    }
  }

  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.text);
}
