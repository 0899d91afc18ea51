import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { statementKind, statementLineKind } from '../../domain/kinds/statement';
import type { MatchReason, MatchState, StatementFormat } from '../../domain/statements/catalogue';
import type { KindLabels } from '../../ui/records/kind-labels';

/** A line's state (`durum`, docs/areas/bank-statements.md §3). */
export const matchStateLabels: Record<MatchState, MessageDescriptor> = {
  eslesmedi: msg`Eşleşmedi`,
  onerildi: msg`Önerildi`,
  eslesti: msg`Eşleşti`,
};

/** The rule that decided (`neden`). */
export const matchReasonLabels: Record<MatchReason, MessageDescriptor> = {
  referans: msg`Referans`,
  iban: msg`IBAN`,
  tolerans: msg`Tolerans farkı`,
  bolme: msg`Bölme`,
  yok: msg`Eşleşme yok`,
};

/** A statement's format. */
export const statementFormatLabels: Record<StatementFormat, MessageDescriptor> = {
  mt940: msg`MT940`,
  camt053: msg`camt.053`,
  tablo: msg`CSV / XLSX`,
};

/** Statements' labels, field by field (src/domain/kinds/statement.ts); a currency reads as its code. */
export const statementLabels: Omit<KindLabels<typeof statementKind>, 'values'> & {
  values: Partial<KindLabels<typeof statementKind>['values']>;
} = {
  name: 'ekstre',
  kind: msg`Banka Ekstresi`,
  fields: {
    sirket: msg`Gemi`,
    hesap: msg`Hesap (IBAN)`,
    dovizCinsi: msg`Döviz Cinsi`,
    format: msg`Biçim`,
    ekstreNo: msg`Ekstre No`,
    referans: msg`Referans`,
    dosyaAdi: msg`Dosya`,
    acilisTarihi: msg`Açılış Tarihi`,
    acilisBakiyesi: msg`Açılış Bakiyesi`,
    kapanisTarihi: msg`Kapanış Tarihi`,
    kapanisBakiyesi: msg`Kapanış Bakiyesi`,
    satirSayisi: msg`Satır Sayısı`,
    atlanan: msg`Atlanan Satır`,
  },
  values: { format: statementFormatLabels },
  lists: {},
};

/** Statement lines' labels, field by field. */
export const statementLineLabels: Omit<KindLabels<typeof statementLineKind>, 'values'> & {
  values: Partial<KindLabels<typeof statementLineKind>['values']>;
} = {
  name: 'ekstreSatiri',
  kind: msg`Ekstre Satırı`,
  fields: {
    sirket: msg`Gemi`,
    ekstre: msg`Ekstre`,
    sira: msg`Sıra`,
    hesap: msg`Hesap (IBAN)`,
    tarih: msg`Tarih`,
    valor: msg`Valör`,
    tutar: msg`Tutar`,
    dovizCinsi: msg`Döviz Cinsi`,
    referans: msg`Referans`,
    bankaReferansi: msg`Banka Referansı`,
    islemKodu: msg`İşlem Kodu`,
    aciklama: msg`Açıklama`,
    karsiTaraf: msg`Karşı Taraf`,
    ham: msg`Ham Metin`,
    durum: msg`Durum`,
    neden: msg`Eşleşme Nedeni`,
    adaylar: msg`Öneriler`,
    cariHesapTahmini: msg`Tahmini Cari Hesap`,
    nakitAkis: msg`Nakit Akışı`,
    eslesme: msg`Nakit Akışları`,
    anahtarlar: msg`Tekrar Anahtarları`,
  },
  values: { durum: matchStateLabels, neden: matchReasonLabels },
  lists: {
    adaylar: {
      fields: {
        aday: msg`Öneri`,
        cariHesap: msg`Cari Hesap`,
        koleksiyon: msg`Kayıt Türü`,
        kayit: msg`Kayıt`,
        fatura: msg`Fatura`,
        tutar: msg`Tutar`,
        fark: msg`Fark`,
        nakitAkis: msg`Nakit Akışı`,
      },
      values: { koleksiyon: { fatura: msg`Fatura`, bankaTalimat: msg`Banka Talimatı`, cekSenet: msg`Çek / Senet` } },
      lists: {},
    },
  },
};
