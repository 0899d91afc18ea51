import { createLazyRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '../app/layout/app-layout';
import { usePopovers } from '../app/layout/deferred';
import { useKeptDocumentFiles } from '../data/kept-document-files';
import { startLocal } from '../data/local';

/**
 * The main layout, with the provider of the confirm dialogs (src/ui/confirm.tsx): only the screens
 * of the layout ask for confirmation, so the modal code stays out of the sign-in screen. The
 * provider loads with the layout's other popovers after the first render (src/app/layout/deferred.ts),
 * and so do Dexie and the signed-in user's database (src/data/local.ts: startLocal).
 */
export const appLayoutRoute = createLazyRoute('/app')({
  component: function MainLayout() {
    const popovers = usePopovers();
    useEffect(startLocal, []);
    useKeptDocumentFiles();
    return (
      <>
        {popovers && <popovers.ConfirmDialogs />}
        <AppLayout />
      </>
    );
  },
});
