import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { messageKind } from '../domain/kinds/message';
import { recordOfWrite } from '../domain/kinds/record';
import { writeSchemaOf } from '../domain/kinds/schema';
import { writeInputOf } from '../domain/records/form-input';
import type { KeptFileRef } from './files';
import { queueSave } from './local';
import type { MessageRow } from './messages';

// Saving a message: only the composer reads it, so the list's first load does not carry the schema.

type MessageFile = UploadedFile | KeptFileRef;

export const messageSchema = writeSchemaOf(messageKind);
export type MessageFields = v.InferOutput<typeof messageSchema>;

/** The record a valid body makes, as the server makes it, the sender the writer (the server sets the same). */
export function messageRecord(fields: MessageFields, files: MessageFile[], gonderen: string, id: string): MessageRow {
  const record = recordOfWrite(messageKind, id, fields, (path) => {
    const file = files[Number(path.slice('ekler.'.length))];
    if (!file) throw new Error(`a message is saved with the files it names (${path})`);
    return file;
  });
  return { ...record, gonderen } as MessageRow;
}

export interface MessageInput {
  sirket: string;
  konu: string;
  metin: string;
  yon: 'gemiden' | 'ofisten';
  ekler: MessageFile[];
  kayit: { koleksiyon: string; _id: string } | null;
  alicilar: string[];
}

/**
 * Validates with the shared schema (a ValiError is thrown otherwise), stores the message on the
 * device and queues it: sent through the outbox once, offline too.
 */
export async function saveMessage(input: MessageInput, gonderen: string): Promise<string> {
  const fields = v.parse(messageSchema, writeInputOf(messageKind.name, input));
  return queueSave(messageKind.name, undefined, (recordId) => messageRecord(fields, input.ekler, gonderen, recordId));
}
