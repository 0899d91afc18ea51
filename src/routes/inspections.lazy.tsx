import { lazyRouteComponent } from '@tanstack/react-router';
import type { inspectionRoutes } from './inspections';
import type { RecordScreens } from './record-routes';
import { sortedRecordScreens } from './record-screens';
import { InspectionListPage } from '../features/inspections/inspection-list-page';

// The list is the area's first screen; the detail and the form are chunks of their own, loaded once
// the browser is idle.

export const screens: RecordScreens = sortedRecordScreens<typeof inspectionRoutes>('denetimId', {
  list: InspectionListPage,
  detail: lazyRouteComponent(() => import('../features/inspections/inspection-detail-page'), 'InspectionDetailPage'),
  form: lazyRouteComponent(() => import('../features/inspections/inspection-form-page'), 'InspectionFormPage'),
});
