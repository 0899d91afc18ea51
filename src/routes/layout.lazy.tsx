import { createLazyRoute } from '@tanstack/react-router';
import { ModalsProvider } from '@mantine/modals';
import { AppLayout } from '../app/layout/app-layout';

/**
 * The main layout, with the provider of the confirm dialogs (src/ui/confirm.tsx): only the screens
 * of the layout ask for confirmation, so the modal code stays out of the sign-in screen.
 */
export const appLayoutRoute = createLazyRoute('/app')({
  component: function MainLayout() {
    return (
      <ModalsProvider>
        <AppLayout />
      </ModalsProvider>
    );
  },
});
