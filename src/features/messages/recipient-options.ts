import { useEffect, useMemo, useState } from 'react';
import type { MessageRecipient, MessageRecipientsResponse } from '../../domain/messages';
import { api } from '../../data/api';
import { useCurrentUser } from '../../data/session';
import { STORAGE_KEYS, readJson, writeJson } from '../../data/storage';

// The composer's recipients (docs/areas/messages.md, `alicilar`): users are not mirrored on the
// device; `GET /api/mesaj/alicilar?sirket=` names the users who may read the ship's messages, for
// anyone who sees the ship. The last answer per ship is kept on the device for the user who read it
// (another user signing in on the device starts with none), so a composer opened offline still
// offers it; with none, the list is empty and the message goes to everyone of the ship (an empty
// `alicilar`).

interface Cache {
  kullanici: string;
  gemiler: Record<string, MessageRecipient[]>;
}

function keptLists(user: string): Record<string, MessageRecipient[]> {
  const kept = readJson<Cache>(STORAGE_KEYS.messageRecipients);
  return kept?.kullanici === user ? kept.gemiler : {};
}

function cachedRecipients(user: string, sirket: string): MessageRecipient[] {
  return keptLists(user)[sirket] ?? [];
}

function cacheRecipients(user: string, sirket: string, list: MessageRecipient[]): void {
  writeJson(STORAGE_KEYS.messageRecipients, { kullanici: user, gemiler: { ...keptLists(user), [sirket]: list } } satisfies Cache);
}

export function useRecipientOptions(sirket: string): { value: string; label: string }[] {
  const meId = useCurrentUser()?._id;
  // The server's answer for a ship, once read this time; until then, the copy kept on the device.
  const [answered, setAnswered] = useState<{ sirket: string; list: MessageRecipient[] } | null>(null);
  const kept = useMemo(() => (sirket && meId ? cachedRecipients(meId, sirket) : []), [sirket, meId]);
  useEffect(() => {
    if (!sirket || !meId) return;
    let live = true;
    api.get<MessageRecipientsResponse>(`mesaj/alicilar?sirket=${encodeURIComponent(sirket)}`).then(
      (answer) => {
        cacheRecipients(meId, sirket, answer.alicilar);
        if (live) setAnswered({ sirket, list: answer.alicilar });
      },
      // Offline or refused: the last list kept, or none.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sirket, meId]);
  const list = answered?.sirket === sirket ? answered.list : kept;
  return useMemo(
    () => (meId && sirket ? list.filter((user) => user._id !== meId).map((user) => ({ value: user._id, label: user.ad })) : []),
    [list, meId, sirket],
  );
}
