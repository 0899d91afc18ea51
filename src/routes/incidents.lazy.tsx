import { lazyRouteComponent } from '@tanstack/react-router';
import type { incidentRoutes } from './incidents';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { IncidentListPage } from '../features/inspections/incident-list-page';

// The list is the area's first screen; the form (an incident's detail is its form) a chunk of its own.
const IncidentFormPage = lazyRouteComponent(() => import('../features/inspections/incident-form-page'), 'IncidentFormPage');
preloadWhenIdle(IncidentFormPage);

export const incidentScreens: RecordScreens = recordScreens<typeof incidentRoutes>({
  list: ({ search }) => <IncidentListPage sirala={search.sirala} />,
  create: () => <IncidentFormPage />,
  detail: ({ params }) => <IncidentFormPage id={params.olayId} key={params.olayId} />,
  edit: ({ params }) => <IncidentFormPage id={params.olayId} key={params.olayId} />,
});
