import { createRoute } from '@tanstack/react-router';
import { appRoute } from './layout';

// The screens load on first use (companies.lazy.tsx, one chunk for the area).
const screens = () => import('./companies.lazy');

const listRoute = createRoute({ getParentRoute: () => appRoute, path: '/sirket' }).lazy(() =>
  screens().then((m) => m.listRoute),
);

const createFormRoute = createRoute({ getParentRoute: () => appRoute, path: '/sirket/form' }).lazy(() =>
  screens().then((m) => m.createFormRoute),
);

const detailRoute = createRoute({ getParentRoute: () => appRoute, path: '/sirket/$sirketId' }).lazy(() =>
  screens().then((m) => m.detailRoute),
);

const editRoute = createRoute({ getParentRoute: () => appRoute, path: '/sirket/$sirketId/edit' }).lazy(() =>
  screens().then((m) => m.editRoute),
);

export const companyRoutes = [listRoute, createFormRoute, detailRoute, editRoute] as const;
