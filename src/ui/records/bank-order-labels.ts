import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BankOrderState, BankOrderTemplate } from '../../domain/bank-order';
import type { BankOrderDefinition } from '../../domain/kinds/bank-order';
import type { KindLabels } from './kind-labels';

export const stateLabels: Record<BankOrderState, MessageDescriptor> = {
  taslak: msg`Taslak`,
  imzali: msg`İmzalı`,
  odendi: msg`Ödendi`,
};

export const stateColors: Record<BankOrderState, string> = { taslak: 'gray', imzali: 'blue', odendi: 'green' };

export const templateLabels: Record<BankOrderTemplate, MessageDescriptor> = {
  'yurtici-tl': msg`Yurt içi TL (EFT / havale)`,
  'swift-doviz': msg`Döviz (SWIFT)`,
};

/** Bank orders' labels, field by field (src/domain/kinds/bank-order.ts); a currency reads as its code. */
export const bankOrderLabels: Pick<KindLabels<BankOrderDefinition>, 'name' | 'kind' | 'fields'> & {
  values: Pick<KindLabels<BankOrderDefinition>['values'], 'sablon'>;
} = {
  name: 'bankaTalimat',
  kind: msg`Banka talimatı`,
  fields: {
    ref: msg`Referans`,
    tarih: msg`Tarih`,
    miktar: msg`Miktar`,
    dovizCinsi: msg`Döviz Cinsi`,
    aciklama: msg`Açıklama`,
    sirket: msg`Şirket`,
    sirketBankaSelection: msg`Şirket Banka Hesabı`,
    cariBankaSelection: msg`Cari Banka Hesabı`,
    cariHesap: msg`Cari Hesap`,
    sablon: msg`Şablon`,
    talimatFile: msg`İmzalı Talimat`,
    fatura: msg`Fatura`,
    nakitAkis: msg`Ödeme`,
  },
  values: { sablon: templateLabels },
};
