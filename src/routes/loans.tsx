import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Loans (docs/areas/loans.md): the list at /finans/kredi-kayitlari, its form and detail (loans.lazy.tsx).

export const loanRoutes = recordRoutes(
  '/finans/kredi-kayitlari/$krediId',
  'form',
  withAreaMessages('loans', () => import('./loans.lazy').then((m) => ({ screens: m.loanScreens }))),
  { list: listSearch({}) },
);

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = loanRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    loans: typeof areaRoutes;
  }
}
