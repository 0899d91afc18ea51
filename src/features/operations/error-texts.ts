import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KindErrorKey } from '../../domain/error-key';

/**
 * The texts of charters' own error keys (src/domain/kinds/charter.ts, `KindErrorKeys`;
 * docs/areas/operations.md): in the operations area's catalog. `errorText` (src/ui/error-text.ts)
 * finds them by their ids.
 */
export const CHARTER_ERROR_TEXTS = {
  redeliveryBeforeDelivery: msg({ id: 'errors.redeliveryBeforeDelivery', message: 'İade, teslimden sonra olmalı' }),
  offHireOutsideCharter: msg({ id: 'errors.offHireOutsideCharter', message: 'Off-hire, teslim ile iade arasında olmalı' }),
  offHireOverlap: msg({ id: 'errors.offHireOverlap', message: 'Bu off-hire başka bir off-hire ile çakışıyor' }),
  fuelPriceMissing: msg({ id: 'errors.fuelPriceMissing', message: 'Bu yakıtın fiyatı girilmemiş' }),
  duplicateFuel: msg({ id: 'errors.duplicateFuel', message: 'Bu yakıtın fiyatı iki kez girilmiş' }),
  negativeRate: msg({ id: 'errors.negativeRate', message: 'Oran, fiyat veya tutar sıfırdan küçük olamaz' }),
  absurdRate: msg({ id: 'errors.absurdRate', message: 'Bu değer gerçek bir çarter için fazla büyük' }),
  sofOutOfOrder: msg({ id: 'errors.sofOutOfOrder', message: 'Bu olay, kendinden önce gelmesi gereken bir olaydan önce' }),
  duplicateSofEvent: msg({ id: 'errors.duplicateSofEvent', message: 'Bu olay bu limanda zaten kayıtlı' }),
  deductionOutsidePort: msg({ id: 'errors.deductionOutsidePort', message: 'Kesinti, limanın ilk ve son olayı arasında olmalı' }),
} satisfies Partial<Record<KindErrorKey, MessageDescriptor>>;
