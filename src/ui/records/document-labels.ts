import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentCategory, DocumentDefinition, DocumentState } from '../../domain/kinds/document';
import type { ReadConfirmationDefinition } from '../../domain/kinds/read-confirmation';
import type { KindLabels } from './kind-labels';

export const documentStateLabels: Record<DocumentState, MessageDescriptor> = {
  taslak: msg`Taslak`,
  yururlukte: msg`Yürürlükte`,
  iptal: msg`İptal`,
};

export const documentStateColors: Record<DocumentState, string> = { taslak: 'gray', yururlukte: 'teal', iptal: 'red' };

/** The library page of each category (docs/areas/documents.md): the spec's paths (src/routes/library.tsx). */
export const LIBRARY_PATHS = {
  plan: '/gemi-dokumanlari/plan-booklet-drawing',
  foto: '/gemi-dokumanlari/gemi-fotograflari',
  'kys-destek': '/kys/destek-dokumanlar',
  'kys-yonetmelik': '/kys/yonetmelikler',
  'kys-politika': '/kys/politikalar',
  'kys-prosedur': '/kys/prosedurler',
  'kys-gorev': '/kys/gorev-ve-sorumluluk',
  'kys-plan': '/kys/planlar',
  sirkuler: '/sirkuler',
  duyuru: '/ilan-duyurular',
} as const satisfies Record<DocumentCategory, string>;

export type LibraryPath = (typeof LIBRARY_PATHS)[DocumentCategory];

/** A category's name: its library page's title (the same texts as src/app/pages.ts, which src/ui may not import). */
export const documentCategoryLabels: Record<DocumentCategory, MessageDescriptor> = {
  plan: msg`Plan Booklet Drawing`,
  foto: msg`Gemi Fotoğrafları`,
  'kys-destek': msg`Destek Dokümanları`,
  'kys-yonetmelik': msg`Yönetmelikler`,
  'kys-politika': msg`Politikalar`,
  'kys-prosedur': msg`Prosedürler`,
  'kys-gorev': msg`Görev ve Sorumluluklar`,
  'kys-plan': msg`Planlar`,
  sirkuler: msg`Sirküler`,
  duyuru: msg`İlan ve Duyurular`,
};

/** Documents' labels, field by field (src/domain/kinds/document.ts). */
export const documentLabels: KindLabels<DocumentDefinition> = {
  name: 'dokuman',
  kind: msg`Doküman`,
  fields: {
    sirket: msg`Şirket`,
    kategori: msg`Kategori`,
    kod: msg`Kod`,
    baslik: msg`Başlık`,
    revizyon: msg`Revizyon`,
    revizyonTarihi: msg`Revizyon Tarihi`,
    durum: msg`Durum`,
    dosya: msg`Dosya`,
    metin: msg`Metin`,
    aciklama: msg`Açıklama`,
    gecmis: msg`Önceki Revizyonlar`,
  },
  values: { kategori: documentCategoryLabels, durum: documentStateLabels },
  lists: {
    gecmis: { fields: { revizyon: msg`Revizyon`, revizyonTarihi: msg`Revizyon Tarihi`, dosya: msg`Dosya` }, values: {}, lists: {} },
  },
};

/** Read confirmations' labels, field by field (src/domain/kinds/read-confirmation.ts). */
export const readConfirmationLabels: KindLabels<ReadConfirmationDefinition> = {
  name: 'okumaOnayi',
  kind: msg`Okuma onayı`,
  fields: { sirket: msg`Şirket`, dokuman: msg`Doküman`, revizyon: msg`Revizyon`, kullanici: msg`Kullanıcı`, tarih: msg`Tarih` },
  values: {},
  lists: {},
};
