import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';

export const companyRoutes = recordRoutes(
  '/sirket/$sirketId',
  'form',
  withAreaMessages('companies', () => import('./companies.lazy')),
);
