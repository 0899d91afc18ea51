import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';

export const companyRoutes = recordRoutes(
  '/sirket/$sirketId',
  'form',
  withAreaMessages('companies', () => import('./companies.lazy')),
);

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = companyRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    companies: typeof areaRoutes;
  }
}
