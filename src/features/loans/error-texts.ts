import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoanOnlyErrorKey } from '../../domain/loan-errors';

/**
 * The texts of the loans' own error keys (docs/areas/loans.md §5; `KindErrorKeys` in
 * src/domain/kinds/loan.ts): in the loans catalog, loaded with the area's screens; not in the app
 * catalog. `errorText` (src/ui/error-text.ts) finds them by their ids.
 */
export const LOAN_ERROR_TEXTS = {
  instalmentsExceedLoan: msg({ id: 'errors.instalmentsExceedLoan', message: 'Taksitlerin toplamı kredi tutarını aşıyor' }),
  instalmentBeforeDrawdown: msg({ id: 'errors.instalmentBeforeDrawdown', message: 'Taksit tarihi kullanım tarihinden sonra olmalı' }),
  duplicateInstalmentDate: msg({ id: 'errors.duplicateInstalmentDate', message: 'Aynı tarihte iki taksit var' }),
  fixingOutsideLoan: msg({ id: 'errors.fixingOutsideLoan', message: 'Faiz tespiti kredinin süresi içinde olmalı' }),
  duplicateFixing: msg({ id: 'errors.duplicateFixing', message: 'Bu faiz dönemi için zaten bir faiz tespiti var' }),
  valuationInFuture: msg({ id: 'errors.valuationInFuture', message: 'Değerleme tarihi ileri bir tarih olamaz' }),
  marginBelowFloor: msg({ id: 'errors.marginBelowFloor', message: 'Eksi marj, kredinin taban oranının altında olamaz' }),
  prepaymentOutsideLoan: msg({ id: 'errors.prepaymentOutsideLoan', message: 'Erken ödeme kredinin süresi içinde olmalı' }),
  prepaymentExceedsBalance: msg({ id: 'errors.prepaymentExceedsBalance', message: 'Erken ödeme o tarihteki kalan anaparayı aşıyor' }),
} satisfies Record<LoanOnlyErrorKey, MessageDescriptor>;
