import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';

export const companyRoutes = recordRoutes(
  '/sirket/$sirketId',
  'form',
  withAreaMessages('companies', () => import('./companies.lazy')),
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = companyRoutes;
