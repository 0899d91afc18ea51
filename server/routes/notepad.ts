import type { FastifyInstance } from 'fastify';
import { notepadSchema } from '../../src/domain/auth';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { readNotepad, writeNotepad } from '../db/repositories/notepad-repository';
import { NOTEPAD_BODY_LIMIT } from '../http/body-limits';
import { parseBody } from '../http/parse-body';

/** The dashboard notepad: one text per user. */
export function notepadRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/notepad', async (request) => ({ notepad: await readNotepad(db, currentUser(request)._id) }));

  app.post('/api/notepad', { bodyLimit: NOTEPAD_BODY_LIMIT }, async (request) => {
    const { notepad } = parseBody(notepadSchema, request.body);
    return { notepad: await writeNotepad(db, currentUser(request)._id, notepad) };
  });
}
