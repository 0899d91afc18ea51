import {
  BUDGET_CODE_TYPES,
  budgetCodeKind,
  compareBudgetCodes,
  isBudgetCode,
  parentBudgetCode,
  type BudgetCodeInput,
  type BudgetCodeType,
} from '../../src/domain/budget-code';
import { findBudgetCodesByKod, hasLiveChildren, listBudgetCodes, type BudgetCodeRow } from '../db/repositories/budget-codes-repository';
import { findMirrored } from '../db/repositories/mirrored-repository';
import { butceKodu } from '../db/schema';
import { HttpError } from '../errors';
import { isUuid } from '../sync/collection';
import { kindCollection } from './kind-collection';
import { referenced } from './referenced';
import { serverCollection } from './server-collection';

// Budget codes (docs/areas/budget-codes.md): one chart of expense (gider) and income (gelir) codes shared
// by every company, so only administrators write it (docs/decisions.md §1, docs/architecture.md §9). The record, its
// mapping and `kod` unique per chart (the partial unique index butce_kodu_tip_kod_unique) follow from the kind's
// definition (src/domain/kinds/budget-code.ts, kind-collection.ts). The chart stays a tree: a code's
// parent (`740.01` of `740.01.003`) exists live in its chart, so a code with children keeps its
// place (no delete, no new kod or tip). A new or moved code reads its parent held until it commits
// (server/collections/referenced.ts), and a code being changed or deleted is held FOR UPDATE
// before its children are looked for: a child and its parent's delete never both commit.

/** `?tip=` of the list and of a lookup by code: absent, or one of the charts (400 otherwise). */
function parseTip(query: unknown): BudgetCodeType | undefined {
  const value = query !== null && typeof query === 'object' ? (query as { tip?: unknown }).tip : undefined;
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (BUDGET_CODE_TYPES as readonly string[]).includes(value)) return value as BudgetCodeType;
  throw HttpError.badRequest([{ path: 'tip', message: 'invalid' }]);
}

const derived = kindCollection<typeof budgetCodeKind, BudgetCodeRow>(budgetCodeKind, butceKodu);

export const budgetCodes = serverCollection<'butceKodu', BudgetCodeRow, BudgetCodeInput>({
  ...derived,
  companyColumn: null,
  adminWrites: true,

  /**
   * A code is addressed by its `_id` (tombstones included, so a write can tell "deleted
   * meanwhile"), or by its `kod` among live codes, in the chart `?tip=` or else gider before gelir
   * (docs/areas/budget-codes.md addresses codes as /finans/butce-kodu/{kod}).
   */
  resolveParam(param, query) {
    const tip = parseTip(query);
    return async (db, lock) => {
      if (isUuid(param)) return findMirrored<BudgetCodeRow>(db, butceKodu, param.toLowerCase(), lock);
      if (!isBudgetCode(param)) return undefined;
      const rows = await findBudgetCodesByKod(db, param);
      for (const chart of tip ? [tip] : BUDGET_CODE_TYPES) {
        const row = rows.find((candidate) => candidate.tip === chart);
        if (!row) continue;
        if (!lock) return row;
        // Held, it is read again at its latest version: deleted meanwhile, the write finds its
        // tombstone (404, or 409 with If-Match); moved to another kod, the path names it no more.
        const held = await findMirrored<BudgetCodeRow>(db, butceKodu, row.id, lock);
        return held && !held.deletedAt && (held.kod !== row.kod || held.tip !== row.tip) ? undefined : held;
      }
      return undefined;
    };
  },

  /**
   * 409 `hasChildren` to move a code with children; 422 `parentMissing` for a code without its
   * parent; then the derived checks (422 `codeTaken`).
   */
  async beforeWrite(input, context) {
    const { tx, existing } = context;
    const moves = existing !== undefined && (existing.kod !== input.kod || existing.tip !== input.tip);
    if (moves && (await hasLiveChildren(tx, existing.tip, existing.kod))) throw new HttpError(409, 'hasChildren');
    const parent = parentBudgetCode(input.kod);
    if (parent !== null && !(await referenced.budgetCodeInChart(tx, input.tip, parent))) {
      throw HttpError.validation([{ path: 'kod', message: 'parentMissing' }]);
    }
    return derived.beforeWrite(input, context);
  },

  /** 409 `hasChildren`: its children would be left without a parent. */
  async beforeDelete(row, { tx }) {
    if (await hasLiveChildren(tx, row.tip, row.kod)) throw new HttpError(409, 'hasChildren');
  },

  /** Live codes of one chart or both, in tree order (`1.2` before `1.10`). */
  async list({ db, query }) {
    const rows = await listBudgetCodes(db, parseTip(query));
    return rows.map((row) => derived.toDto(row)).sort((a, b) => compareBudgetCodes(a.kod, b.kod) || a.tip.localeCompare(b.tip));
  },
});
