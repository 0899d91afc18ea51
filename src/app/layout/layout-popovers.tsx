import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { IconLogout, IconSettings, IconUsers } from '@tabler/icons-react';
import type { User } from '../../domain/auth';
import { confirmDialogsMounted } from '../../ui/confirm';
import { isCurrent, type NavGroupItem } from './navigation';
import classes from './side-nav.module.css';
import { SignOutDialog } from './sign-out-dialog';

// The layout's popovers, loaded after its first render (src/app/layout/deferred.ts). Each replaces
// a look-alike of its target rendered by the light component of the same name (the tooltips and the
// company selector load with src/ui/deferred-controls.tsx).

export { Drawer } from '@mantine/core';

/** The provider of the confirm dialogs (src/ui/confirm.tsx); they wait until it listens. */
export function ConfirmDialogs() {
  // The provider's listeners are set up in its own effects, which run before this one.
  useEffect(() => confirmDialogsMounted(), []);
  return <ModalsProvider />;
}

/** Name, e-mail, the administrator badge (administrators only: docs/decisions.md §1), and the user links. */
export function UserMenuPopover({
  user,
  initials,
  label,
  defaultOpened,
}: {
  user: User;
  initials: string;
  label: string;
  defaultOpened: boolean;
}) {
  const { t } = useLingui();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <>
      <Menu position="bottom-end" width={260} withArrow defaultOpened={defaultOpened}>
        <Menu.Target>
          <UnstyledButton aria-label={label}>
            <Avatar color="blue" radius="xl" size={36}>
              {initials}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Stack gap={2} px="sm" py="xs">
            <Group gap="xs">
              <Text fw={600} size="sm">
                {user.name}
              </Text>
              {user.isAdmin && (
                <Badge size="xs" color="grape" variant="light">
                  {t`Yönetici`}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          </Stack>
          <Menu.Divider />
          {user.isAdmin && (
            <Menu.Item component={Link} to="/user/user-add" leftSection={<IconUsers size={16} />}>
              {t`Kullanıcılar`}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/user/settings" leftSection={<IconSettings size={16} />}>
            {t`Hesap Ayarları`}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => setSigningOut(true)}>
            {t`Çıkış`}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {signingOut && <SignOutDialog userId={user._id} onClose={() => setSigningOut(false)} />}
    </>
  );
}

/** A group of the mini side menu: its links open beside it on hover or click (src/app/layout/side-nav.tsx). */
export function MiniGroupMenu({
  item,
  pathname,
  active,
  onNavigate,
  defaultOpened,
}: {
  item: NavGroupItem;
  pathname: string;
  active: boolean;
  onNavigate: (() => void) | undefined;
  defaultOpened: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Menu position="right-start" withArrow trigger="click-hover" openDelay={80} closeDelay={150} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UnstyledButton className={classes.miniItem} data-active={active || undefined} aria-label={i18n._(item.label)}>
          <item.icon size={22} stroke={1.6} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{i18n._(item.label)}</Menu.Label>
        {item.links.map((entry) => (
          <Menu.Item
            key={entry.to}
            component={Link}
            to={entry.to}
            onClick={onNavigate}
            data-active={isCurrent(pathname, entry.to) || undefined}
          >
            {i18n._(entry.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
