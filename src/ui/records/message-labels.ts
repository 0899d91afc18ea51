import { msg } from '@lingui/core/macro';
import type { MessageDefinition, MessageReadDefinition } from '../../domain/kinds/message';
import type { KindLabels } from './kind-labels';

/** Messages' labels, field by field (src/domain/kinds/message.ts): the history and the sync view read them. */
export const messageLabels: KindLabels<MessageDefinition> = {
  name: 'mesaj',
  kind: msg`Mesaj`,
  fields: {
    sirket: msg`Gemi`,
    konu: msg`Konu`,
    metin: msg`Mesaj`,
    gonderen: msg`Gönderen`,
    yon: msg`Yön`,
    ekler: msg`Ekler`,
    kayit: msg`İlgili Kayıt`,
    alicilar: msg`Alıcılar`,
    tarih: msg`Tarih`,
  },
  values: { yon: { gemiden: msg`Gemiden ofise`, ofisten: msg`Ofisten gemiye` } },
  lists: {},
};

/** Read marks' labels (src/domain/kinds/message.ts). */
export const messageReadLabels: KindLabels<MessageReadDefinition> = {
  name: 'mesajOkuma',
  kind: msg`Mesaj okundu`,
  fields: { sirket: msg`Gemi`, mesaj: msg`Mesaj`, kullanici: msg`Kullanıcı`, tarih: msg`Tarih` },
  values: {},
  lists: {},
};
