import { lazyRouteComponent } from '@tanstack/react-router';
import type { inspectionRoutes } from './inspections';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { InspectionListPage } from '../features/inspections/inspection-list-page';

// The list is the area's first screen; the detail and the form are chunks of their own, loaded once
// the browser is idle.
const InspectionDetailPage = lazyRouteComponent(() => import('../features/inspections/inspection-detail-page'), 'InspectionDetailPage');
const InspectionFormPage = lazyRouteComponent(() => import('../features/inspections/inspection-form-page'), 'InspectionFormPage');
preloadWhenIdle(InspectionDetailPage, InspectionFormPage);

export const inspectionScreens: RecordScreens = recordScreens<typeof inspectionRoutes>({
  list: ({ search }) => <InspectionListPage sirala={search.sirala} />,
  create: () => <InspectionFormPage />,
  detail: ({ params }) => <InspectionDetailPage id={params.denetimId} key={params.denetimId} />,
  edit: ({ params }) => <InspectionFormPage id={params.denetimId} key={params.denetimId} />,
});
