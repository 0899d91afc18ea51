import { lazyRouteComponent, LazyRoute, type AnyRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// Each operations screen is a chunk of its own (the laytime and hire statement rules load with
// the voyage and the time charter only), loaded when its route opens.
const TimeCharterListPage = lazyRouteComponent(() => import('../features/operations/charter-list-pages'), 'TimeCharterListPage');
const VoyageListPage = lazyRouteComponent(() => import('../features/operations/charter-list-pages'), 'VoyageListPage');
const TimeCharterPage = lazyRouteComponent(() => import('../features/operations/time-charter-page'), 'TimeCharterPage');
const VoyagePage = lazyRouteComponent(() => import('../features/operations/voyage-page'), 'VoyagePage');
const TimeCharterFormPage = lazyRouteComponent(() => import('../features/operations/time-charter-form-page'), 'TimeCharterFormPage');
const VoyageFormPage = lazyRouteComponent(() => import('../features/operations/voyage-form-page'), 'VoyageFormPage');
const CargoDocumentsPage = lazyRouteComponent(() => import('../features/operations/cargo-documents-page'), 'CargoDocumentsPage');
const ContractsPage = lazyRouteComponent(() => import('../features/operations/contracts-page'), 'ContractsPage');

type Sorted = { sirala?: string };
type WithCharter = { carterId: string };
type MaybeCharter = { carterId?: string };

/** A screen of its route: the lazy half the route loads (operations.tsx). */
function screen(component: (route: AnyRoute) => ReactNode) {
  return (route: AnyRoute): LazyRoute<AnyRoute> => new LazyRoute<AnyRoute>({ id: route.id, component: () => component(route) });
}

export const operationsScreens = {
  timeCharters: screen((route) => <TimeCharterListPage sirala={(route.useSearch() as Sorted).sirala} />),
  timeCharter: screen((route) => {
    const { carterId } = route.useParams() as WithCharter;
    return <TimeCharterPage id={carterId} key={carterId} />;
  }),
  // New (no id) and edit (`…/$carterId/edit`): one form each.
  timeCharterForm: screen((route) => {
    const { carterId } = route.useParams() as MaybeCharter;
    return <TimeCharterFormPage {...(carterId ? { id: carterId } : {})} key={carterId ?? 'new'} />;
  }),
  voyages: screen((route) => <VoyageListPage sirala={(route.useSearch() as Sorted).sirala} />),
  voyage: screen((route) => {
    const { carterId } = route.useParams() as WithCharter;
    return <VoyagePage id={carterId} key={carterId} />;
  }),
  voyageForm: screen((route) => {
    const { carterId } = route.useParams() as MaybeCharter;
    return <VoyageFormPage {...(carterId ? { id: carterId } : {})} key={carterId ?? 'new'} />;
  }),
  cargoDocuments: screen((route) => <CargoDocumentsPage sirala={(route.useSearch() as Sorted).sirala} />),
  contracts: screen((route) => <ContractsPage sirala={(route.useSearch() as Sorted).sirala} />),
};
