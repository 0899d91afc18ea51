import { eq } from 'drizzle-orm';
import type { InstrumentFields } from '../../src/domain/instrument-schema';
import {
  initialState,
  moveBooking,
  receiptFlow,
  type InstrumentState,
  type Movement,
  type SettlementFlow,
} from '../../src/domain/instruments';
import type { FieldError } from '../../src/domain/validation';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import type { CashFlowRow } from '../db/repositories/cash-flows-repository';
import type { InstrumentRow } from '../db/repositories/instruments-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { cekSenet, nakitAkis } from '../db/schema';
import { auditWrite } from '../sync/audit';
import { createMirrored, deleteMirroredRow, updateMirroredRow } from '../sync/mirror';
import { cashFlows } from './cash-flows';

// The books of cheques and notes (docs/areas/cheques.md): a receipt or an issue and each move record their
// cash flows in the instrument's own write, on the server, so that a move and what it books are
// one write (a refused or conflicting move records nothing, a retried one nothing twice). The
// instrument links them: `nakitAkis` the receipt's (or the issue's) flow, each movement's
// `nakitAkis` the flow that move recorded. A client never names them (422 instrumentFlowFixed):
// it sends back what it was given, or nothing.

/** The links a write may carry: none on a create, and on an update only the stored ones, unchanged. */
export function linkErrors(input: InstrumentFields, existing: InstrumentRow | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const fixed = { message: 'instrumentFlowFixed' } as const;
  if (input.nakitAkis !== null && input.nakitAkis !== (existing?.nakitAkis ?? null)) errors.push({ path: 'nakitAkis', ...fixed });
  for (const [index, movement] of input.hareketler.entries()) {
    if (movement.nakitAkis === undefined) continue;
    if (movement.nakitAkis !== existing?.hareketler[index]?.nakitAkis) errors.push({ path: `hareketler.${index}.nakitAkis`, ...fixed });
  }
  return errors;
}

/** The columns of a flow's figures (what a booked flow keeps equal to its instrument's). */
function flowFigures(flow: SettlementFlow) {
  return {
    tip: flow.tip,
    sirket: flow.sirket,
    cariHesap: flow.cariHesap,
    tarih: flow.tarih,
    miktar: flow.miktar,
    dovizCinsi: flow.dovizCinsi,
    odemeYontemi: flow.odemeYontemi,
  };
}

/** Writes a flow the instrument records, its scan as the receipt, and its audit entry. */
async function recordFlow(tx: Db, user: AuthUser | null, row: InstrumentRow, flow: SettlementFlow): Promise<string> {
  const values = { ...flowFigures(flow), fatura: null, aciklama: row.seriNo, dekontFile: row.dosya, dekontFileId: row.dosyaId };
  const created = await createMirrored<CashFlowRow>(tx, cashFlows, values);
  if (user) await auditWrite(tx, cashFlows, { action: 'create', user, before: null, after: created });
  return created.id;
}

/** Takes a booked flow back (a bounce, a cheque returned, the instrument deleted): its tombstone, and its audit entry. */
async function reverseReceipt(tx: Db, user: AuthUser | null, receipt: string | null | undefined): Promise<void> {
  if (!receipt) return;
  const flow = await findMirrored<CashFlowRow>(tx, nakitAkis, receipt, 'update');
  if (!flow || flow.deletedAt) return;
  const gone = await deleteMirroredRow(tx, cashFlows, flow);
  if (user) await auditWrite(tx, cashFlows, { action: 'delete', user, before: flow, after: gone });
}

/**
 * Records what a write of an instrument books, in its transaction, and answers the instrument as
 * stored with its links: a create records its receipt's (or issue's) flow and those of the moves
 * its history makes; an update those of the moves it appends (moveBooking). While an instrument
 * has not moved, an edit of its figures carries over to its receipt's flow. `before` is the row
 * before an update (none for a create); `row` the row just written.
 */
export async function bookInstrument(
  tx: Db,
  user: AuthUser | null,
  before: InstrumentRow | undefined,
  row: InstrumentRow,
): Promise<InstrumentRow> {
  const hareketler: Movement[] = row.hareketler.map((movement, index) => {
    const kept = before?.hareketler[index]?.nakitAkis;
    const { nakitAkis: _sent, ...rest } = movement;
    return kept ? { ...rest, nakitAkis: kept } : rest;
  });
  let receipt = before ? before.nakitAkis : null;

  if (!before) {
    receipt = await recordFlow(tx, user, row, receiptFlow({ ...row, hareketler }));
  } else if (receipt && row.hareketler.length <= 1 && row.durum === initialState(row.yon)) {
    // Not moved yet: the receipt's flow follows the instrument's figures (an edit of its amount).
    const flow = await findMirrored<CashFlowRow>(tx, nakitAkis, receipt, 'update');
    const wanted = flowFigures(receiptFlow({ ...row, hareketler }));
    const differs = flow && !flow.deletedAt && Object.entries(wanted).some(([key, value]) => flow[key as keyof CashFlowRow] !== value);
    if (flow && differs) {
      const updated = await updateMirroredRow(tx, cashFlows, flow, wanted);
      if (user) await auditWrite(tx, cashFlows, { action: 'update', user, before: flow, after: updated });
    }
  }

  // The moves this write appends, each from the state the one before it reached.
  const known = before?.hareketler.length ?? (hareketler[0]?.durum === initialState(row.yon) ? 1 : 0);
  let durum: InstrumentState = before ? before.durum : initialState(row.yon);
  for (let index = known; index < hareketler.length; index++) {
    const movement = hareketler[index]!;
    const booking = moveBooking({ ...row, durum, hareketler: hareketler.slice(0, index) }, movement);
    if (booking === 'reverse') await reverseReceipt(tx, user, receipt);
    else if (booking) hareketler[index] = { ...movement, nakitAkis: await recordFlow(tx, user, row, booking.flow) };
    durum = movement.durum;
  }

  const [linked] = await tx.update(cekSenet).set({ nakitAkis: receipt, hareketler }).where(eq(cekSenet.id, row.id)).returning();
  return linked ?? row;
}

/** Deleting an instrument takes back every flow it booked, in the delete's transaction: it never was. */
export async function unbookInstrument(tx: Db, user: AuthUser, row: InstrumentRow): Promise<void> {
  for (const flow of [row.nakitAkis, ...row.hareketler.map((movement) => movement.nakitAkis)]) await reverseReceipt(tx, user, flow);
}
