import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { findOutcome, lockAndClaimIdempotencyKey, storeOutcome } from '../db/repositories/idempotency-repository';
import { lockMirroredWrites } from '../db/repositories/mirrored-repository';
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

/**
 * Runs a POST, PUT or DELETE on a mirrored collection (ARCHITECTURE.md §3) in one transaction that
 * takes the mirrored-write lock first (shared: writes run side by side; see lockMirroredWrites).
 * With an `Idempotency-Key` header the transaction also claims
 * the key and stores the answer, so a retry gets exactly the first answer and changes nothing:
 *
 * - a key is bound to its first outcome, a refusal included: a 404, 409 or 422 is stored too (the
 *   work's transaction rolls back and a second one stores the refusal, so the common, accepted
 *   case runs without a savepoint), and the same key with another body still gets that refusal.
 *   A client that fixes its change sends it under a new key.
 * - a 5xx (or a crash) rolls everything back, the key included, so the client's retry runs anew.
 * - a key reused for another method or path is a client bug: 422 `idempotencyKeyReused`, unstored.
 *
 * Without the header the write runs the same way and nothing is recorded.
 */
export async function runMutation(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: MutationWork,
): Promise<FastifyReply> {
  const user = currentUser(request);
  const key = idempotencyKey(request);
  const { method, url: path } = request;

  /**
   * Takes the mirrored-write lock, then: a key already used gives its stored answer; null when
   * there is no key, or the key was free (and is now claimed).
   */
  const lockThenClaimOrReplay = async (tx: Db): Promise<Answer | null> => {
    if (key === undefined) {
      await lockMirroredWrites(tx);
      return null;
    }
    if (await lockAndClaimIdempotencyKey(tx, { userId: user._id, key, method, path })) return null;
    const stored = await findOutcome(tx, user._id, key);
    if (!stored) throw new Error('idempotency key neither claimed nor stored');
    if (stored.method !== method || stored.path !== path) throw new HttpError(422, 'idempotencyKeyReused');
    return { status: stored.status, text: stored.responseText, replayed: true };
  };

  let refusal: HttpError | undefined;
  let answer: Answer;
  try {
    answer = await db.transaction(async (tx): Promise<Answer> => {
      const replayed = await lockThenClaimOrReplay(tx);
      if (replayed) return replayed;
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
      if (key !== undefined) await storeOutcome(tx, user._id, key, result.status, text);
      return { status: result.status, text, replayed: false };
    });
  } catch (error) {
    if (!refusal || error !== refusal) throw error;
    const refused = refusal;
    const text = JSON.stringify(refused.toBody());
    answer = { status: refused.statusCode, text, replayed: false };
    if (key !== undefined) {
      answer = await db.transaction(async (tx): Promise<Answer> => {
        // Another request under the same key may have finished meanwhile: its answer stands.
        const replayed = await lockThenClaimOrReplay(tx);
        if (replayed) return replayed;
        await storeOutcome(tx, user._id, key, refused.statusCode, text);
        return { status: refused.statusCode, text, replayed: false };
      });
    }
  }

  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.text);
}
