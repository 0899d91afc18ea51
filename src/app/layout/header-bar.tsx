import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ActionIcon, Burger, Group, Indicator } from '@mantine/core';
import { IconCamera, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMail } from '@tabler/icons-react';
import type { User } from '../../domain/auth';
import { useUnreadMessages } from '../../data/messages';
import { CompanySelect } from './company-select';
import { DeferredTooltip } from '../../ui/deferred-controls';
import { LanguageSwitch } from '../../ui/language-switch';
import { SyncIndicator } from './sync-indicator';
import { UserMenu } from './user-menu';
import type { MenuMode } from './use-menu-mode';


interface HeaderBarProps {
  user: User;
  mode: MenuMode;
  mobileOpen: boolean;
  onBurger: () => void;
  onToggleCollapsed: () => void;
}

export function HeaderBar({ user, mode, mobileOpen, onBurger, onToggleCollapsed }: HeaderBarProps) {
  const { t } = useLingui();
  const mobile = mode === 'mobile';
  // The user's unread messages, live from the device database (offline too): docs/areas/messages.md.
  const unread = useUnreadMessages(user._id) ?? 0;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {mobile ? (
          <Burger opened={mobileOpen} onClick={onBurger} aria-label={t`Menüyü aç`} size="sm" />
        ) : (
          <DeferredTooltip label={mode === 'mini' ? t`Menüyü genişlet` : t`Menüyü daralt`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={mode === 'mini' ? t`Menüyü genişlet` : t`Menüyü daralt`}
            >
              {mode === 'mini' ? <IconLayoutSidebarLeftExpand /> : <IconLayoutSidebarLeftCollapse />}
            </ActionIcon>
          </DeferredTooltip>
        )}
        <CompanySelect width={mobile ? 180 : 260} />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SyncIndicator />
        <LanguageSwitch />
        <DeferredTooltip label={t`Kamera`}>
          <ActionIcon component={Link} to="/camera" variant="subtle" color="gray" size="lg" aria-label={t`Kamera`}>
            <IconCamera />
          </ActionIcon>
        </DeferredTooltip>
        <Indicator label={unread} size={18} color="red" offset={4} disabled={unread === 0} data-testid="mail-badge" data-count={unread}>
          <ActionIcon
            component={Link}
            to="/email"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t`E-posta, ${unread} okunmamış`}
          >
            <IconMail />
          </ActionIcon>
        </Indicator>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
