import * as v from 'valibot';
import { cashFlowSchema } from '../domain/cash-flow';
import type { UploadedFile } from '../domain/file';
import { instrumentSchema, type InstrumentFields, type InstrumentInput } from '../domain/instrument-schema';
import { moveInstrument, writeError, type Movement, type SettlementFlow } from '../domain/instruments';
import { decimalText, SCALES } from '../domain/money';
import { cashFlowRecordOf, storedCashFlowOf } from '../domain/records/cash-flow';
import { writeInputOf } from '../domain/records/form-input';
import { instrumentRecordOf, storedInstrumentOf } from '../domain/records/instrument';
import type { MirroredRow, PortalDb } from './db';
import type { KeptFileRef } from './files';
import { getInstrument, instrumentInput, type InstrumentRow } from './instruments';
import { requireLocal } from './local';
import { enqueue, newRecordId } from './sync/outbox';

// Saving a cheque or note and moving it (MODULES.md §9): only its form and its detail page read
// this, so the portfolio's first load does not carry the schema. A move goes through the domain's
// moveInstrument, the function the server's rule calls: a refused move is refused here at once
// (`invalidTransition`), an allowed one queues the cash flows it records before the instrument that
// links them, in the outbox's order.

const COLLECTION = 'cekSenet';

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

/** The record a valid body makes, as the server makes it (src/domain/records/instrument.ts). */
export function instrumentRecord(fields: InstrumentFields, file: UploadedFile | KeptFileRef, id: string): InstrumentRow {
  return instrumentRecordOf(id, storedInstrumentOf(fields, file));
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
  const fields = v.parse(instrumentSchema, { ...writeInputOf('cekSenet', input), dosya: file });
  const before = id ? await getInstrument(db, id) : null;
  const refusal = writeError(before ?? undefined, fields);
  if (refusal) throw new InstrumentRefusal(refusal.message, refusal.path);
  const recordId = id ?? newRecordId();
  await enqueue(db, COLLECTION, id ? 'update' : 'create', instrumentRecord(fields, file, recordId) as unknown as MirroredRow);
  return recordId;
}

/** The form's save: a new instrument opens its history in its initial state. */
export async function saveInstrument(input: Omit<InstrumentInput, 'dosya'>, file: UploadedFile | KeptFileRef, id?: string): Promise<string> {
  const { db, engine } = requireLocal();
  const saved = await queueInstrument(db, input, file, id);
  engine.kick();
  return saved;
}

/** The cash flow a move records, with the instrument's scan as its receipt. */
function queueFlow(db: PortalDb, flow: SettlementFlow, aciklama: string, file: UploadedFile | KeptFileRef): Promise<string> {
  const fields = v.parse(cashFlowSchema, {
    ...flow,
    // The device keeps amounts in minor units; the schema reads decimal text.
    miktar: decimalText(flow.miktar, SCALES.amount),
    fatura: null,
    aciklama,
    dekontFile: file,
  });
  const id = newRecordId();
  return enqueue(db, 'nakitAkis', 'create', cashFlowRecordOf(id, storedCashFlowOf(fields, file)) as unknown as MirroredRow).then(() => id);
}

/**
 * Moves the instrument `id` on this device: the domain's moveInstrument decides (an
 * InstrumentRefusal when it refuses); the cash flows it records are queued first, the instrument
 * then with the movement appended and the settling flow linked (an endorsement links the
 * collection from the drawer). `aciklama` describes the flows (`Çek 1234`).
 */
export async function queueMove(db: PortalDb, id: string, movement: Movement, aciklama: string): Promise<string[]> {
  const row = await getInstrument(db, id);
  if (!row) throw new Error(`no instrument ${id} on this device`);
  const result = moveInstrument(row, movement);
  if (!result.ok) throw new InstrumentRefusal(result.error, result.error === 'endorseeRequired' ? 'hareketler' : 'durum');
  const flowIds: string[] = [];
  for (const flow of result.flows) flowIds.push(await queueFlow(db, flow, aciklama, row.dosya));
  await queueInstrument(
    db,
    { ...instrumentInput(row), durum: result.durum, hareketler: result.hareketler, nakitAkis: flowIds[0] ?? row.nakitAkis },
    row.dosya,
    id,
  );
  return flowIds;
}

/** The detail page's one-click move. */
export async function moveInstrumentNow(id: string, movement: Movement, aciklama: string): Promise<void> {
  const { db, engine } = requireLocal();
  await queueMove(db, id, movement, aciklama);
  engine.kick();
}
