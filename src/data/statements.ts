import { statementKind, statementLineKind } from '../domain/kinds/statement';
import type { UploadedFile } from '../domain/file';
import { decimalText, SCALES } from '../domain/money';
import { lineFlows } from '../domain/kinds/statement';
import {
  acceptanceFlows,
  balancesAgainstBooks,
  bankChargeBillInput,
  bankChargeBooking,
  bankChargeWrites,
  bankOrderAcceptance,
  instrumentSettlement,
  type AcceptPart,
  type BalanceAgainstBooks,
  type BookFlow,
  type ChargeSetting,
} from '../domain/statements/reconcile';
import type { KeptFileRef } from './files';
import { api } from './api';
import type { DeviceRecord, PortalDb } from './db';
import { readCompanyRecords, readRecord, useDeviceRecord, useDeviceRows, useRecord } from './kind-reads';
import { openedLocal, queueSave, requireLocal } from './local';
import { isLive, toRecord } from './sync/collections';

// Bank statements on the device (docs/areas/bank-statements.md): the mirror of `ekstre` and
// `ekstreSatiri`, read per company (the chosen ship) and per statement. The import goes to the
// server (`POST /api/finans/ekstre`: the file is read, checked and matched there in one
// transaction), then the device pulls; accepting a line's match is a write through the outbox.

export type StatementRow = DeviceRecord<'ekstre'>;
export type StatementLineRow = DeviceRecord<'ekstreSatiri'>;

/** The live statements of a company ('' for every company on the device), the latest closing first. */
export async function queryStatements(db: PortalDb, sirket: string): Promise<StatementRow[]> {
  return (await readCompanyRecords(db, statementKind.name, sirket)).sort((a, b) => (b.kapanisTarihi ?? '').localeCompare(a.kapanisTarihi ?? '') || a._id.localeCompare(b._id));
}

export function useStatements(sirket: string): StatementRow[] | undefined {
  return useDeviceRows((db) => queryStatements(db, sirket), [sirket]);
}

const getStatement = (db: PortalDb, id: string): Promise<StatementRow | null> => readRecord(db, statementKind.name, id);

export function useStatement(id: string): StatementRow | null | undefined {
  return useDeviceRecord(id, getStatement);
}

/** A statement's live lines in their order. */
export async function queryStatementLines(db: PortalDb, ekstre: string): Promise<StatementLineRow[]> {
  const rows = await db.records(statementLineKind.name).where('ekstre').equals(ekstre).toArray();
  return rows
    .filter(isLive)
    .map((row) => toRecord(row))
    .sort((a, b) => a.sira - b.sira);
}

export function useStatementLines(ekstre: string): StatementLineRow[] | undefined {
  return useDeviceRows((db) => queryStatementLines(db, ekstre), [ekstre]);
}

/** What the import answers (MODULES §12), the ids the screen opens. */
export interface StatementUpload {
  ekstre: { _id: string };
  ekstreler: { _id: string }[];
  satirlar: unknown[];
  atlanan: number;
}

/** Sends a statement file to the server (online only), then pulls, so the statement reaches the device at once. */
export async function uploadStatement(
  file: Blob & { name: string },
  sirket: string,
  options: { mapping?: string; hesap?: string } = {},
): Promise<StatementUpload> {
  const form = new FormData();
  form.append('sirket', sirket);
  if (options.mapping) form.append('mapping', options.mapping);
  if (options.hesap) form.append('hesap', options.hesap);
  form.append('file', file, file.name);
  const answer = await api.upload<StatementUpload>('finans/ekstre', form);
  await requireLocal()
    .engine.pull()
    .catch(() => undefined);
  return answer;
}

/**
 * Accepts a line's match by linking the cash flow `nakitAkis` (an existing one of the same account,
 * amount and date ±3 days, or one just recorded): the line is matched, through the outbox.
 */
export async function linkStatementLine(line: StatementLineRow, nakitAkis: string): Promise<void> {
  await queueSave(statementLineKind.name, line._id, () => ({ ...line, durum: 'eslesti' as const, nakitAkis, eslesme: [nakitAkis] }));
}

/** The names of a company's live accounts by id: a line's suggested or guessed account. */
export function useAccountNames(sirket: string): Map<string, string> | undefined {
  const rows = useDeviceRows(
    async (db) => {
      if (!sirket) return [];
      const accounts = await db.records('cariHesap').where('sirket').equals(sirket).toArray();
      return accounts.filter(isLive).map((row) => [row._id, String(row.unvan)] as const);
    },
    [sirket],
  );
  return rows && new Map(rows);
}

/**
 * The bank's balance against the books' for the statement's bank account, at each of its
 * statements' closing dates (balancesAgainstBooks, docs/areas/bank-statements.md §8). The books'
 * movements of that account: the cash flows its statements' lines link, and — when no statement of
 * another bank account of the company in that currency is on the device — every other bank-transfer (`havale`) flow of the
 * company in that currency that no line of another account links.
 */
export function useBalancesAgainstBooks(statement: Pick<StatementRow, 'sirket' | 'hesap' | 'dovizCinsi'>): BalanceAgainstBooks[] | undefined {
  const { sirket, hesap, dovizCinsi } = statement;
  return useDeviceRows(
    async (db) => {
      const lines = (await db.records(statementLineKind.name).where('sirket').equals(sirket).toArray()).filter(isLive);
      const ours = new Set<string>();
      const others = new Set<string>();
      for (const line of lines) {
        for (const flow of lineFlows({ nakitAkis: String(line.nakitAkis ?? ''), eslesme: line.eslesme as string[] | undefined }))
          (line.hesap === hesap ? ours : others).add(flow);
      }
      const all = await queryStatements(db, sirket);
      const alone = new Set(all.filter((row) => row.dovizCinsi === dovizCinsi).map((row) => row.hesap)).size <= 1;
      const flows = (await db.records('nakitAkis').where('sirket').equals(sirket).toArray()).filter(isLive).flatMap((row): BookFlow[] => {
        const id = row._id;
        const counts = ours.has(id) || (alone && !others.has(id) && row.odemeYontemi === 'havale' && row.dovizCinsi === dovizCinsi);
        return counts ? [{ tarih: String(row.tarih), tip: row.tip === 'tahsilat' ? 'tahsilat' : 'odeme', miktar: Number(row.miktar) }] : [];
      });
      return balancesAgainstBooks(all.filter((row) => row.hesap === hesap), () => flows);
    },
    [sirket, hesap, dovizCinsi],
  );
}

/**
 * Accepts a line's match by recording what it paid (docs/areas/bank-statements.md §8): one bank
 * transfer per part (acceptanceFlows: a split's bills each get their flow), each with the bank's
 * receipt `file`. A tolerance match (one part whose amount is not the line's) records the item's
 * full amount (bankChargeBooking), and the charge the bank kept as a bill of `charge`'s account under
 * its budget code with its payment (bankChargeWrites). The line is then matched and lists every flow
 * in `eslesme` (the first also in `nakitAkis`) — all through the outbox. Answers the flows' ids; none
 * when the parts do not add up to the line, or a charge is to be booked and no `charge` is given.
 */
export async function acceptStatementLine(
  line: StatementLineRow,
  parts: readonly AcceptPart[],
  file: UploadedFile | KeptFileRef,
  charge: (ChargeSetting & { adi: string }) | null = null,
): Promise<string[]> {
  const total = parts.reduce((sum, part) => sum + BigInt(part.tutar), 0n);
  const magnitude = line.tutar < 0 ? -BigInt(line.tutar) : BigInt(line.tutar);
  let masraf = 0;
  if (total !== magnitude) {
    if (parts.length !== 1) return [];
    masraf = bankChargeBooking(line.tutar, parts[0]!.tutar).masraf;
  }
  const chargeWrites = masraf > 0 ? (charge ? bankChargeWrites(line, masraf, charge) : null) : null;
  if (masraf > 0 && !chargeWrites) return [];
  const flows = acceptanceFlows({ ...line, tutar: Number(line.tutar < 0 ? -total : total) }, parts);
  if (flows.length === 0) return [];
  const { saveCashFlow } = await import('./cash-flow-save');
  const ids: string[] = [];
  for (const flow of flows) ids.push(await saveCashFlow({ ...flow, miktar: decimalText(flow.miktar, SCALES.amount) }, file));
  if (chargeWrites && charge) {
    const { saveBill } = await import('./bill-save');
    const bill = await saveBill(bankChargeBillInput(chargeWrites, charge.adi), file);
    const odeme = chargeWrites.odeme;
    ids.push(await saveCashFlow({ ...odeme, fatura: bill, miktar: decimalText(odeme.miktar, SCALES.amount) }, file));
  }
  await queueSave(statementLineKind.name, line._id, () => ({ ...line, durum: 'eslesti' as const, nakitAkis: ids[0]!, eslesme: ids }));
  return ids;
}

/** A bank order or a cheque/note a line's suggestion names, live from the device (`undefined` while read, null when absent). */
export function useOrderOfLine(id: string): DeviceRecord<'bankaTalimat'> | null | undefined {
  return useRecord('bankaTalimat', id);
}

export function useInstrumentOfLine(id: string): DeviceRecord<'cekSenet'> | null | undefined {
  return useRecord('cekSenet', id);
}

/**
 * Accepts a line whose candidate is a bank order (`bankaTalimat` `orderId`) as that order's
 * payment (bankOrderAcceptance, docs/areas/bank-statements.md §8): when the order has its payment
 * already, the line is linked to that cash flow; otherwise the payment is recorded as the order's
 * detail page records it — a bank transfer dated the line's day with the bank's receipt `file` — and
 * the order linked to it (its `nakitAkis`). Then the line is matched, `eslesme` the flow — all
 * through the outbox. Answers the flow's id; none when the order is not on the device, does not
 * fit the line, or a payment is to be recorded and no `file` is given. `existing`: the cash flow the
 * match named (same account, amount and date ±3 days), linked to the order instead of a new one.
 * (The order and the cheque are written as their records with the link or the moves, through the
 * outbox, not through their screens' modules: those stay in their routes' chunks.)
 */
export async function acceptBankOrderLine(
  line: StatementLineRow,
  orderId: string,
  file: UploadedFile | KeptFileRef | null,
  existing = '',
): Promise<string[]> {
  const { db } = await openedLocal();
  const order = await readRecord(db, 'bankaTalimat', orderId);
  if (!order) return [];
  const acceptance = bankOrderAcceptance(line, order);
  if (!acceptance) return [];
  let flowId = existing;
  if ('bagla' in acceptance) flowId = acceptance.bagla;
  else if (!existing) {
    if (!file) return [];
    const { saveCashFlow } = await import('./cash-flow-save');
    const flow = acceptance.kaydet;
    flowId = await saveCashFlow({ ...flow, miktar: decimalText(flow.miktar, SCALES.amount) }, file);
  }
  if (!('bagla' in acceptance)) await queueSave('bankaTalimat', order._id, () => ({ ...order, nakitAkis: flowId }));
  await linkStatementLine(line, flowId);
  return [flowId];
}

/**
 * Accepts a line whose candidate is a cheque or note (`cekSenet` `instrumentId`) as its settlement
 * at the bank (instrumentSettlement; docs/areas/cheques.md): the instrument moves — a received one
 * to collected (given to the bank first when still in the portfolio), an issued one to paid — on
 * the line's day at the line's bank account: one write, the moves appended to its history, which
 * the server checks with the instrument's own rules (moveInstrument) as for its detail page's move.
 * Those moves book no cash flow: the line is linked to the flow the instrument's receipt or issue
 * booked (its `nakitAkis`, once the server's answer is on the device). Answers false when the
 * instrument is not on the device or does not fit the line.
 */
export async function acceptInstrumentLine(line: StatementLineRow, instrumentId: string): Promise<boolean> {
  const { db } = await openedLocal();
  const row = await readRecord(db, 'cekSenet', instrumentId);
  if (!row) return false;
  const moves = instrumentSettlement(line, row);
  if (!moves) return false;
  await queueSave('cekSenet', row._id, () => ({ ...row, durum: moves[moves.length - 1]!.durum, hareketler: [...row.hareketler, ...moves] }));
  const flows = row.nakitAkis ? [row.nakitAkis] : [];
  await queueSave(statementLineKind.name, line._id, () => ({ ...line, durum: 'eslesti' as const, nakitAkis: flows[0] ?? '', eslesme: flows }));
  return true;
}
