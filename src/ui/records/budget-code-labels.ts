import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BudgetCodeDefinition, BudgetCodeStatus, BudgetCodeType } from '../../domain/kinds/budget-code';
import type { KindLabels } from './kind-labels';

export const budgetTypeLabels: Record<BudgetCodeType, MessageDescriptor> = {
  gider: msg`Gider`,
  gelir: msg`Gelir`,
};

export const budgetStatusLabels: Record<BudgetCodeStatus, MessageDescriptor> = {
  aktif: msg`Aktif`,
  pasif: msg`Pasif`,
};

/** Budget codes' labels, field by field (src/domain/kinds/budget-code.ts). */
export const budgetCodeLabels: KindLabels<BudgetCodeDefinition> = {
  name: 'butceKodu',
  kind: msg`Bütçe kodu`,
  fields: { kod: msg`Kod`, adi: msg`Adı`, tip: msg`Tip`, durum: msg`Durum` },
  values: { tip: budgetTypeLabels, durum: budgetStatusLabels },
  lists: {},
};
