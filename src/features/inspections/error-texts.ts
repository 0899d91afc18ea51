import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KindErrorKey } from '../../domain/error-key';

/**
 * The texts of inspections' own error keys (src/domain/kinds/inspection.ts, `KindErrorKeys`): in
 * the inspections catalog, loaded with the area's screens, where a write's error shows; not in the
 * app catalog. `errorText` (src/ui/error-text.ts) finds them by their ids.
 */
export const INSPECTION_ERROR_TEXTS = {
  closedBeforeInspection: msg({ id: 'errors.closedBeforeInspection', message: 'Eksiklik, denetimden önce kapatılmış olamaz' }),
} satisfies Partial<Record<KindErrorKey, MessageDescriptor>>;
