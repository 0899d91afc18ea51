import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const directionLabels: Record<string, MessageDescriptor> = {
  gelen: msg`Gelen`,
  giden: msg`Giden`,
};

export const kindLabels: Record<string, MessageDescriptor> = {
  fatura: msg`Fatura`,
  proforma: msg`Proforma`,
};

export const paymentTypeLabels: Record<string, MessageDescriptor> = {
  pesin: msg`Peşin`,
  taksit: msg`Taksitli`,
};

export const paidLabels: Record<string, MessageDescriptor> = {
  odendi: msg`Ödendi`,
  odenmedi: msg`Ödenmedi`,
  kismen: msg`Kısmen ödendi`,
};

/** A bill's or a plan row's badge colour by how far it is paid. */
export const progressColors: Record<string, string> = { odendi: 'green', kismen: 'yellow', odenmedi: 'gray' };

/** The 11 units of a line (docs/architecture.md §8). */
export const unitLabels: Record<string, MessageDescriptor> = {
  adet: msg`Adet`,
  kg: msg`Kg`,
  lt: msg`Lt`,
  metre: msg`Metre`,
  gr: msg`Gr`,
  ton: msg`Ton`,
  kutu: msg`Kutu`,
  koli: msg`Koli`,
  yil: msg`Yıl`,
  metrekup: msg`Metreküp`,
  'kubik-ton': msg`Kübik ton`,
};
