import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initLanguage } from './data/i18n';
import { checkSession } from './data/session';
import { createAppRouter, preloadScreens } from './routes/router';

const language = initLanguage();
void checkSession();
const router = createAppRouter();
// The screen of the address being opened starts loading now, beside the session check, not after
// it; one task later, so that the check's request leaves first (over HTTP/1.1 it would otherwise
// queue behind the screen's module requests, and the first render waits for it).
setTimeout(() => preloadScreens(router, window.location.pathname), 0);

// Turkish is at hand at once; English (a separate catalog) is awaited before the first render.
// The first render is a transition, so React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a tablet stays responsive while the screen builds).
void language.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
