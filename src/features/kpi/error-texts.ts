import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KindErrorKey } from '../../domain/error-key';

/**
 * The texts of budgets' own error keys (src/domain/kinds/budget.ts, `KindErrorKeys`): in the KPI
 * area's catalog, beside the figure the budgets feed (KPI002). `errorText` (src/ui/error-text.ts)
 * finds them by their ids.
 */
export const BUDGET_ERROR_TEXTS = {
  duplicateBudget: msg({ id: 'errors.duplicateBudget', message: 'Bu gemi için bu yılın bu bütçe kodunda bir bütçe zaten var' }),
} satisfies Partial<Record<KindErrorKey, MessageDescriptor>>;
