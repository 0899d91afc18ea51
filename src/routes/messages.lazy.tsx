import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { EmailPage, type EmailSearch } from '../features/messages/email-page';

/** The lazy half of the message log's route (messages.tsx). */
export function emailLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({
    id: route.id,
    component: function EmailScreen() {
      const search = route.useSearch() as EmailSearch;
      return <EmailPage search={search} />;
    },
  });
}
