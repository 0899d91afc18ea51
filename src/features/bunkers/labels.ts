import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BunkerWarning } from '../../domain/emissions';

export const bunkerWarningLabels: Record<BunkerWarning, MessageDescriptor> = {
  sulphurAboveLimit: msg`Kükürt oranı sınırın üzerinde (%0,50; ULSFO ve MGO için %0,10)`,
  flashPointLow: msg`Parlama noktası 60 °C’nin altında`,
};

export const shipStateLabels: Record<string, MessageDescriptor> = {
  seyir: msg`Seyirde`,
  limanda: msg`Limanda`,
  demirde: msg`Demirde`,
  tersanede: msg`Tersanede`,
};
