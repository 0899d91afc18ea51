import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountType } from '../../domain/account-type';
import type { AccountDefinition } from '../../domain/kinds/account';
import type { KindLabels } from './kind-labels';

export const accountTypeLabels: Record<AccountType, MessageDescriptor> = {
  tedarikci: msg`Tedarikçi`,
  musteri: msg`Müşteri`,
};

/** Accounts' labels, field by field (src/domain/kinds/account.ts); the bank accounts' are the fieldset's (src/ui/bank-accounts-fieldset.tsx). */
export const accountLabels: Pick<KindLabels<AccountDefinition>, 'name' | 'kind' | 'fields' | 'values'> = {
  name: 'cariHesap',
  kind: msg`Cari hesap`,
  fields: {
    cariTip: msg`Cari Tipi`,
    sirket: msg`Şirket`,
    unvan: msg`Ünvan`,
    firmaYetkilisi: msg`Firma Yetkilisi`,
    nitelik: msg`Nitelik`,
    gsm: msg`GSM`,
    sabitTelefon: msg`Sabit Telefon`,
    ePosta: msg`E-posta`,
    ulke: msg`Ülke`,
    il: msg`İl`,
    ilce: msg`İlçe`,
    adres: msg`Adres`,
    aciklama: msg`Açıklama`,
    vergiDairesi: msg`Vergi Dairesi`,
    vergiNumarasi: msg`Vergi Numarası`,
    tcNumarasi: msg`T.C. Kimlik Numarası`,
    bankalar: msg`Banka Hesapları`,
  },
  values: { cariTip: accountTypeLabels },
};
