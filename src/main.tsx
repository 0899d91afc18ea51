import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initLanguage } from './data/i18n';
import { checkSession } from './data/session';
import { createAppRouter, preloadScreens } from './routes/router';

initLanguage();
void checkSession();
const router = createAppRouter();
// The screen of the address being opened starts loading now, beside the session check, not after it.
preloadScreens(router, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
