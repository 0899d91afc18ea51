import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';

// Cheques and promissory notes (docs/areas/cheques.md): the portfolio, an instrument with its moves, its form.
export const instrumentRoutes = recordRoutes(
  '/finans/cek-senet/$cekSenetId',
  'create',
  withAreaMessages('instruments', () => import('./instruments.lazy')),
);
