import { LazyRoute, type AnyRoute } from '@tanstack/react-router';
import { CertificateTrackerPage } from '../features/certificates/certificate-tracker-page';

/** The lazy half of the fleet tracker's route (certificates.tsx). */
export function trackerLazyRoute<TRoute extends AnyRoute>(route: TRoute): LazyRoute<TRoute> {
  return new LazyRoute<TRoute>({
    id: route.id,
    component: function TrackerScreen() {
      const search = route.useSearch() as { tarih: string };
      return <CertificateTrackerPage tarih={search.tarih} />;
    },
  });
}
