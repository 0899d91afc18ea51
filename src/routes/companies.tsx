import { recordRoutes } from './record-routes';

export const companyRoutes = recordRoutes({
  path: '/sirket',
  create: 'form',
  param: 'sirketId',
  screens: () => import('./companies.lazy'),
});
