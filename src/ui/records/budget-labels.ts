import { msg } from '@lingui/core/macro';
import type { BudgetDefinition } from '../../domain/kinds/budget';
import type { KindLabels } from './kind-labels';

/** Budgets' labels, field by field (src/domain/kinds/budget.ts); a currency reads as its code. */
export const budgetLabels: Omit<KindLabels<BudgetDefinition>, 'values'> & { values: Partial<KindLabels<BudgetDefinition>['values']> } = {
  name: 'butce',
  kind: msg`Bütçe`,
  fields: {
    sirket: msg`Gemi`,
    yil: msg`Yıl`,
    butceKodu: msg`Bütçe Kodu`,
    tutar: msg`Bütçe Tutarı`,
    dovizCinsi: msg`Döviz Cinsi`,
    ekTutar: msg`Ek Onaylı Harcama`,
    aciklama: msg`Açıklama`,
  },
  values: {},
  lists: {},
};
