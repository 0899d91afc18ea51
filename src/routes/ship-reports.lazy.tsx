import { lazyRouteComponent } from '@tanstack/react-router';
import type { shipReportRoutes } from './ship-reports';
import type { RecordScreens } from './record-routes';
import { sortedRecordScreens } from './record-screens';
import { ShipReportListPage } from '../features/ship-reports/ship-report-list-page';

// The list is the area's first screen; the form (a report's detail is its form) loads once idle.

export const screens: RecordScreens = sortedRecordScreens<typeof shipReportRoutes>('raporId', {
  list: ShipReportListPage,
  form: lazyRouteComponent(() => import('../features/ship-reports/ship-report-form-page'), 'ShipReportFormPage'),
});
