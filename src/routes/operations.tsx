import { createRoute } from '@tanstack/react-router';
import { withAreaMessages } from '../data/i18n';
import { appRoute } from './layout';
import { listSearch } from './search';

// Operations (docs/areas/operations.md): the time charters and each one's hire statement, the
// voyage charters and each one's laytime, the cargo documents register and the contracts register.
// The screens are one chunk of their own (operations.lazy.tsx).

const lazy = (screen: 'timeCharters' | 'timeCharter' | 'voyages' | 'voyage' | 'cargoDocuments' | 'contracts') =>
  withAreaMessages('operations', () => import('./operations.lazy').then((m) => m.operationsScreens[screen]));

const timeChartersRoute = createRoute({ getParentRoute: () => appRoute, path: '/operasyon/time-charter', validateSearch: listSearch({}) });
const timeCharterRoute = createRoute({ getParentRoute: () => appRoute, path: '/operasyon/time-charter/$carterId' });
const voyagesRoute = createRoute({ getParentRoute: () => appRoute, path: '/operasyon/spot-charter', validateSearch: listSearch({}) });
const voyageRoute = createRoute({ getParentRoute: () => appRoute, path: '/operasyon/spot-charter/$carterId' });
const cargoDocumentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/operasyon/yuk-evrak-kaydi',
  validateSearch: listSearch({}),
});
const contractsRoute = createRoute({ getParentRoute: () => appRoute, path: '/operasyon/sozlesmeler', validateSearch: listSearch({}) });

export const operationsRoutes = [
  timeChartersRoute.lazy(() => lazy('timeCharters')().then((make) => make(timeChartersRoute))),
  timeCharterRoute.lazy(() => lazy('timeCharter')().then((make) => make(timeCharterRoute))),
  voyagesRoute.lazy(() => lazy('voyages')().then((make) => make(voyagesRoute))),
  voyageRoute.lazy(() => lazy('voyage')().then((make) => make(voyageRoute))),
  cargoDocumentsRoute.lazy(() => lazy('cargoDocuments')().then((make) => make(cargoDocumentsRoute))),
  contractsRoute.lazy(() => lazy('contracts')().then((make) => make(contractsRoute))),
] as const;

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = operationsRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    operations: typeof areaRoutes;
  }
}
