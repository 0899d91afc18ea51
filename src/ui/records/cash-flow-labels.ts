import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CashFlowType, PaymentMethod } from '../../domain/cash-flow';
import type { CashFlowDefinition } from '../../domain/kinds/cash-flow';
import type { KindLabels } from './kind-labels';

export const flowTypeLabels: Record<CashFlowType, MessageDescriptor> = {
  odeme: msg`Ödeme`,
  tahsilat: msg`Tahsilat`,
};

/** docs/areas/cash-flows.md: the five methods, translated by key. */
export const methodLabels: Record<PaymentMethod, MessageDescriptor> = {
  havale: msg`Havale / EFT`,
  nakit: msg`Nakit`,
  'kredi-karti': msg`Kredi Kartı`,
  cek: msg`Çek`,
  senet: msg`Senet`,
};

/** Cash flows' labels, field by field (src/domain/kinds/cash-flow.ts); a currency reads as its code. */
export const cashFlowLabels: Pick<KindLabels<CashFlowDefinition>, 'kind' | 'fields'> & {
  values: Pick<KindLabels<CashFlowDefinition>['values'], 'tip' | 'odemeYontemi'>;
} = {
  kind: msg`Nakit akış`,
  fields: {
    tip: msg`Tip`,
    tarih: msg`Tarih`,
    miktar: msg`Miktar`,
    dovizCinsi: msg`Döviz Cinsi`,
    sirket: msg`Şirket`,
    cariHesap: msg`Cari Hesap`,
    fatura: msg`Fatura`,
    odemeYontemi: msg`Ödeme Yöntemi`,
    aciklama: msg`Açıklama`,
    dekontFile: msg`Dekont`,
  },
  values: { tip: flowTypeLabels, odemeYontemi: methodLabels },
};
