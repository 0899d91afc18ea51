import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the crew kinds' own error keys from payroll (MODULES §10; `KindErrorKeys` in
 * src/domain/kinds/assignment.ts and person.ts): in the crew catalog, loaded with the area's
 * screens. `errorText` (src/ui/error-text.ts) finds them by their ids.
 */
export const CREW_ERROR_TEXTS = {
  mixedWageCurrency: msg({ id: 'errors.mixedWageCurrency', message: 'Bir görevlendirmenin ücret kalemleri tek dövizde olmalı' }),
  shareOrAmount: msg({ id: 'errors.shareOrAmount', message: 'Lehdar için ya pay ya sabit tutar girilmeli (ikisi birden değil)' }),
  sharesOver100: msg({ id: 'errors.sharesOver100', message: 'Lehdarların payları toplamı %100’ü aşamaz' }),
} satisfies Record<string, MessageDescriptor>;
