import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KindErrorKey } from '../../domain/error-key';

/**
 * The texts of inspections' and non-conformities' own error keys (src/domain/kinds/inspection.ts,
 * src/domain/kinds/non-conformity.ts, `KindErrorKeys`): in
 * the inspections catalog, loaded with the area's screens, where a write's error shows; not in the
 * app catalog. `errorText` (src/ui/error-text.ts) finds them by their ids.
 */
export const INSPECTION_ERROR_TEXTS = {
  closedBeforeInspection: msg({ id: 'errors.closedBeforeInspection', message: 'Eksiklik, denetimden önce kapatılmış olamaz' }),
  verifierIsResponsible: msg({ id: 'errors.verifierIsResponsible', message: 'Doğrulayan, faaliyetin sorumlusundan başka biri olmalı' }),
  majorDueTooLate: msg({ id: 'errors.majorDueTooLate', message: 'Majör uygunsuzluğun hedef tarihi, tespitten en geç 3 ay sonra olabilir' }),
} satisfies Partial<Record<KindErrorKey, MessageDescriptor>>;
