import { withAreaMessages } from '../data/i18n';
import { recordRoutes } from './record-routes';
import { listSearch } from './search';

// Bank statements (docs/areas/bank-statements.md): the list at /finans/banka-ekstreleri, the import
// at …/form and a statement's lines (bank-statements.lazy.tsx).

export const statementRoutes = recordRoutes(
  '/finans/banka-ekstreleri/$ekstreId',
  'form',
  withAreaMessages('bank-statements', () => import('./bank-statements.lazy').then((m) => ({ screens: m.statementScreens }))),
  { list: listSearch({}) },
);

/** The routes the router takes from this module (router.ts finds it); their types type the route tree. */
export const areaRoutes = statementRoutes;

declare module './area-routes' {
  interface AreaRoutes {
    bankStatements: typeof areaRoutes;
  }
}
