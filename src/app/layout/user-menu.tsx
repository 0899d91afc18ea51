import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Avatar, UnstyledButton } from '@mantine/core';
import type { User } from '../../domain/auth';
import { deferredMenuButton, usePopovers } from './deferred';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr'))
    .join('');
}

/**
 * The user's avatar and menu. The menu (src/app/layout/layout-popovers.tsx) loads after the first
 * render; until then the same button stands in, and a click on it opens the menu once loaded.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const popovers = usePopovers();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const letters = initials(user.name);
  // The initials are the visible text, so the accessible name starts with them.
  const label = `${letters} ${t`Kullanıcı menüsü`}`;
  if (popovers) {
    return <popovers.UserMenuPopover user={user} initials={letters} label={label} defaultOpened={openOnLoad} />;
  }
  return (
    <UnstyledButton aria-label={label} {...deferredMenuButton(() => setOpenOnLoad(true))}>
      <Avatar color="blue" radius="xl" size={36}>
        {letters}
      </Avatar>
    </UnstyledButton>
  );
}
