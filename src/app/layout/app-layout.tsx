import { useEffect, type CSSProperties } from 'react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { Box, rem } from '@mantine/core';
import { zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { useCurrentUser } from '../../data/session';
import { loadPopovers, loadPopoversWhenIdle, usePopovers } from './deferred';
import { HeaderBar } from './header-bar';
import { Logo } from './logo';
import { SideNav } from './side-nav';
import { MAIN_ID, SkipLink } from './skip-link';
import { useMenuMode } from './use-menu-mode';
import classes from './app-layout.module.css';
// Every printable page is in this layout: its print style comes with it (not with one page).
import '../../ui/print.css';

const FULL_WIDTH = 270;
const MINI_WIDTH = 76;

/** The main layout of docs/areas/shell.md: side navigation, header, content. */
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
  // No side menu on a phone or tablet: the drawer has it.
  const navbarWidth = mode === 'mobile' ? undefined : ({ '--shell-navbar-width': rem(mini ? MINI_WIDTH : FULL_WIDTH) } as CSSProperties);

  return (
    <div className={classes.shell} style={navbarWidth}>
      <SkipLink />
      {/* The class keeps the header clear of the scrollbar a modal's scroll lock takes away. */}
      <header className={`${classes.header} ${zeroRightClassName}`} data-app-shell="header">
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
      </header>
      {mode !== 'mobile' && (
        <nav className={classes.navbar} data-menu-mode={mode} data-app-shell="navbar">
          <Box pb="sm" style={{ display: 'flex', justifyContent: 'center' }}>
            <Logo mini={mini} />
          </Box>
          <div className={classes.menu}>
            <SideNav mini={mini} key={mini ? 'mini' : 'full'} />
          </div>
        </nav>
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
      <main id={MAIN_ID} tabIndex={-1} className={classes.main} data-app-shell="main">
        <Outlet />
      </main>
    </div>
  );
}
