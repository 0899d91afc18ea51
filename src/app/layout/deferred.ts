import { deferConfirmDialogs } from '../../ui/confirm';
import { deferred } from '../../ui/deferred';

/**
 * The layout's popovers (the user menu, the side menu's group menus, the mobile drawer, the confirm
 * dialogs' provider) and floating-ui under them load after the first render: the layout first
 * renders look-alikes of their targets (same size, same accessible name), and
 * src/app/layout/layout-popovers.tsx replaces them once the browser is idle, or at once when one is
 * hovered, focused or clicked. The tooltips and the company selector load the same way with
 * src/ui/deferred-controls.tsx.
 */
const popovers = deferred(() => import('./layout-popovers'));

export const loadPopovers = popovers.load;
export const loadPopoversWhenIdle = popovers.loadWhenIdle;
export const usePopovers = popovers.useModule;
export const loadOnUse = popovers.loadOnUse;

/** The confirm dialogs (src/ui/confirm.tsx) wait for their provider, rendered by the main layout. */
export const confirmDialogsMounted = deferConfirmDialogs(() => void loadPopovers().catch(() => undefined));

/**
 * The props of a menu button rendered before the menus have loaded: marked as a look-alike, it
 * starts the load when hovered or focused, and a click loads the menus and has `openOnLoad` open
 * the real menu once they are there.
 */
export function deferredMenuButton(openOnLoad: () => void) {
  return {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-deferred': true,
    ...loadOnUse,
    onClick: () => {
      openOnLoad();
      void loadPopovers().catch(() => undefined);
    },
  };
}
