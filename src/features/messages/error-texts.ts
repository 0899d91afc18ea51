import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KindErrorKey } from '../../domain/error-key';

/**
 * The texts of messages' own error keys (src/domain/kinds/message.ts, `KindErrorKeys`): in the
 * messages catalog, loaded with the area's screens; `errorText` (src/ui/error-text.ts) finds them by their ids.
 */
export const MESSAGE_ERROR_TEXTS = {
  alreadyRead: msg({ id: 'errors.alreadyRead', message: 'Bu mesajı zaten okundu olarak işaretlediniz' }),
} satisfies Partial<Record<KindErrorKey, MessageDescriptor>>;
