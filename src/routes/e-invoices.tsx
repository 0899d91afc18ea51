import { withAreaMessages } from '../data/i18n';
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';

// The e-Fatura inbox (docs/areas/e-invoice.md): a chunk of its own (the parser and the drop zone load with it).
export const eInvoiceRoute = createRoute({ getParentRoute: () => appRoute, path: '/finans/fatura-proforma/e-fatura' }).lazy(
  withAreaMessages('e-invoices', () => import('./e-invoices.lazy').then((m) => m.eInvoiceLazyRoute)),
);

/** The routes the router takes from this module (router.ts finds it; area-routes.gen.ts types them). */
export const areaRoutes = [eInvoiceRoute] as const;
