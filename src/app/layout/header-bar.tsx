import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ActionIcon, Burger, Group } from '@mantine/core';
import { IconCamera, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { User } from '../../domain/auth';
import { MailLink } from './mail-badge';
import { CompanySelect } from './company-select';
import { DeferredTooltip } from '../../ui/deferred-controls';
import { LanguageSwitch } from '../../ui/language-switch';
import { SyncIndicator } from './sync-indicator';
import { UserMenu } from './user-menu';
import type { MenuMode } from './use-menu-mode';

/** The unread count's reads of the device database load as a chunk of their own (mail-count.tsx). */
const CountedMailLink = lazy(() => import('./mail-count'));

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
        <Suspense fallback={<MailLink unread={0} />}>
          <CountedMailLink user={user._id} />
        </Suspense>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
