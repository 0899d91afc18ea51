import { lazyRouteComponent } from '@tanstack/react-router';
import type { poolRoutes } from './crew';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { PoolPage } from '../features/crew/pool-page';

// The pool is the area's first screen; a person's page and form are chunks of their own.
const PersonDetailPage = lazyRouteComponent(() => import('../features/crew/person-detail-page'), 'PersonDetailPage');
const PersonFormPage = lazyRouteComponent(() => import('../features/crew/person-form-page'), 'PersonFormPage');
preloadWhenIdle(PersonDetailPage, PersonFormPage);

export const poolScreens: RecordScreens = recordScreens<typeof poolRoutes>({
  list: () => <PoolPage />,
  create: () => <PersonFormPage />,
  detail: ({ params }) => <PersonDetailPage id={params.personelId} key={params.personelId} />,
  edit: ({ params }) => <PersonFormPage id={params.personelId} key={params.personelId} />,
});
