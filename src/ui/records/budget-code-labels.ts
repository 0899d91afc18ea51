import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const budgetTypeLabels: Record<string, MessageDescriptor> = {
  gider: msg`Gider`,
  gelir: msg`Gelir`,
};

export const budgetStatusLabels: Record<string, MessageDescriptor> = {
  aktif: msg`Aktif`,
  pasif: msg`Pasif`,
};
