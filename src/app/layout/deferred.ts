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
/** A menu button standing in for one of the layout's menus until they have loaded. */
export const deferredMenuButton = popovers.menuButton;

/** The confirm dialogs (src/ui/confirm.tsx) wait for their provider, rendered by the main layout. */
deferConfirmDialogs(() => void loadPopovers().catch(() => undefined));
