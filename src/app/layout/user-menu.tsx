import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUsers } from '@tabler/icons-react';
import type { User } from '../../domain/auth';
import { requireLocal } from '../../data/local';
import { logout } from '../../data/session';
import { confirm } from '../../ui/confirm';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr'))
    .join('');
}

/** Name, e-mail, the administrator badge (administrators only: ARCHITECTURE.md §7), and the user links. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signOut = async () => {
    const pending = (await requireLocal().db.outbox.count()) || 0;
    if (pending > 0) {
      const yes = await confirm({
        title: t`Çıkış`,
        message: t`${pending} değişiklik henüz sunucuya gönderilmedi. Bu cihazda saklanır ve aynı kullanıcıyla yeniden giriş yapıldığında gönderilir. Çıkmak istiyor musunuz?`,
        yes: t`Çıkış yap`,
        cancel: t`İptal`,
        danger: false,
      });
      if (!yes) return;
    }
    await logout();
    await navigate({ to: '/login' });
  };
  return (
    <Menu position="bottom-end" width={260} withArrow>
      <Menu.Target>
        {/* The initials are the visible text, so the accessible name starts with them. */}
        <UnstyledButton aria-label={`${initials(user.name)} ${t`Kullanıcı menüsü`}`}>
          <Avatar color="blue" radius="xl" size={36}>
            {initials(user.name)}
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
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t`Çıkış`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
