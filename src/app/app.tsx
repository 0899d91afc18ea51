import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { RouterProvider, useRouterState, type AnyRouter } from '@tanstack/react-router';
import { i18n } from '../data/i18n';
import { useSession } from '../data/session';
import { whenIdle } from '../ui/deferred';
import { theme } from './theme';
import { StaleDatabasePrompt } from './stale-database-prompt';
import { UpdatePrompt } from './update-prompt';

// The toast container loads after the first screen; a toast shown before it arrives waits in the
// store and appears with it. (The confirm dialogs' ModalsProvider is in the main layout's chunk.)
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

/** The longest wait for the first screen before AfterFirstScreen renders anyway. */
const AFTER_FIRST_SCREEN_LATEST_MS = 10_000;

/**
 * What the first screen does not show (the toast container, the service worker's registration),
 * rendered once the first screen's route has loaded and the browser is idle after it: their
 * requests do not share the link with the screen's own, and the state change re-renders this
 * component alone. A first screen that never loads still gets them, after a while.
 */
function AfterFirstScreen({ router }: { router: AnyRouter }) {
  const loaded = useRouterState({ router, select: (state) => state.resolvedLocation !== undefined });
  const [idle, setIdle] = useState(false);
  useEffect(() => (loaded && !idle ? whenIdle(() => setIdle(true), 2000) : undefined), [loaded, idle]);
  useEffect(() => {
    if (idle) return;
    const timer = setTimeout(() => setIdle(true), AFTER_FIRST_SCREEN_LATEST_MS);
    return () => clearTimeout(timer);
  }, [idle]);
  if (!idle) return null;
  return (
    <>
      <Suspense>
        <Toasts />
      </Suspense>
      <UpdatePrompt />
    </>
  );
}

/** Providers; the router renders only after the session check (docs/areas/shell.md). */
export function App({ router }: { router: AnyRouter }) {
  // Deferred: when the check ends, the first screen renders as a transition that yields to the
  // browser every few milliseconds, not as one blocking task (the loader stays up meanwhile).
  const checking = useDeferredValue(useSession().status === 'checking');
  return (
    <I18nProvider i18n={i18n}>
      {/* All of the theme's CSS variables, the defaults too: the provider works them out from the
          theme anyway, and @mantine/core/styles/default-css-variables.css would repeat them in
          every page's CSS (4 KB gzip). */}
      <MantineProvider theme={theme} deduplicateCssVariables={false}>
        <AfterFirstScreen router={router} />
        <StaleDatabasePrompt />
        {checking ? (
          <Center mih="100vh">
            <Loader aria-label="…" />
          </Center>
        ) : (
          <RouterProvider router={router} />
        )}
      </MantineProvider>
    </I18nProvider>
  );
}
