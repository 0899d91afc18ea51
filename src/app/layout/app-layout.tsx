import { useEffect } from 'react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { AppShell, Box } from '@mantine/core';
import { useCurrentUser } from '../../data/session';
import { loadPopovers, loadPopoversWhenIdle, usePopovers } from './deferred';
import { HeaderBar } from './header-bar';
import { Logo } from './logo';
import { SideNav } from './side-nav';
import { MAIN_ID, SkipLink } from './skip-link';
import { useMenuMode } from './use-menu-mode';

const FULL_WIDTH = 270;
const MINI_WIDTH = 76;

/** The main layout of SPEC §2: side navigation, header, content. */
export function AppLayout() {
  const user = useCurrentUser();
  const { mode, mobileOpen, setMobileOpen, toggleCollapsed } = useMenuMode();
  const popovers = usePopovers();

  useEffect(() => {
    // The popovers (tooltips, menus, the selector's dropdown, the drawer) once the layout is shown.
    loadPopoversWhenIdle();
  }, []);

  const navigate = useNavigate();
  useEffect(() => {
    // The session ended under us (a 401 while syncing): back to sign-in; the outbox is kept.
    if (!user) void navigate({ to: '/login' });
  }, [user, navigate]);

  useEffect(() => {
    if (mode !== 'mobile') setMobileOpen(false);
  }, [mode, setMobileOpen]);

  if (!user) return null;
  const mini = mode === 'mini';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: mini ? MINI_WIDTH : FULL_WIDTH,
        breakpoint: 0,
        collapsed: { desktop: mode === 'mobile', mobile: true },
      }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <HeaderBar
          user={user}
          mode={mode}
          mobileOpen={mobileOpen}
          onBurger={() => {
            // The drawer opens once loaded, if the burger came first.
            void loadPopovers().catch(() => undefined);
            setMobileOpen(!mobileOpen);
          }}
          onToggleCollapsed={toggleCollapsed}
        />
      </AppShell.Header>
      {mode !== 'mobile' && (
        <AppShell.Navbar p={mini ? 'xs' : 'sm'} data-menu-mode={mode}>
          <Box pb="sm" style={{ display: 'flex', justifyContent: 'center' }}>
            <Logo mini={mini} />
          </Box>
          <AppShell.Section grow style={{ minHeight: 0 }}>
            <SideNav mini={mini} key={mini ? 'mini' : 'full'} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      {popovers && (
        <popovers.Drawer
          opened={mode === 'mobile' && mobileOpen}
          onClose={() => setMobileOpen(false)}
          size={FULL_WIDTH + 20}
          title={<Logo />}
          data-menu-mode="mobile"
        >
          <SideNav mini={false} onNavigate={() => setMobileOpen(false)} />
        </popovers.Drawer>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
