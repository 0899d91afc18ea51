import { useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Box, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { deferredMenuButton, usePopovers } from './deferred';
import { DeferredTooltip } from '../../ui/deferred-controls';
import { groupForPath, isCurrent, navigation, type NavGroupItem } from './navigation';
import classes from './side-nav.module.css';

interface SideNavProps {
  mini: boolean;
  /** Called after a link is chosen: closes the mobile menu (docs/areas/shell.md). */
  onNavigate?: () => void;
}

/**
 * The side navigation. Groups are an accordion with one open at a time; the group of the current
 * path opens on load; selecting the open group closes it (docs/areas/shell.md).
 */
export function SideNav({ mini, onNavigate }: SideNavProps) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupForPath(pathname));

  if (mini) {
    return (
      <Stack gap={4} align="center" component="nav" aria-label={t`Ana menü`}>
        {navigation.map((item) =>
          item.kind === 'link' ? (
            <DeferredTooltip key={item.to} label={i18n._(item.label)} position="right" withArrow>
              <UnstyledButton
                component={Link}
                to={item.to}
                className={classes.miniItem}
                data-active={isCurrent(pathname, item.to) || undefined}
                aria-label={i18n._(item.label)}
                onClick={onNavigate}
              >
                <item.icon size={22} stroke={1.6} />
              </UnstyledButton>
            </DeferredTooltip>
          ) : (
            <MiniGroup key={item.key} item={item} pathname={pathname} onNavigate={onNavigate} />
          ),
        )}
      </Stack>
    );
  }

  return (
    // The browser's own scrolling, not Mantine's ScrollArea (15 KB before minifying, on every
    // screen's first load): the menu rarely overflows, and a tablet scrolls it by touch anyway.
    <Box component="nav" aria-label={t`Ana menü`} className={classes.scroll}>
      {navigation.map((item) =>
        item.kind === 'link' ? (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={i18n._(item.label)}
            leftSection={<item.icon size={20} stroke={1.6} />}
            active={isCurrent(pathname, item.to)}
            onClick={onNavigate}
          />
        ) : (
          <NavLink
            key={item.key}
            label={i18n._(item.label)}
            leftSection={<item.icon size={20} stroke={1.6} />}
            opened={openGroup === item.key}
            onChange={() => setOpenGroup((open) => (open === item.key ? null : item.key))}
            active={item.links.some((entry) => isCurrent(pathname, entry.to))}
            variant="subtle"
            childrenOffset={32}
          >
            {item.links.map((entry) => (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={i18n._(entry.label)}
                active={isCurrent(pathname, entry.to)}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ),
      )}
    </Box>
  );
}

function MiniGroup({ item, pathname, onNavigate }: { item: NavGroupItem; pathname: string; onNavigate: (() => void) | undefined }) {
  const { i18n } = useLingui();
  const popovers = usePopovers();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const active = item.links.some((entry) => isCurrent(pathname, entry.to));
  if (popovers) {
    return <popovers.MiniGroupMenu item={item} pathname={pathname} active={active} onNavigate={onNavigate} defaultOpened={openOnLoad} />;
  }
  // The group's menu (src/app/layout/layout-popovers.tsx) loads after the first render.
  return (
    <UnstyledButton
      className={classes.miniItem}
      data-active={active || undefined}
      aria-label={i18n._(item.label)}
      {...deferredMenuButton(() => setOpenOnLoad(true))}
    >
      <item.icon size={22} stroke={1.6} />
    </UnstyledButton>
  );
}
