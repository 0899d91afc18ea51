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

/** Each state: its label, its badge's colour and the one-click move to it, as its button says it. */
const STATES: Record<InstrumentState, { label: MessageDescriptor; color: string; move: MessageDescriptor }> = {
  portfoyde: { label: msg`Portföyde`, color: 'blue', move: msg`Portföye al` },
  'ciro-edildi': { label: msg`Ciro edildi`, color: 'grape', move: msg`Ciro et` },
  'tahsile-verildi': { label: msg`Tahsile verildi`, color: 'cyan', move: msg`Tahsile ver` },
  'teminata-verildi': { label: msg`Teminata verildi`, color: 'yellow', move: msg`Teminata ver` },
  'iade-edildi': { label: msg`İade edildi`, color: 'gray', move: msg`İade et` },
  'tahsil-edildi': { label: msg`Tahsil edildi`, color: 'green', move: msg`Tahsil edildi` },
  karsiliksiz: { label: msg`Karşılıksız`, color: 'red', move: msg`Karşılıksız` },
  verildi: { label: msg`Verildi`, color: 'orange', move: msg`Verildi` },
  odendi: { label: msg`Ödendi`, color: 'green', move: msg`Ödendi` },
};

function eachState<T>(pick: (state: (typeof STATES)[InstrumentState]) => T): Record<InstrumentState, T> {
  return Object.fromEntries(Object.entries(STATES).map(([state, texts]) => [state, pick(texts)])) as Record<InstrumentState, T>;
}

export const instrumentStateLabels = eachState((state) => state.label);
export const instrumentStateColors = eachState((state) => state.color);
/** The one-click move to each state, as its button says it. */
export const instrumentMoveLabels = eachState((state) => state.move);

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
