import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentCategory, DocumentState } from '../../domain/documents';

/** The library's categories (MODULES.md §2), as their pages are titled. */
export const documentCategoryLabels: Record<DocumentCategory, MessageDescriptor> = {
  plan: msg`Plan, Kitapçık ve Çizimler`,
  foto: msg`Gemi Fotoğrafları`,
  'kys-destek': msg`KYS Destek Dokümanları`,
  'kys-yonetmelik': msg`KYS Yönetmelikler`,
  'kys-politika': msg`KYS Politikalar`,
  'kys-prosedur': msg`KYS Prosedürler`,
  'kys-gorev': msg`KYS Görev Tanımları`,
  'kys-plan': msg`KYS Planlar`,
  sirkuler: msg`Sirküler`,
  duyuru: msg`İlan ve Duyurular`,
};

export const documentStateLabels: Record<DocumentState, MessageDescriptor> = {
  taslak: msg`Taslak`,
  yururlukte: msg`Yürürlükte`,
  iptal: msg`İptal`,
};
