import { defineKind, field, type FieldsOf, type RecordOf } from './define';

/** A user's or a record's id kept as text (users are no record kind; a record of any kind). */
const ID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A kind's name as a message's link names it (`bdn`, `fatura`, …; checked against the kinds on the server). */
const KIND_NAME = /^[a-zA-Z]{2,40}$/;

/** Which way a message goes: from the ship to the office, or from the office to the ship. */
export const MESSAGE_DIRECTIONS = ['gemiden', 'ofisten'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** At most this many attachments on one message (each at most 15 MB, the files' own rule). */
export const MAX_MESSAGE_FILES = 10;
/** At most this many named recipients. */
export const MAX_RECIPIENTS = 100;

/** What a list of messages may be sorted by. */
export const MESSAGE_SORT_FIELDS = ['tarih', 'updatedAt'] as const;

declare module './define' {
  interface KindNames {
    mesaj: true;
    mesajOkuma: true;
  }
}

declare module '../error-key' {
  interface KindErrorKeys {
    /** The user has already marked this message read (text: src/features/messages/error-texts.ts). */
    alreadyRead: true;
  }
}

/**
 * Ship–office messages (mesaj; MODULES §13, docs/areas/messages.md): a message of one ship
 * (company), written on board or at the office, its subject, its text, its attachments (the upload
 * field's files, 15 MB each), the record it is about (`kayit`: a kind's name and a record's id, or
 * none) and its recipients (users' ids; none: every user of the ship). The sender (`gonderen`) is the
 * server's: the writer's id, whatever the body says. Written offline and sent through the outbox
 * once, like every record.
 */
export const messageKind = defineKind({
  name: 'mesaj',
  path: 'mesaj',
  fields: {
    sirket: field.company(),
    konu: field.text({ max: 200 }),
    metin: field.text({ required: true, max: 20000 }),
    gonderen: field.serverWritten(field.text({ required: true })),
    yon: field.choice(MESSAGE_DIRECTIONS),
    ekler: field.files(MAX_MESSAGE_FILES),
    kayit: field.group(
      {
        koleksiyon: field.text({ required: true, pattern: KIND_NAME }),
        _id: field.text({ required: true, pattern: ID_TEXT, lowerCase: true }),
      },
      { nullable: true },
    ),
    alicilar: field.texts(MAX_RECIPIENTS, 36),
    tarih: field.dateTime({ defaultNow: true }),
  },
  companyField: 'sirket',
  checks: [
    {
      fields: ['alicilar'],
      path: 'alicilar',
      message: 'invalid',
      test: (r) => r.alicilar.every((id) => ID_TEXT.test(id)),
    },
  ],
  indexes: ['sirket', 'gonderen', 'tarih'],
  titleFields: ['konu'],
  list: {
    columns: ['sirket', 'tarih', 'konu', 'yon', 'gonderen'],
    sorts: MESSAGE_SORT_FIELDS,
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'yon'],
    key: 'mesajlar',
    perPage: 100,
  },
  tombstone: { metin: '', konu: '', ekler: [] },
});

export type MessageDefinition = typeof messageKind;
/** A message as `GET /api/sync` sends it, the device mirrors it and the server stores it. */
export type MessageRecord = RecordOf<MessageDefinition>;
export type MessageValues = FieldsOf<MessageDefinition>;

/**
 * A user's read mark of a message (mesajOkuma): one per user and message, in the message's company,
 * a record of its own so that reading never conflicts with the message's writes. The server sets
 * `kullanici` to the writer; nobody changes or deletes one.
 */
export const messageReadKind = defineKind({
  name: 'mesajOkuma',
  path: 'mesaj-okuma',
  fields: {
    sirket: field.company(),
    mesaj: field.reference('mesaj', { required: true, otherCompany: 'notFound' }),
    kullanici: field.serverWritten(field.text({ required: true })),
    tarih: field.dateTime({ defaultNow: true }),
  },
  errors: ['alreadyRead'],
  companyField: 'sirket',
  unique: [{ fields: ['mesaj', 'kullanici'], scope: 'all', path: 'mesaj', error: 'alreadyRead', index: 'mesaj_okuma_unique' }],
  indexes: ['sirket', 'mesaj', 'kullanici', '[kullanici+mesaj]'],
  titleFields: ['tarih'],
  list: {
    columns: ['mesaj', 'kullanici', 'tarih'],
    sorts: ['tarih'],
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'mesaj', 'kullanici'],
  },
});

export type MessageReadDefinition = typeof messageReadKind;
export type MessageRead = RecordOf<MessageReadDefinition>;
