import * as v from 'valibot';
import { BUDGET_CODE_TYPES, budgetCodeSchema, compareBudgetCodes, type BudgetCodeInput, type BudgetCodeType } from '../../src/domain/budget-code';
import {
  budgetCodeValues,
  findBudgetCodesByKod,
  listBudgetCodes,
  toBudgetCodeDto,
  type BudgetCodeRow,
} from '../db/repositories/budget-codes-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { butceKodu } from '../db/schema';
import { HttpError } from '../errors';
import { isUuid } from '../sync/collection';
import { serverCollection } from './server-collection';

// Budget codes (SPEC §2, §3, §5, §7): one chart of expense (gider) and income (gelir) codes shared
// by every company. `kod` unique per chart is the partial unique index butce_kodu_tip_kod_unique.

/** `?tip=` of the list and of a lookup by code: absent, or one of the charts (400 otherwise). */
function parseTip(query: unknown): BudgetCodeType | undefined {
  const value = query !== null && typeof query === 'object' ? (query as { tip?: unknown }).tip : undefined;
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (BUDGET_CODE_TYPES as readonly string[]).includes(value)) return value as BudgetCodeType;
  throw HttpError.badRequest([{ path: 'tip', message: 'invalid' }]);
}

const isCode = (value: string) => v.is(budgetCodeSchema.entries.kod, value);

export const budgetCodes = serverCollection<'butceKodu', BudgetCodeRow, BudgetCodeInput>({
  name: 'butceKodu',
  table: butceKodu,
  companyColumn: null,
  toDto: toBudgetCodeDto,
  values: budgetCodeValues,
  constraintErrors: { butce_kodu_tip_kod_unique: { path: 'kod', message: 'codeTaken' } },

  /**
   * A code is addressed by its `_id` (tombstones included, so a write can tell "deleted
   * meanwhile"), or by its `kod` among live codes, in the chart `?tip=` or else gider before gelir
   * (SPEC §7 addresses codes as /finans/butce-kodu/{kod}).
   */
  resolveParam(param, query) {
    const tip = parseTip(query);
    return async (db) => {
      if (isUuid(param)) return findMirrored<BudgetCodeRow>(db, butceKodu, param.toLowerCase());
      if (!isCode(param)) return undefined;
      const rows = await findBudgetCodesByKod(db, param);
      for (const chart of tip ? [tip] : BUDGET_CODE_TYPES) {
        const row = rows.find((candidate) => candidate.tip === chart);
        if (row) return row;
      }
      return undefined;
    };
  },

  /** Live codes of one chart or both, in tree order (`1.2` before `1.10`). */
  async list({ db, query }) {
    const rows = await listBudgetCodes(db, parseTip(query));
    return rows.map(toBudgetCodeDto).sort((a, b) => compareBudgetCodes(a.kod, b.kod) || a.tip.localeCompare(b.tip));
  },
});
