import type { MessageRecord } from './kinds/message';
import type { UserAccount } from './user';

// Ship–office messages (mesaj; docs/areas/messages.md): who a message is for and whether a user has
// read it, one rule for the device's badge and the server's count (`GET /api/mesaj/okunmamis`).

/** Whether `message` is for the user `userId`: named among its recipients, or none named (everyone of the ship). */
export function isForUser(message: Pick<MessageRecord, 'alicilar'>, userId: string): boolean {
  return message.alicilar.length === 0 || message.alicilar.includes(userId);
}

/**
 * Whether `message` is unread by `userId`: for them, not theirs (what one writes oneself is read),
 * and not among the messages they have marked read (`readIds`).
 */
export function isUnread(
  message: Pick<MessageRecord, '_id' | 'alicilar' | 'gonderen'>,
  userId: string,
  readIds: ReadonlySet<string>,
): boolean {
  return message.gonderen !== userId && isForUser(message, userId) && !readIds.has(message._id);
}

/** The number of messages unread by `userId` among `messages`. */
export function unreadCount(
  messages: readonly Pick<MessageRecord, '_id' | 'alicilar' | 'gonderen'>[],
  userId: string,
  readIds: ReadonlySet<string>,
): number {
  return messages.filter((message) => isUnread(message, userId, readIds)).length;
}

/** One user a message may name (`GET /api/mesaj/alicilar?sirket=`): the id and the name shown. */
export interface MessageRecipient {
  _id: string;
  ad: string;
}

/** `GET /api/mesaj/alicilar?sirket=`: the users who may read ship `sirket`'s messages, by name. */
export interface MessageRecipientsResponse {
  alicilar: MessageRecipient[];
}

/**
 * The users a message about ship `sirket` may name as recipients (`alicilar`), as the composer offers
 * them: active, of the office (administrators) or granted the ship, not the writer `me`; by name.
 */
export function recipientsOf(
  users: readonly Pick<UserAccount, '_id' | 'isim' | 'email' | 'admin' | 'aktif' | 'sirketler'>[],
  sirket: string,
  me: string,
): { value: string; label: string }[] {
  return users
    .filter((user) => user.aktif && user._id !== me && (user.admin || user.sirketler.some((grant) => grant._id === sirket)))
    .map((user) => ({ value: user._id, label: user.isim || user.email }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
}
