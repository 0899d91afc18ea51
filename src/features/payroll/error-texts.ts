import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of payroll's own error and warning keys (docs/areas/payroll.md §4; `KindErrorKeys` in
 * src/domain/kinds/payroll.ts): in the payroll catalog, loaded with the area's screens.
 */
export const PAYROLL_ERROR_TEXTS = {
  noCrewAboard: msg({ id: 'errors.noCrewAboard', message: 'Bu ay gemide kimse yok' }),
  notAboardInPeriod: msg({ id: 'errors.notAboardInPeriod', message: 'Bu görevlendirme o ay bu gemide değil' }),
  duplicateLine: msg({ id: 'errors.duplicateLine', message: 'Aynı görevlendirme için iki satır var' }),
  negativeOvertime: msg({ id: 'errors.negativeOvertime', message: 'Fazla mesai saati eksi olamaz' }),
  negativeAmount: msg({ id: 'errors.negativeAmount', message: 'Tutar eksi olamaz' }),
  allotmentExceedsEarnings: msg({ id: 'errors.allotmentExceedsEarnings', message: 'Aile havalesi kazançtan büyük olamaz' }),
  sheetNotDraft: msg({ id: 'errors.sheetNotDraft', message: 'Onaylanmış bordro değiştirilemez; düzeltme gelecek ayın satırına yazılır' }),
  belowIloMinimum: msg({ id: 'errors.belowIloMinimum', message: 'Temel ücret ILO asgarisinin (AB) altında' }),
  payrollRatesMissing: msg({ id: 'errors.payrollRatesMissing', message: 'Bu yılın yasal oranları tanımlı değil' }),
  duplicateWageSheet: msg({ id: 'errors.duplicateWageSheet', message: 'Bu gemi ve ay için zaten bir bordro var' }),
} satisfies Record<string, MessageDescriptor>;
