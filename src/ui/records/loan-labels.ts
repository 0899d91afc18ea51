import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoanDefinition } from '../../domain/kinds/loan';
import type { DayCount, InterestType } from '../../domain/loans';
import type { KindLabels } from './kind-labels';

/** An interest type (`faiz.tur`). */
export const interestTypeLabels: Record<InterestType, MessageDescriptor> = {
  sabit: msg`Sabit faiz`,
  degisken: msg`Değişken faiz (referans + marj)`,
};

/** A day-count convention (`faiz.gunSayimi`). */
export const dayCountLabels: Record<DayCount, MessageDescriptor> = {
  'ACT/360': msg`Gerçek gün / 360`,
  'ACT/365': msg`Gerçek gün / 365`,
  '30/360': msg`30 / 360 (her ay 30 gün)`,
};

/** The interest's parts (the group `faiz`). */
export const interestLabels = {
  tur: msg`Faiz Türü`,
  sabitYuzde: msg`Sabit Faiz (%)`,
  marjYuzde: msg`Marj (%)`,
  tabanYuzde: msg`Taban Oran (%)`,
  gunSayimi: msg`Gün Sayımı`,
} satisfies Record<string, MessageDescriptor>;

/** An equal-principal plan's parts (the group `taksitPlani`). */
export const planLabels = {
  adet: msg`Taksit Sayısı`,
  periyotAy: msg`Taksit Aralığı (ay)`,
  balon: msg`Balon Ödeme`,
} satisfies Record<string, MessageDescriptor>;

/** The mortgage's parts (the group `ipotek`). */
export const mortgageLabels = {
  derece: msg`İpotek Derecesi`,
  tutar: msg`İpotek Tutarı`,
  tescilTarihi: msg`Tescil Tarihi`,
} satisfies Record<string, MessageDescriptor>;

/** Loans' labels, field by field (src/domain/kinds/loan.ts); a currency reads as its code. */
export const loanLabels: Omit<KindLabels<LoanDefinition>, 'values'> & { values: Partial<KindLabels<LoanDefinition>['values']> } = {
  name: 'kredi',
  kind: msg`Kredi`,
  fields: {
    sirket: msg`Gemi`,
    banka: msg`Banka`,
    sozlesme: msg`Kredi Sözleşmesi`,
    tutar: msg`Kredi Tutarı`,
    dovizCinsi: msg`Döviz Cinsi`,
    kullanimTarihi: msg`Kullanım Tarihi`,
    faiz: msg`Faiz`,
    fixingler: msg`Faiz Tespitleri`,
    taksitler: msg`Taksitler`,
    taksitPlani: msg`Taksit Planı`,
    teminatOraniYuzde: msg`Asgari Teminat Oranı (%)`,
    degerlemeler: msg`Değerlemeler`,
    ipotek: msg`İpotek`,
    erkenOdemeler: msg`Erken Ödemeler`,
    aciklama: msg`Açıklama`,
    dosya: msg`Sözleşme Dosyası`,
  },
  values: {},
  lists: {
    fixingler: { fields: { baslangic: msg`Dönem Başı`, referansYuzde: msg`Referans Oran (%)` }, values: {}, lists: {} },
    taksitler: { fields: { tarih: msg`Vade`, anapara: msg`Anapara` }, values: {}, lists: {} },
    degerlemeler: { fields: { tarih: msg`Değerleme Tarihi`, deger: msg`Değer`, eksper: msg`Eksper` }, values: {}, lists: {} },
    erkenOdemeler: { fields: { tarih: msg`Tarih`, tutar: msg`Tutar` }, values: {}, lists: {} },
  },
};
