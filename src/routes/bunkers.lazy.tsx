import { lazyRouteComponent } from '@tanstack/react-router';
import type { bdnRoutes } from './bunkers';
import { preloadWhenIdle } from './preload-when-idle';
import type { RecordScreens } from './record-routes';
import { recordScreens } from './record-screens';
import { BdnListPage } from '../features/bunkers/bdn-list-page';

// The register is the area's first screen; the detail and the form are chunks of their own, loaded
// once the browser is idle.
const BdnDetailPage = lazyRouteComponent(() => import('../features/bunkers/bdn-detail-page'), 'BdnDetailPage');
const BdnFormPage = lazyRouteComponent(() => import('../features/bunkers/bdn-form-page'), 'BdnFormPage');
preloadWhenIdle(BdnDetailPage, BdnFormPage);

export const bdnScreens: RecordScreens = recordScreens<typeof bdnRoutes>({
  list: ({ search }) => <BdnListPage sirala={search.sirala} />,
  create: () => <BdnFormPage />,
  detail: ({ params }) => <BdnDetailPage id={params.bdnId} key={params.bdnId} />,
  edit: ({ params }) => <BdnFormPage id={params.bdnId} key={params.bdnId} />,
});
