import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '../../data/session';
import { listUsers } from '../../data/users';

/**
 * The people a non-conformity may name as responsible or verifier (users' ids): the signed-in user,
 * the users an administrator may list (online only), and any already named on the record.
 */
export function useUserOptions(named: readonly (string | null | undefined)[]): { value: string; label: string }[] {
  const { t } = useLingui();
  const me = useCurrentUser();
  const [users, setUsers] = useState<{ _id: string; isim: string }[]>([]);
  useEffect(() => {
    if (!me?.isAdmin) return;
    let live = true;
    listUsers().then(
      (list) => live && setUsers(list.filter((user) => user.aktif)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [me?.isAdmin]);
  const options = new Map<string, string>();
  if (me) options.set(me._id, me.name);
  for (const user of users) options.set(user._id, user.isim);
  for (const id of named) {
    if (!id || options.has(id)) continue;
    const short = id.slice(0, 8);
    options.set(id, t`Kullanıcı ${short}`);
  }
  return [...options].map(([value, label]) => ({ value, label }));
}
