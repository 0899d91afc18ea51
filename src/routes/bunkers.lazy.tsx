import { lazyRouteComponent } from '@tanstack/react-router';
import type { bdnRoutes } from './bunkers';
import type { RecordScreens } from './record-routes';
import { sortedRecordScreens } from './record-screens';
import { BdnListPage } from '../features/bunkers/bdn-list-page';

// The register is the area's first screen; the detail and the form are chunks of their own, loaded
// once the browser is idle.

export const screens: RecordScreens = sortedRecordScreens<typeof bdnRoutes>('bdnId', {
  list: BdnListPage,
  detail: lazyRouteComponent(() => import('../features/bunkers/bdn-detail-page'), 'BdnDetailPage'),
  form: lazyRouteComponent(() => import('../features/bunkers/bdn-form-page'), 'BdnFormPage'),
});
