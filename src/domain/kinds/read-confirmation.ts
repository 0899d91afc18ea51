import { defineKind, field, type RecordOf } from './define';

/**
 * Read confirmations (okumaOnayi; docs/areas/documents.md): one user's "I have read it" of one
 * revision of a document, in the document's company (what scopes who sees it). The device sends the
 * document, its revision and when it was read (a confirmation made offline keeps the time it was
 * made; none: the time of the write); the server sets `kullanici` to the writer, and never changes
 * one. The document named is live, visible and of the company named (`notFound` otherwise); one per
 * user, document and revision (`alreadyConfirmed`, by the table's unique index: the user is the
 * server's). The revision's own rules are src/domain/documents.ts confirmationError.
 */
export const readConfirmationKind = defineKind({
  name: 'okumaOnayi',
  path: 'okuma-onayi',
  fields: {
    sirket: field.company(),
    dokuman: field.reference('dokuman', { required: true, otherCompany: 'notFound' }),
    revizyon: field.decimal(0, { required: true, min: 0n, max: 9999n }),
    kullanici: field.serverWritten(field.text({ required: true })),
    tarih: field.dateTime({ defaultNow: true }),
  },
  companyField: 'sirket',
  unique: [
    {
      fields: ['dokuman', 'revizyon', 'kullanici'],
      scope: 'all',
      path: 'revizyon',
      error: 'alreadyConfirmed',
      index: 'okuma_onayi_unique',
    },
  ],
  // Read per document (who has confirmed) and per user (what I have not read yet).
  indexes: ['sirket', 'dokuman', 'kullanici'],
  titleFields: ['revizyon', 'tarih'],
  list: {
    columns: ['dokuman', 'revizyon', 'kullanici', 'tarih'],
    sorts: ['tarih'],
    defaultSort: { field: 'tarih', order: 'desc' },
    filters: ['sirket', 'dokuman', 'kullanici'],
  },
});

export type ReadConfirmationDefinition = typeof readConfirmationKind;
export type ReadConfirmation = RecordOf<ReadConfirmationDefinition>;
