import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { appRoute } from './layout';

// The screens load on first use (bank-orders.lazy.tsx, one chunk for the area); the search
// validation stays here so links from the bill and the account are checked without loading them.

const id = v.optional(v.fallback(v.string(), ''), '');

/** The form: opened from a bill (`?fatura=`) or an account (`?cariHesap=`), or from scratch. */
const formSearch = v.object({ cariHesap: id, fatura: id });

const screens = () => import('./bank-orders.lazy');

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/banka-talimat',
}).lazy(() => screens().then((m) => m.listRoute));

const createFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/banka-talimat/form',
  validateSearch: formSearch,
}).lazy(() => screens().then((m) => m.createFormRoute));

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/banka-talimat/$talimatId',
}).lazy(() => screens().then((m) => m.detailRoute));

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/finans/banka-talimat/$talimatId/edit',
}).lazy(() => screens().then((m) => m.editRoute));

export const bankOrderRoutes = [listRoute, createFormRoute, detailRoute, editRoute] as const;
