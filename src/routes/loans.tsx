import { withAreaMessages } from '../data/i18n';
import { sortedRecordRoutes } from './record-routes';

// Loans (docs/areas/loans.md): the list at /finans/kredi-kayitlari, its form and detail (loans.lazy.tsx).

export const loanRoutes = sortedRecordRoutes(
  '/finans/kredi-kayitlari/$krediId',
  withAreaMessages('loans', () => import('./loans.lazy')),
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = loanRoutes;
