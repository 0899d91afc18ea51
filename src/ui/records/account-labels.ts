import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const accountTypeLabels: Record<string, MessageDescriptor> = {
  tedarikci: msg`Tedarikçi`,
  musteri: msg`Müşteri`,
};
