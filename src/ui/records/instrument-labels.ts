import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DueWindow, InstrumentDirection, InstrumentKind, InstrumentState } from '../../domain/instruments';
import type { InstrumentDefinition } from '../../domain/kinds/instrument';
import type { KindLabels } from './kind-labels';

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

export const instrumentStateColors: Record<InstrumentState, string> = {
  portfoyde: 'blue',
  'ciro-edildi': 'grape',
  'tahsile-verildi': 'cyan',
  'teminata-verildi': 'yellow',
  'iade-edildi': 'gray',
  'tahsil-edildi': 'green',
  karsiliksiz: 'red',
  verildi: 'orange',
  odendi: 'green',
};

/** The one-click move to each state, as its button says it. */
export const instrumentMoveLabels: Record<InstrumentState, MessageDescriptor> = {
  portfoyde: msg`Portföye al`,
  'ciro-edildi': msg`Ciro et`,
  'tahsile-verildi': msg`Tahsile ver`,
  'teminata-verildi': msg`Teminata ver`,
  'iade-edildi': msg`İade et`,
  'tahsil-edildi': msg`Tahsil edildi`,
  karsiliksiz: msg`Karşılıksız`,
  verildi: msg`Verildi`,
  odendi: msg`Ödendi`,
};

export const dueWindowLabels: Record<DueWindow, MessageDescriptor> = {
  hafta: msg`Bu hafta vadeli`,
  ay: msg`Bu ay vadeli`,
  gecmis: msg`Vadesi geçmiş`,
};

/** Cheques' and notes' labels, field by field (src/domain/kinds/instrument.ts); a currency reads as its code. */
export const instrumentLabels: Pick<KindLabels<InstrumentDefinition>, 'kind' | 'fields'> & {
  values: Pick<KindLabels<InstrumentDefinition>['values'], 'tur' | 'yon' | 'durum'>;
} = {
  kind: msg`Çek/Senet`,
  fields: {
    tur: msg`Tür`,
    yon: msg`Yön`,
    sirket: msg`Şirket`,
    cariHesap: msg`Cari Hesap`,
    borclu: msg`Borçlu / Keşideci`,
    banka: msg`Banka`,
    sube: msg`Şube`,
    hesapNo: msg`Hesap No`,
    seriNo: msg`Seri No`,
    duzenlemeTarihi: msg`Düzenleme Tarihi`,
    vadeTarihi: msg`Vade Tarihi`,
    miktar: msg`Tutar`,
    dovizCinsi: msg`Döviz Cinsi`,
    durum: msg`Durum`,
    hareketler: msg`Hareketler`,
    dosya: msg`Tarama (ön ve arka yüz)`,
    nakitAkis: msg`Nakit Akış`,
  },
  values: { tur: instrumentKindLabels, yon: instrumentDirectionLabels, durum: instrumentStateLabels },
};
