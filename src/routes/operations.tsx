import { createRoute } from '@tanstack/react-router';
import { withAreaMessages } from '../data/i18n';
import { appRoute } from './layout';
import { listSearch } from './search';

// Operations (docs/areas/operations.md): the time charters and each one's hire statement, the
// voyage charters and each one's laytime, the cargo documents register and the contracts register.
// The screens are one chunk of their own (operations.lazy.tsx); the two charter forms (new and
// edit) each another.

type Screen = 'timeCharters' | 'timeCharter' | 'timeCharterForm' | 'voyages' | 'voyage' | 'voyageForm' | 'cargoDocuments' | 'contracts';

const lazy = (screen: Screen) => withAreaMessages('operations', () => import('./operations.lazy').then((m) => m.operationsScreens[screen]));

/** A screen's route, its screen loaded on first use. */
function screenRoute<const P extends string>(path: P, screen: Screen) {
  const route = createRoute({ getParentRoute: () => appRoute, path });
  return route.lazy(() => lazy(screen)().then((make) => make(route)));
}

/** A list's route: its search (the sort) validated here, its screen loaded on first use. */
function listRoute<const P extends string>(path: P, screen: Screen) {
  const route = createRoute({ getParentRoute: () => appRoute, path, validateSearch: listSearch({}) });
  return route.lazy(() => lazy(screen)().then((make) => make(route)));
}

export const operationsRoutes = [
  listRoute('/operasyon/time-charter', 'timeCharters'),
  screenRoute('/operasyon/time-charter/$carterId', 'timeCharter'),
  screenRoute('/operasyon/time-charter/form', 'timeCharterForm'),
  screenRoute('/operasyon/time-charter/$carterId/edit', 'timeCharterForm'),
  listRoute('/operasyon/spot-charter', 'voyages'),
  screenRoute('/operasyon/spot-charter/$carterId', 'voyage'),
  screenRoute('/operasyon/spot-charter/form', 'voyageForm'),
  screenRoute('/operasyon/spot-charter/$carterId/edit', 'voyageForm'),
  listRoute('/operasyon/yuk-evrak-kaydi', 'cargoDocuments'),
  listRoute('/operasyon/sozlesmeler', 'contracts'),
] as const;

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = operationsRoutes;
