import { createLazyRoute } from '@tanstack/react-router';
import { AppLayout } from '../app/layout/app-layout';
import { usePopovers } from '../app/layout/deferred';
import { useKeptDocumentFiles } from '../data/kept-document-files';

/**
 * The main layout, with the provider of the confirm dialogs (src/ui/confirm.tsx): only the screens
 * of the layout ask for confirmation, so the modal code stays out of the sign-in screen. The
 * provider loads with the layout's other popovers after the first render (src/app/layout/deferred.ts).
 */
export const appLayoutRoute = createLazyRoute('/app')({
  component: function MainLayout() {
    const popovers = usePopovers();
    useKeptDocumentFiles();
    return (
      <>
        {popovers && <popovers.ConfirmDialogs />}
        <AppLayout />
      </>
    );
  },
});
