import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BillDefinition, BillDirection, BillKind } from '../../domain/kinds/bill';
import type { KindLabels } from './kind-labels';

const billDirectionLabels: Record<BillDirection, MessageDescriptor> = {
  gelen: msg`Gelen`,
  giden: msg`Giden`,
};
export const directionLabels: Record<string, MessageDescriptor> = billDirectionLabels;

const billKindLabels: Record<BillKind, MessageDescriptor> = {
  fatura: msg`Fatura`,
  proforma: msg`Proforma`,
};
export const kindLabels: Record<string, MessageDescriptor> = billKindLabels;

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

/** Bills' labels, field by field (src/domain/kinds/bill.ts); a currency reads as its code. */
export const billLabels: Pick<KindLabels<BillDefinition>, 'kind' | 'fields'> & {
  values: Pick<KindLabels<BillDefinition>['values'], 'tip' | 'faturaTip'>;
} = {
  kind: msg`Fatura / proforma`,
  fields: {
    tip: msg`Fatura Yönü`,
    faturaTip: msg`Fatura Türü`,
    faturaProformaNo: msg`Fatura / Proforma No`,
    tarih: msg`Tarih`,
    dovizCinsi: msg`Döviz Cinsi`,
    sirket: msg`Şirket`,
    cariHesap: msg`Cari Hesap`,
    kalemler: msg`Kalemler`,
    odemePlani: msg`Ödeme Planı`,
    taksitSayisi: msg`Taksit Sayısı`,
    aciklama: msg`Açıklama`,
    faturaFile: msg`Fatura Dosyası`,
    eFaturaUuid: msg`e-Fatura UUID`,
  },
  values: { tip: billDirectionLabels, faturaTip: billKindLabels },
};
