import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentState } from '../../domain/documents';

export const documentStateLabels: Record<DocumentState, MessageDescriptor> = {
  taslak: msg`Taslak`,
  yururlukte: msg`Yürürlükte`,
  iptal: msg`İptal`,
};
