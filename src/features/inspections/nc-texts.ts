import { useLingui } from '@lingui/react/macro';
import { MOVE_NEEDS, type NcState } from '../../domain/non-conformity';
import { nonConformityLabels } from './nc-labels';

/** The move into each state as its button says it, and what the move needs (MOVE_NEEDS' fields by their labels). */
export function useMoveTexts(): {
  action: (state: Exclude<NcState, 'acik'>) => string;
  needs: (state: Exclude<NcState, 'acik'>) => string;
} {
  const { t, i18n } = useLingui();
  const actions: Record<Exclude<NcState, 'acik'>, string> = {
    planlandi: t`Planla`,
    uygulandi: t`Uygulandı`,
    dogrulandi: t`Doğrula`,
    kapandi: t`Kapat`,
  };
  return {
    action: (state) => actions[state],
    needs: (state) => MOVE_NEEDS[state].map((field) => i18n._(nonConformityLabels.fields[field])).join(', '),
  };
}
