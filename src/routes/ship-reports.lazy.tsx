import { lazyRouteComponent } from '@tanstack/react-router';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import type { shipReportRoutes } from './ship-reports';
import { ShipReportListPage } from '../features/ship-reports/ship-report-list-page';

// The list is the area's first screen; the form (a report's detail is its form) loads once idle.
const ShipReportFormPage = lazyRouteComponent(() => import('../features/ship-reports/ship-report-form-page'), 'ShipReportFormPage');
preloadWhenIdle(ShipReportFormPage);

export const shipReportScreens: RecordScreens = recordScreens<typeof shipReportRoutes>({
  list: ({ search }) => <ShipReportListPage sirala={search.sirala} />,
  create: () => <ShipReportFormPage />,
  detail: ({ params }) => <ShipReportFormPage id={params.raporId} key={params.raporId} />,
  edit: ({ params }) => <ShipReportFormPage id={params.raporId} key={params.raporId} />,
});
