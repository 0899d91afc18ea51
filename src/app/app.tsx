import { I18nProvider } from '@lingui/react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { i18n } from '../data/i18n';
import { useSession } from '../data/session';
import { theme } from './theme';
import { UpdatePrompt } from './update-prompt';

/** Providers; the router renders only after the session check (SPEC §4). */
export function App({ router }: { router: AnyRouter }) {
  const session = useSession();
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <ModalsProvider>
          <Notifications position="top-right" zIndex={1000} />
          <UpdatePrompt />
          {session.status === 'checking' ? (
            <Center mih="100vh">
              <Loader aria-label="…" />
            </Center>
          ) : (
            <RouterProvider router={router} />
          )}
        </ModalsProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
