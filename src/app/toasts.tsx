import { useEffect } from 'react';
import { Notifications, useNotifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/** The app's header's height (app-layout.module.css). */
const HEADER = 64;
const GAP = 8;

/**
 * Where the toasts start: below the header and below the page's actions while those are in view,
 * so a toast (2 s after a save) never covers the buttons the user reaches for next.
 */
function toastTop(): number {
  const actions = document.querySelector('main')?.querySelector('[data-page-actions]');
  const bottom = actions ? actions.getBoundingClientRect().bottom : 0;
  return Math.max(HEADER, bottom) + GAP;
}

/**
 * The toast container (docs/areas/shell.md: top right, below the header and the page's actions). App
 * loads this module lazily, so the container's code stays out of the first screen; src/ui/notify.ts
 * only needs the store. While a toast is shown its place follows the page (a save's toast moves
 * below the actions of the page the save leads to).
 */
export function Toasts() {
  const shown = useNotifications().notifications.length > 0;
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const place = () => {
      document.documentElement.style.setProperty('--toast-top', `${toastTop()}px`);
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return <Notifications position="top-right" zIndex={1000} classNames={{ root: classes.root }} />;
}
