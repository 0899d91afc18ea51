import { useCallback, useEffect, useState } from 'react';

/** docs/areas/shell.md: mini menu from 1024 up to (not including) 1600 px; below 1024 the menu is an overlay. */
export const MINI_FROM = 1024;
export const FULL_FROM = 1600;

export type MenuMode = 'mobile' | 'mini' | 'full';

export function menuModeFor(width: number): MenuMode {
  if (width < MINI_FROM) return 'mobile';
  return width < FULL_FROM ? 'mini' : 'full';
}

/**
 * The side menu's mode. The collapse toggle flips mini and full by hand; every resize re-evaluates
 * the mode from the window width, as the spec asks, which also ends a manual choice.
 */
export function useMenuMode() {
  const [mode, setMode] = useState<MenuMode>(() => menuModeFor(window.innerWidth));
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    const onResize = () => setMode(menuModeFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggleCollapsed = useCallback(() => {
    setMode((current) => (current === 'mini' ? 'full' : current === 'full' ? 'mini' : current));
  }, []);

  return { mode, mobileOpen, setMobileOpen, toggleCollapsed };
}
