import * as v from 'valibot';
import {
  BUDGET_CODE_TYPES,
  budgetCodeSchema,
  compareBudgetCodes,
  type BudgetCode,
  type BudgetCodeType,
} from '../../src/domain/budget-code';
import type { Tombstone } from '../../src/domain/sync';
import type { Db } from '../db/client';
import {
  budgetCodeCollection,
  budgetCodeValues,
  findBudgetCodesByKod,
  listBudgetCodes,
  toBudgetCodeDto,
  type BudgetCodeRow,
} from '../db/repositories/budget-codes-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { HttpError } from '../errors';
import { parseBody } from '../http/parse-body';
import { isUuid, recordIdSchema } from '../sync/collection';
import { createMirrored, deleteMirroredRecord, updateMirroredRecord } from '../sync/mirror';

// Budget codes (SPEC §2, §3, §5): the chart of expense (gider) and income (gelir) codes.
// `kod` unique per chart is the partial unique index butce_kodu_tip_kod_unique; its violation is
// answered as 422 codeTaken by the generic write path (budgetCodeCollection.uniqueErrors).

const createSchema = v.object({ _id: recordIdSchema, ...budgetCodeSchema.entries }, 'required');

/** `?tip=` of the list and of a lookup by code: absent, or one of the charts. */
export function parseTip(value: unknown): BudgetCodeType | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (BUDGET_CODE_TYPES as readonly string[]).includes(value)) return value as BudgetCodeType;
  throw HttpError.badRequest([{ path: 'tip', message: 'invalid' }]);
}

export async function listCodes(db: Db, tip: BudgetCodeType | undefined): Promise<BudgetCode[]> {
  const rows = await listBudgetCodes(db, tip);
  return rows.map(toBudgetCodeDto).sort((a, b) => compareBudgetCodes(a.kod, b.kod) || a.tip.localeCompare(b.tip));
}

/**
 * The row a path names: its `_id` (tombstones included, so a write can tell "deleted meanwhile"),
 * or its `kod` among live codes, in the chart `tip` or else gider before gelir (SPEC §7 addresses
 * codes as /finans/butce-kodu/{kod}).
 */
async function resolve(db: Db, param: string, tip: BudgetCodeType | undefined): Promise<BudgetCodeRow | undefined> {
  if (isUuid(param)) return findMirrored<BudgetCodeRow>(db, budgetCodeCollection.table, param.toLowerCase());
  const rows = await findBudgetCodesByKod(db, param);
  const order: readonly BudgetCodeType[] = tip ? [tip] : BUDGET_CODE_TYPES;
  for (const chart of order) {
    const row = rows.find((candidate) => candidate.tip === chart);
    if (row) return row;
  }
  return undefined;
}

async function resolveLive(db: Db, param: string, tip: BudgetCodeType | undefined): Promise<BudgetCodeRow> {
  const row = await resolve(db, param, tip);
  if (!row || row.deletedAt) throw HttpError.notFound();
  return row;
}

export async function getCode(db: Db, param: string, tip: BudgetCodeType | undefined): Promise<BudgetCode> {
  return toBudgetCodeDto(await resolveLive(db, param, tip));
}

export async function createCode(db: Db, body: unknown): Promise<BudgetCode> {
  const { _id, ...input } = parseBody(createSchema, body);
  return toBudgetCodeDto(await createMirrored(db, budgetCodeCollection, budgetCodeValues(input), _id));
}

export async function updateCode(
  db: Db,
  target: { param: string; tip: BudgetCodeType | undefined },
  body: unknown,
  expectedVersion: number | undefined,
): Promise<BudgetCode> {
  const input = parseBody(budgetCodeSchema, body);
  const row = await resolve(db, target.param, target.tip);
  if (!row) throw HttpError.notFound();
  return toBudgetCodeDto(
    await updateMirroredRecord(db, budgetCodeCollection, row, budgetCodeValues(input), expectedVersion),
  );
}

export async function deleteCode(
  db: Db,
  target: { param: string; tip: BudgetCodeType | undefined },
  expectedVersion: number | undefined,
): Promise<Tombstone> {
  const row = await resolve(db, target.param, target.tip);
  if (!row) throw HttpError.notFound();
  return deleteMirroredRecord(db, budgetCodeCollection, row, expectedVersion);
}
