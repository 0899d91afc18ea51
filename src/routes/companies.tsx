import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';

export const companyRoutes = recordRoutes(
  '/sirket/$sirketId',
  'form',
  withAreaMessages('companies', () => import('./companies.lazy')),
);

// The router finds this module (router.ts); the route tree's types know its routes from here.
declare module './area-routes' {
  interface AreaRoutes {
    companies: typeof companyRoutes;
  }
}
