import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutboxEntry } from '../../data/db';

/** How the sync view names a collection and a record of it. */
export const collectionLabels: Record<string, MessageDescriptor> = {
  butceKodu: msg`Bütçe kodu`,
  cariHesap: msg`Cari hesap`,
};

export const opLabels: Record<OutboxEntry['op'], MessageDescriptor> = {
  create: msg`Oluşturma`,
  update: msg`Düzenleme`,
  delete: msg`Silme`,
};

/** A short human name for the record an entry changes. */
export function describeRecord(entry: OutboxEntry): string {
  const fields = { ...(entry.before ?? {}), ...(entry.body ?? {}) } as Record<string, unknown>;
  const parts = [fields.kod, fields.adi, fields.unvan].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length ? parts.join(' — ') : entry.recordId;
}
