import { useEffect, useState } from 'react';
import { recipientsOf } from '../../domain/messages';
import type { UserAccount } from '../../domain/user';
import { useCurrentUser } from '../../data/session';
import { listUsers } from '../../data/users';

// The composer's recipients (docs/areas/messages.md, `alicilar`): users are not mirrored on the
// device; the users' list is the server's, which administrators may read (online). What was read
// once stays for the session, so a composer opened later offline still offers it; otherwise the
// list is empty and the message goes to everyone of the ship (an empty `alicilar`).

let cached: UserAccount[] | null = null;

export function useRecipientOptions(sirket: string): { value: string; label: string }[] {
  const me = useCurrentUser();
  const [users, setUsers] = useState<UserAccount[]>(me?.isAdmin ? (cached ?? []) : []);
  useEffect(() => {
    if (!me?.isAdmin) return;
    let live = true;
    listUsers().then(
      (list) => {
        cached = list;
        if (live) setUsers(list);
      },
      // Offline or refused: the last list read, or none.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [me?.isAdmin]);
  return me?.isAdmin && sirket ? recipientsOf(users, sirket, me._id) : [];
}
