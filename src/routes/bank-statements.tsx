import { withAreaMessages } from '../data/i18n';
import { sortedRecordRoutes } from './record-routes';

// Bank statements (docs/areas/bank-statements.md): the list at /finans/banka-ekstreleri, the import
// at …/form and a statement's lines (bank-statements.lazy.tsx).

export const statementRoutes = sortedRecordRoutes(
  '/finans/banka-ekstreleri/$ekstreId',
  withAreaMessages('bank-statements', () => import('./bank-statements.lazy')),
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = statementRoutes;
