import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InstrumentDirection, InstrumentKind, InstrumentState } from '../../domain/instruments';

export const instrumentKindLabels: Record<InstrumentKind, MessageDescriptor> = {
  cek: msg`Çek`,
  senet: msg`Senet`,
};

export const instrumentDirectionLabels: Record<InstrumentDirection, MessageDescriptor> = {
  alinan: msg`Alınan`,
  verilen: msg`Verilen`,
};

export const instrumentStateLabels: Record<InstrumentState, MessageDescriptor> = {
  portfoyde: msg`Portföyde`,
  'ciro-edildi': msg`Ciro edildi`,
  'tahsile-verildi': msg`Tahsile verildi`,
  'teminata-verildi': msg`Teminata verildi`,
  'iade-edildi': msg`İade edildi`,
  'tahsil-edildi': msg`Tahsil edildi`,
  karsiliksiz: msg`Karşılıksız`,
  verildi: msg`Verildi`,
  odendi: msg`Ödendi`,
};
