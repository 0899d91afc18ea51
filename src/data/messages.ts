import { useLiveQuery } from 'dexie-react-hooks';
import { isUnread } from '../domain/messages';
import type { PortalDb, DeviceRecord } from './db';
import { queueChange, useLocal } from './local';
import { newRecordId } from './sync/outbox';
import { isLive, toRecord } from './sync/collections';
import { readCompanyRecords } from './kind-reads';

// Ship–office messages on the device (docs/areas/messages.md): the mirror of `mesaj` and the user's
// read marks (`mesajOkuma`), read per ship and per record, the unread count the header's badge
// shows (live, offline too), and "read" marks made offline. The save (and its schema) is
// ./message-save.ts, which only the composer loads.

export type MessageRow = DeviceRecord<'mesaj'>;
export type MessageReadRow = DeviceRecord<'mesajOkuma'>;

/** Newest first. */
const byTimeDesc = (a: MessageRow, b: MessageRow) => (b.tarih ?? '').localeCompare(a.tarih ?? '') || b._id.localeCompare(a._id);

/** The live messages of a ship ('' for every ship on the device), newest first. */
export async function queryMessages(db: PortalDb, sirket: string): Promise<MessageRow[]> {
  return (await readCompanyRecords(db, 'mesaj', sirket)).sort(byTimeDesc);
}

/** The ids of the messages `user` has marked read on the device. */
export async function readMessageIds(db: PortalDb, user: string): Promise<Set<string>> {
  const rows = await db.records('mesajOkuma').where('kullanici').equals(user).toArray();
  return new Set(rows.filter(isLive).map((row) => toRecord(row).mesaj));
}

/** The number of live messages on the device that `user` has not read (src/domain/messages.ts). */
export async function unreadMessages(db: PortalDb, user: string): Promise<number> {
  const [messages, read] = await Promise.all([queryMessages(db, ''), readMessageIds(db, user)]);
  return messages.filter((message) => isUnread(message, user, read)).length;
}

/** The header's badge: the user's unread messages, live from the device database. */
export function useUnreadMessages(user: string | undefined): number | undefined {
  const local = useLocal();
  return useLiveQuery(async () => (local && user ? unreadMessages(local.db, user) : 0), [local, user]);
}

/** A ship's messages and which of them the user has read. */
export function useMessages(sirket: string, user: string | undefined): { messages: MessageRow[]; read: Set<string> } | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () =>
      local
        ? { messages: await queryMessages(local.db, sirket), read: user ? await readMessageIds(local.db, user) : new Set<string>() }
        : { messages: [], read: new Set<string>() },
    [local, sirket, user],
  );
}

/** The live messages about one record, newest first. */
export function useMessagesOf(koleksiyon: string, id: string): MessageRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !id) return [];
    const rows = await queryMessages(local.db, '');
    return rows.filter((row) => row.kayit?.koleksiyon === koleksiyon && row.kayit._id === id);
  }, [local, koleksiyon, id]);
}

/** The read mark the device shows at once and queues; the server sets the same user. */
export function readMarkRecord(message: Pick<MessageRow, '_id' | 'sirket'>, kullanici: string, at: Date, id = newRecordId()): MessageReadRow {
  return { _id: id, sirket: message.sirket, mesaj: message._id, kullanici, tarih: at.toISOString() };
}

/** Marks `message` read by `user` on the device and queues the mark, once (offline too). */
export async function markMessageRead(db: PortalDb, message: Pick<MessageRow, '_id' | 'sirket' | 'gonderen'>, user: string): Promise<void> {
  if (message.gonderen === user) return;
  if ((await readMessageIds(db, user)).has(message._id)) return;
  await queueChange('mesajOkuma', 'create', readMarkRecord(message, user, new Date()));
}
