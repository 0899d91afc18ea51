import * as v from 'valibot';
import type { UploadedFile } from '../domain/file';
import { instrumentKind, instrumentSchema, type InstrumentFields, type InstrumentInput } from '../domain/instrument-schema';
import { moveInstrument, writeError, type Movement } from '../domain/instruments';
import { writeInputOf } from '../domain/records/form-input';
import { recordOfWrite } from '../domain/kinds/record';
import type { MirroredRow, PortalDb } from './db';
import type { KeptFileRef } from './files';
import { getInstrument, instrumentInput, type InstrumentRow } from './instruments';
import { openedLocal } from './local';
import { enqueue, newRecordId } from './sync/outbox';

// Saving a cheque or note and moving it (docs/areas/cheques.md): only its form and its detail page read
// this, so the portfolio's first load does not carry the schema. A move goes through the domain's
// moveInstrument, the function the server's rule calls: a refused move is refused here at once
// (`invalidTransition`), an allowed one queues the instrument with the move appended, one write; the
// server records the cash flows it books.

const COLLECTION = instrumentKind.name;

/** A write the domain refuses on the device, before anything is queued: its key and field. */
export class InstrumentRefusal extends Error {
  constructor(
    readonly key: 'invalidTransition' | 'endorseeRequired',
    readonly path: string,
  ) {
    super(key);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the class's name, for developers
    this.name = 'InstrumentRefusal';
  }
}

/** The record a valid body makes, as the server makes it: one shape, from the kind's definition (src/domain/kinds/record.ts); `file` the scan. */
export function instrumentRecord(fields: InstrumentFields, file: UploadedFile | KeptFileRef, id: string): InstrumentRow {
  return recordOfWrite(instrumentKind, id, fields, () => file);
}

/**
 * Validates the write with the shared schema (a ValiError is thrown otherwise) and the domain's
 * writeError against the row on the device (an InstrumentRefusal), stores it and queues it.
 */
export async function queueInstrument(
  db: PortalDb,
  input: Omit<InstrumentInput, 'dosya'>,
  file: UploadedFile | KeptFileRef,
  id?: string,
): Promise<string> {
  const fields = v.parse(instrumentSchema, { ...writeInputOf(COLLECTION, input), dosya: file });
  const before = id ? await getInstrument(db, id) : null;
  const refusal = writeError(before ?? undefined, fields);
  if (refusal) throw new InstrumentRefusal(refusal.message, refusal.path);
  const recordId = id ?? newRecordId();
  await enqueue(db, COLLECTION, id ? 'update' : 'create', instrumentRecord(fields, file, recordId) as MirroredRow);
  return recordId;
}

/** The form's save: a new instrument opens its history in its initial state. */
export async function saveInstrument(input: Omit<InstrumentInput, 'dosya'>, file: UploadedFile | KeptFileRef, id?: string): Promise<string> {
  const { db, engine } = await openedLocal();
  const saved = await queueInstrument(db, input, file, id);
  engine.kick();
  return saved;
}

/**
 * Moves the instrument `id` on this device: the domain's moveInstrument decides (an
 * InstrumentRefusal when it refuses), and the instrument is queued with the movement appended: one
 * write. The cash flows the move books are the server's, recorded in that write's transaction and
 * brought by the pull (docs/areas/cheques.md), so a move refused or lost to another device's records none.
 */
export async function queueMove(db: PortalDb, id: string, movement: Movement): Promise<void> {
  const row = await getInstrument(db, id);
  if (!row) throw new Error(`no instrument ${id} on this device`);
  const result = moveInstrument(row, movement);
  if (!result.ok) throw new InstrumentRefusal(result.error, result.error === 'endorseeRequired' ? 'hareketler' : 'durum');
  await queueInstrument(db, { ...instrumentInput(row), durum: result.durum, hareketler: result.hareketler }, row.dosya, id);
}

/** The detail page's one-click move. */
export async function moveInstrumentNow(id: string, movement: Movement): Promise<void> {
  const { db, engine } = await openedLocal();
  await queueMove(db, id, movement);
  engine.kick();
}
