import { recordRoutes } from './record-routes';

export const companyRoutes = recordRoutes('/sirket/$sirketId', 'form', () => import('./companies.lazy'));
