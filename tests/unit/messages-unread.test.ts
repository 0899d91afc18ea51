import { describe, expect, it } from 'vitest';
import { isUnread, unreadCount } from '../../src/domain/messages';

// The unread rule the device's badge and `GET /api/mesaj/okunmamis` share (docs/areas/messages.md):
// a message with recipients counts for them only, never for its sender.

const message = (_id: string, gonderen: string, alicilar: string[] = []) => ({ _id, gonderen, alicilar });

describe('the unread rule', () => {
  const none = new Set<string>();

  it('counts a message without recipients for everyone of the ship but its sender', () => {
    expect(isUnread(message('m1', 'ship'), 'office', none)).toBe(true);
    expect(isUnread(message('m1', 'ship'), 'ship', none)).toBe(false);
  });

  it('counts a message with recipients for them only', () => {
    const toMate = message('m2', 'master', ['mate', 'engineer']);
    expect(isUnread(toMate, 'mate', none)).toBe(true);
    expect(isUnread(toMate, 'engineer', none)).toBe(true);
    expect(isUnread(toMate, 'office', none)).toBe(false);
    expect(isUnread(message('m3', 'master', ['master']), 'master', none)).toBe(false);
  });

  it('counts what the user has not marked read', () => {
    const list = [message('a', 'x'), message('b', 'x', ['me']), message('c', 'x', ['other']), message('d', 'me')];
    expect(unreadCount(list, 'me', none)).toBe(2);
    expect(unreadCount(list, 'me', new Set(['b']))).toBe(1);
    expect(unreadCount(list, 'other', none)).toBe(3);
  });
});
